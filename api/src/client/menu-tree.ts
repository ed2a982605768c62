import {
  allows,
  roleRules,
  type MenuItem,
  type RoleFacts,
  type RoleRule,
} from '@inversiones/contract';

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

/**
 * The menu of a profile (portal-spec 6), derived from the contract's rule table: each item a rule
 * guards exists only for the profiles the rule allows (the portal guards the same routes by these
 * ids). Section 07: documents.
 */
export function buildMenu(facts: RoleFacts): MenuItem[] {
  const can = (rule: RoleRule) => allows(rule, facts);
  const id = (rule: RoleRule) => roleRules[rule].menuId ?? '';
  const menu: MenuItem[] = [
    item('01', 'Inicio', '/'),
    item('02', 'Fondos Mutuos', '/ffmm', [
      item('0201', 'Mis Fondos', '/ffmm/misFondos'),
      item('0202', 'Invertir', '/ffmm/invertir'),
      item('0203', 'Inversión por Objetivos', '/ffmm/inviertePorObjetivos', [], { isNew: true }),
    ]),
    item('03', 'Acciones', '/acciones'),
    // Spec 7 "Pay buttons": paying pesos into the current account from the client's bank.
    item('10', 'Cuenta Corriente', '/ccm', [
      item('1001', 'Saldos y Movimientos', '/ccm/saldos'),
      item('1002', 'Abonar con Botón de Pago', '/ccm/bdp', [], { isNew: true }),
      item('1003', 'Compra y Venta de Divisas', '/compraVentaDivisas', [], { isNew: true }),
    ]),
  ];
  if (can('apv')) menu.push(item(id('apv'), 'Ahorro Previsional Voluntario', '/apv'));
  if (can('tefe')) {
    menu.push(
      item(id('tefe'), 'Transferencias Internacionales', '/tefe', [
        item('0501', 'Instruir Transferencia', '/tefe/instruir'),
        item('0502', 'Beneficiarios', '/tefe/beneficiarios'),
      ]),
    );
  }
  // Spec 2 `operations-signature` (no route given): every profile sees its orders to sign.
  menu.push(item('11', 'Firma de Operaciones', '/firmaOperaciones', [], { isNew: true }));
  menu.push(item('06', 'Cartolas', '/cartolas'));
  const documents = [
    item('0701', 'Mis Documentos', '/infoDocs/misDocumentos'),
    item('0702', 'Certificados Tributarios', '/infoDocs/certificadosTributarios'),
    item('0703', 'Facturas', '/infoDocs/facturas'),
    item('0704', 'Informes', '/infoDocs/informes'),
    item('0705', 'Patentes y Anexos Tributarios', '/infoDocs/patentesAnexos'),
    item('0706', 'Research', '/research'),
  ];
  if (can('companyItems')) {
    documents.push(
      item(id('companyItems'), 'Documentos de la Empresa', '/miPerfilEmpresa/documentos'),
    );
    if (can('companySigning')) {
      documents.push(
        item(
          id('companySigning'),
          'Flujo de Firma de Contratos',
          '/miPerfilEmpresa/misDatosEmpresa',
        ),
      );
    }
  }
  menu.push(item('07', 'Documentos', '/infoDocs', documents));
  const profileItems: MenuItem[] = [];
  if (can('personalData')) {
    profileItems.push(
      item(id('personalData'), 'Mis Datos Personales', '/miPerfil/misDatosPersonales'),
    );
  }
  if (can('executives')) {
    profileItems.push(item(id('executives'), 'Mis Ejecutivos', '/miPerfil/misEjecutivos'));
  }
  profileItems.push(item('0803', 'Cambiar Clave', '/miPerfil/cambiarClave'));
  if (can('sessionChange')) {
    profileItems.push(item(id('sessionChange'), 'Cambio de Sesión', '/seleccionarCuenta'));
  }
  menu.push(item('08', 'Mi Perfil', '/miPerfil', profileItems));
  if (can('executiveCalendar')) {
    menu.push(
      item(id('executiveCalendar'), 'Reunión Online', '/reunionOnline/landing', [], {
        isNew: true,
      }),
    );
  }
  return menu;
}
