export const operationSteps = {
  /** Names the stepper's navigation landmark. */
  label: 'Pasos de la operación',
  /** The three steps of an investment or a redemption. */
  captions: { data: 'Datos', confirm: 'Confirmación', voucher: 'Comprobante' },
} as const;
