import type { PortalNotification } from '../NotificationPanel/index.ts';

/** Story and test data. */
export const sampleNotifications: PortalNotification[] = [
  {
    id: 'n1',
    route: '/ffmm/misFondos',
    message: 'Su rescate del Fondo Mutuo Renta Local fue abonado en su cuenta.',
  },
  {
    id: 'n2',
    route: '/infoDocs/misDocumentos',
    message: 'Tiene 2 contratos pendientes de firma.',
  },
  {
    id: 'n3',
    route: '/cartolas',
    message: 'Su cartola de marzo ya está disponible.',
  },
];
