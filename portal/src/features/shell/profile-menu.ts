import type { MenuEntry, MenuNode } from '@inversiones/design-system';
import * as messages from '../../messages.ts';

export interface ProfileMenuContext {
  naturalPerson: boolean;
  supervisor: boolean;
  operator: boolean;
  /** More than one profile: the session can change (flagChangeSession). */
  changeSession: boolean;
  /** The session acts for a company whose profile is active. */
  activeCompany: boolean;
}

/** The id of the entry that opens the logout confirmation. */
export const LOGOUT_ACTION = 'cerrarSesion';

/**
 * Spec 2 and 6: the profile menu's links and who sees them. Mis Ejecutivos for natural persons
 * (their own) and supervisors with an active company (the company's); contract signing for non-natural operators with an active company;
 * personal data only for natural persons; session change only with more than one profile.
 */
export function buildProfileMenu(ctx: ProfileMenuContext): MenuNode[] {
  const m = messages.shell.profileMenu;
  const company = ctx.activeCompany && !ctx.naturalPerson;
  const profile: MenuEntry[] = [
    { id: 'perfilInversionista', label: m.investorProfile, href: '/perfilInversionista' },
  ];
  if (company && ctx.operator) {
    profile.push({
      id: 'firmaContratos',
      label: m.contractSigning,
      href: '/miPerfilEmpresa/misDatosEmpresa',
    });
  }
  if (ctx.naturalPerson) {
    profile.push({
      id: 'datosPersonales',
      label: m.personalData,
      href: '/miPerfil/misDatosPersonales',
    });
  }
  // Only who supervises an active company manages its mandataries (the API's rule profileManager).
  if (company && ctx.supervisor) {
    profile.push({
      id: 'administradorPerfiles',
      label: m.profileManager,
      href: '/miPerfil/administradorDePerfiles',
    });
  }
  profile.push({ id: 'documentos', label: m.documents, href: '/infoDocs/misDocumentos' });
  if (ctx.naturalPerson || (company && ctx.supervisor)) {
    profile.push({ id: 'ejecutivos', label: m.executives, href: '/miPerfil/misEjecutivos' });
  }
  const session: MenuEntry[] = [];
  if (ctx.changeSession) {
    session.push({ id: 'cambioSesion', label: m.changeSession, href: '/seleccionarCuenta' });
  }
  session.push({ id: LOGOUT_ACTION, label: m.logout, icon: 'logout', isDanger: true });
  return [
    { type: 'section', id: 'perfil', title: m.sectionProfile, items: profile },
    {
      type: 'section',
      id: 'seguridad',
      title: m.sectionSecurity,
      items: [
        { id: 'cambiarClave', label: m.changePassword, href: '/miPerfil/cambiarClave' },
        {
          id: 'dispositivos',
          label: m.devices,
          href: '/miPerfil/administrarDispositivos',
        },
        { id: 'consultas', label: m.support, href: '/miPerfil/consultasYSugerencias' },
      ],
    },
    { type: 'separator', id: 'sep' },
    { type: 'section', id: 'sesion', 'aria-label': m.sectionSession, items: session },
  ];
}
