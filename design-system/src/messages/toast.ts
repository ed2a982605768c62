export const toast = {
  region: 'Notificaciones',
  accept: 'Aceptar',
  /** The spec's error when a notification is requested without a message. */
  messageRequired: 'option message is required for this function',
} as const;
