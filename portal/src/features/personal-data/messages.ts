/** Mis Datos Personales (spec 2): the page and its tabs. */

export const page = {
  title: 'Mis Datos Personales',
  tabsLabel: 'Mis datos personales',
} as const;

/** Spec 2's tab names, verbatim and in their order. */
export const tabs = {
  datosPersonales: 'Datos Personales',
  identificacion: 'Identificación',
  autorizacion: 'Autorización y Clase de Órdenes',
  cuentasBancarias: 'Cuentas Bancarias y Formas de Pago',
} as const;

/** Section headings where a tab shows part of a wizard step (ours: the spec names none). */
export const sections = {
  contact: 'Nombre y contacto',
  identity: 'Identificación',
} as const;
