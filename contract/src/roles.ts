/**
 * Spec 6: who may do what, written once. The API derives the menu from this table and checks
 * the rule of each endpoint that names one; the portal guards the same routes by the menu ids
 * the API answers. Free of zod, so the portal's router reads it without loading schemas.
 */
import { tefeAccessMessages } from './tefe-messages.ts';

/** MandataryTypes ids (spec 3): 0 natural person, 2 operator, 3 supervisor; 4 Apoderado (this API). */
export const MANDATARY_TYPE = {
  naturalPerson: 0,
  operator: 2,
  supervisor: 3,
  apoderado: 4,
} as const;

/** The part of a profile the rules read (the contract's Profile, or the portal's snapshot). */
export interface ProfileLike {
  readonly HasTEFE: boolean;
  readonly IsActive: boolean;
  readonly MandataryTypes: readonly { readonly Id: number }[];
}

/** What the rules look at: the profile the session acts for, and how many the user has. */
export interface RoleFacts {
  naturalPerson: boolean;
  supervisor: boolean;
  operator: boolean;
  apoderado: boolean;
  hasTefe: boolean;
  /** Acts for a company (not a natural person) whose profile is active. */
  activeCompany: boolean;
  profileCount: number;
}

export function roleFactsOf(profile: ProfileLike, profileCount: number): RoleFacts {
  const ids = new Set(profile.MandataryTypes.map((type) => type.Id));
  const naturalPerson = ids.has(MANDATARY_TYPE.naturalPerson);
  return {
    naturalPerson,
    supervisor: ids.has(MANDATARY_TYPE.supervisor),
    operator: ids.has(MANDATARY_TYPE.operator),
    apoderado: ids.has(MANDATARY_TYPE.apoderado),
    hasTefe: profile.HasTEFE,
    activeCompany: !naturalPerson && profile.IsActive,
    profileCount,
  };
}

export interface RoleRuleDefinition {
  /** Who: the profiles the rule lets through. */
  allows: (facts: RoleFacts) => boolean;
  /** The menu item that exists only for those profiles (the portal's route guard reads it). */
  menuId: string | null;
  /** The portal routes (path prefixes) the rule guards. */
  routes: readonly string[];
  /** What the API answers a refused profile, where the spec words it (a generic 403 otherwise). */
  refusal?: string;
}

/**
 * The rule table (spec 6). Rules with a menu id are guarded in the portal through the menu the
 * API answers; endpoints name their rule in the contract (`Endpoint.rule`) and the API answers
 * 403 to every other profile.
 */
export const roleRules = {
  /** Personal data: natural persons only. */
  personalData: {
    allows: (f) => f.naturalPerson,
    menuId: '0801',
    routes: ['/miPerfil/misDatosPersonales'],
  },
  /**
   * Mis Ejecutivos: a natural person sees their own; supervisors of an active company see the
   * company's (spec 6). Operators act for the company without managing it, so they do not.
   */
  executives: {
    allows: (f) => f.naturalPerson || (f.supervisor && f.activeCompany),
    menuId: '0802',
    routes: ['/miPerfil/misEjecutivos'],
  },
  /**
   * Session change: only with more than one profile. Its route, /seleccionarCuenta, is also the
   * first choice after login (no menu yet), so the account selection checks the profile count.
   */
  sessionChange: { allows: (f) => f.profileCount > 1, menuId: '0804', routes: [] },
  /** The company's items (0707 and the company profile area): an active company. */
  companyItems: {
    allows: (f) => f.activeCompany,
    menuId: '0707',
    routes: ['/miPerfilEmpresa'],
  },
  /** The company's contract-signing flow (0709): non-natural operators of an active company. */
  companySigning: {
    allows: (f) => f.operator && f.activeCompany,
    menuId: '0709',
    routes: ['/miPerfilEmpresa/misDatosEmpresa'],
  },
  /**
   * Signing contracts: the company's only by its operators (as 0709); a natural person signs
   * their own (the onboarding and digital-channel contracts).
   */
  signContracts: {
    allows: (f) => f.naturalPerson || (f.operator && f.activeCompany),
    menuId: null,
    routes: [],
  },
  /**
   * Giving orders that move money (invest, redeem, cancel): a natural person for herself; for a
   * company only its operators (spec 6: a supervisor consults).
   */
  placeOrders: {
    allows: (f) => f.naturalPerson || (f.operator && f.activeCompany),
    menuId: null,
    routes: [],
  },
  /** The executive's meeting calendar: natural persons. */
  executiveCalendar: {
    allows: (f) => f.naturalPerson,
    menuId: '09',
    routes: ['/reunionOnline'],
  },
  /** APV (voluntary pension savings) is a natural person's product. */
  apv: { allows: (f) => f.naturalPerson, menuId: '04', routes: ['/apv'] },
  /** TEFE: an Apoderado of a client with TEFE, or a natural person. */
  tefe: {
    allows: (f) => f.naturalPerson || (f.apoderado && f.hasTefe),
    menuId: '05',
    routes: ['/tefe'],
    refusal: tefeAccessMessages.companyNotEnabled,
  },
  /**
   * Administrador de perfiles: the supervisors of an active company manage its mandataries.
   * Not in spec 6; a careful firm lets only who supervises the company change who acts for it.
   */
  profileManager: {
    allows: (f) => f.supervisor && f.activeCompany,
    menuId: null,
    routes: [],
  },
} as const satisfies Record<string, RoleRuleDefinition>;

export type RoleRule = keyof typeof roleRules;

export const allows = (rule: RoleRule, facts: RoleFacts): boolean => roleRules[rule].allows(facts);

/** The menu ids each route prefix needs, longest prefix first (the portal's route guards). */
export const guardedRoutes: readonly { route: string; menuIds: readonly string[] }[] = (
  Object.values(roleRules) as readonly RoleRuleDefinition[]
)
  .flatMap(({ menuId, routes }) => (menuId ? routes.map((route) => ({ route, menuId })) : []))
  .map(({ route }, _i, all) => ({
    route,
    // A nested route also needs its parents' ids (0709 lives inside the company area, 0707).
    menuIds: all
      .filter((other) => route === other.route || route.startsWith(`${other.route}/`))
      .map((other) => other.menuId),
  }))
  .sort((a, b) => b.route.length - a.route.length);
