import type { MenuItem, Profile } from '@inversiones/contract';

const item = (
  id: string,
  label: string,
  route: string,
  items: MenuItem[] = [],
  options: { show?: boolean; isNew?: boolean } = {},
): MenuItem => ({
  id,
  label,
  route,
  show: options.show === false ? 0 : 1,
  isNew: options.isNew ?? false,
  items,
});

export interface MenuRole {
  naturalPerson: boolean;
  supervisor: boolean;
  operator: boolean;
  apoderado: boolean;
  hasTefe: boolean;
  profileCount: number;
}

export function roleOf(profile: Profile, profileCount: number): MenuRole {
  const ids = new Set(profile.MandataryTypes.map((t) => t.Id));
  return {
    naturalPerson: ids.has(0),
    supervisor: ids.has(3),
    operator: ids.has(2),
    apoderado: ids.has(4),
    hasTefe: profile.HasTEFE,
    profileCount,
  };
}

/**
 * The menu of a profile (portal-spec 6): personal data and the executive's calendar only for
 * natural persons; company items 0707 and 0709 (contract signing shown only to operators) for
 * companies; Mis Ejecutivos for supervisors and natural persons; TEFE for natural persons or an
 * Apoderado with TEFE; session change only with more than one profile. Section 07: documents.
 */
export function buildMenu(role: MenuRole): MenuItem[] {
  const company = !role.naturalPerson;
  const tefe = role.naturalPerson || (role.apoderado && role.hasTefe);
  const menu: MenuItem[] = [
    item('01', 'Inicio', '/'),
    item('02', 'Fondos Mutuos', '/ffmm', [
      item('0201', 'Mis Fondos', '/ffmm/misFondos'),
      item('0202', 'Invertir', '/ffmm/invertir'),
      item('0203', 'Inversión por Objetivos', '/ffmm/inviertePorObjetivos', [], { isNew: true }),
    ]),
    item('03', 'Acciones', '/acciones'),
  ];
  if (role.naturalPerson) menu.push(item('04', 'Ahorro Previsional Voluntario', '/apv'));
  if (tefe) {
    menu.push(
      item('05', 'Transferencias Internacionales', '/tefe', [
        item('0501', 'Instruir Transferencia', '/tefe/instruir'),
        item('0502', 'Beneficiarios', '/tefe/beneficiarios'),
      ]),
    );
  }
  menu.push(item('06', 'Cartolas', '/cartolas'));
  const documents = [item('0701', 'Mis Documentos', '/infoDocs/misDocumentos')];
  if (company) {
    documents.push(
      item('0707', 'Documentos de la Empresa', '/miPerfilEmpresa/documentos'),
      item('0709', 'Flujo de Firma de Contratos', '/miPerfilEmpresa/misDatosEmpresa', [], {
        show: role.operator,
      }),
    );
  }
  menu.push(item('07', 'Documentos', '/infoDocs', documents));
  const profileItems: MenuItem[] = [];
  if (role.naturalPerson) {
    profileItems.push(item('0801', 'Mis Datos Personales', '/miPerfil/misDatosPersonales'));
  }
  if (role.naturalPerson || role.supervisor) {
    profileItems.push(item('0802', 'Mis Ejecutivos', '/miPerfil/misEjecutivos'));
  }
  profileItems.push(item('0803', 'Cambiar Clave', '/miPerfil/cambiarClave'));
  if (role.profileCount > 1) {
    profileItems.push(item('0804', 'Cambio de Sesión', '/seleccionarCuenta'));
  }
  menu.push(item('08', 'Mi Perfil', '/miPerfil', profileItems));
  if (role.naturalPerson) {
    menu.push(item('09', 'Reunión Online', '/reunionOnline/landing', [], { isNew: true }));
  }
  return menu;
}
