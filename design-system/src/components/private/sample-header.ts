import type { PortalMenuItem } from '../AppHeader/index.ts';

/** A realistic server menu for stories and tests (hidden items included: show 0). */
export const sampleMenu: PortalMenuItem[] = [
  { id: '01', label: 'Inicio', route: '/', show: 1 },
  {
    id: '02',
    label: 'Fondos Mutuos',
    show: 1,
    items: [
      { id: '0201', label: 'Mis Fondos', route: '/ffmm/misFondos', show: 1 },
      { id: '0202', label: 'Invertir', route: '/ffmm/invertir', show: 1 },
      {
        id: '0203',
        label: 'Inversión por Objetivos',
        route: '/ffmm/inviertePorObjetivos',
        show: 1,
      },
      { id: '0204', label: 'Rescate programado', route: '/ffmm/rescateProgramado', show: 0 },
    ],
  },
  {
    id: '03',
    label: 'APV',
    show: 1,
    items: [
      { id: '0301', label: 'Mis Saldos APV', route: '/apv/saldos', show: 1 },
      { id: '0302', label: 'Simulador APV', route: '/simuladores/apv', show: 1 },
    ],
  },
  {
    id: '04',
    label: 'Acciones',
    show: 1,
    items: [
      { id: '0401', label: 'Comprar', route: '/acciones/comprar', show: 1 },
      { id: '0402', label: 'Vender', route: '/acciones/vender', show: 1 },
      { id: '0403', label: 'Mis Órdenes', route: '/acciones/misOrdenes/ordenes', show: 1 },
    ],
  },
  {
    id: '05',
    label: 'Transferencias Internacionales',
    route: '/tefe/instruir',
    show: 1,
    isNew: true,
  },
  { id: '06', label: 'Pactos', route: '/pactos', show: 0 },
  {
    id: '07',
    label: 'Documentos',
    show: 1,
    items: [
      { id: '0701', label: 'Cartolas', route: '/cartolas', show: 1 },
      { id: '0702', label: 'Certificados Tributarios', route: '/infoDocs/certificados', show: 1 },
      {
        id: '0707',
        label: 'Documentos de la Empresa',
        route: '/miPerfilEmpresa/documentos',
        show: 0,
      },
    ],
  },
];

export const sampleClient = {
  clientName: 'Camila Andrea Rojas Fuentes',
  profile: 'moderado' as const,
  executive: { name: 'Rodrigo Valenzuela Soto', email: 'rvalenzuela@inversiones.cl' },
};
