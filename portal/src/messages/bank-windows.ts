/** The partner-bank windows (redirect back, payment result). */
export const bankWindows = {
  redirectingTitle: 'Redirigiendo a Inversiones',
  redirectingBody: 'Estamos cerrando esta ventana y volviendo a su portal de inversiones.',
  bankResultTitle: 'Procesando el resultado de su pago',
  bankResultBody: 'En unos segundos verá el resultado de su transferencia.',
} as const;
