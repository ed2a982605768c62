// The Spanish answers of the fund operations: the spec's words where it gives them (spec 8),
// otherwise worded as its other messages.
export const operationMessages = {
  idempotencyConflict:
    'Esta operación ya se envió con otros datos. Recargue la página para ingresar una nueva.',
  fundNotFound: 'El fondo o la serie indicados no existen.',
  accountNotFound: 'La cuenta indicada no existe o no pertenece a su perfil.',
  investDisabled:
    'Este fondo o serie no está habilitado para invertir desde el portal. Consulte a su ejecutivo.',
  redeemDisabled:
    'Este fondo o serie no está habilitado para rescates desde el portal. Consulte a su ejecutivo.',
  apvOnly:
    'La serie APV recibe solo aportes de Ahorro Previsional Voluntario: elija otra serie o invierta desde APV.',
  decimals: (decimals: number) =>
    decimals === 0
      ? 'El monto en pesos no admite decimales.'
      : `El monto admite a lo más ${decimals} decimales.`,
  belowMinimum: (minimum: string) => `El monto mínimo de inversión en esta serie es ${minimum}.`,
  overMaximum: (maximum: string) =>
    `El monto excede el máximo por operación en el portal (${maximum}). Para montos mayores, contacte a su ejecutivo.`,
  payButtonPesosOnly:
    'El botón de pago abona pesos: elija un fondo en pesos o pague con otra forma de pago.',
  payButtonConfirm:
    'Una inversión con botón de pago se confirma pagando en su banco desde el paso de confirmación.',
  noCurrentAccount:
    'No tiene una cuenta corriente en la moneda del fondo para pagar con su saldo. Elija transferencia bancaria.',
  /** Spec 8, verbatim. */
  noBalance: 'No posee saldo disponible para realizar esta transferencia',
  /** Spec 8, verbatim: the redemption's currency. */
  clientHasNoBalance: 'Cliente no posee saldo',
  /** Spec 8, verbatim. */
  afterHoursReduce:
    'Su cuenta registra movimientos fuera de hora que descuentan su saldo disponible.',
  /** Spec 8, verbatim. */
  partialLimit:
    'El monto ingresado excede el límite para realizar un rescate parcial. Le solicitamos modificar el monto o hacer un rescate total.',
  profileMismatch: (fundRisk: number, profile: string | null, maxRisk: number) =>
    `El riesgo de este fondo (nivel ${fundRisk} de 7) es mayor que el que admite ${
      profile ? `su perfil de inversionista ${profile}` : 'un inversionista sin perfil'
    } (hasta nivel ${maxRisk}). Para invertir, declare que lo hace bajo su responsabilidad.`,
  destinationNotFound:
    'La cuenta de destino no existe, no es suya o no está en la moneda del fondo.',
  nothingToRedeem: 'Las cuotas a rescatar deben ser mayores que cero.',
  afterHoursNotFound: 'El movimiento no existe, ya se procesó o ya fue anulado.',
  voucherNotFound: 'El comprobante no existe o no pertenece a su perfil.',
  pacNotFound: 'El PAC no existe o no pertenece a su perfil.',
  pacNotPending: 'Este PAC ya fue firmado o anulado.',
  pacCancelled: 'Este PAC ya fue anulado.',
  pacTooMany: (max: number) =>
    `Puede tener hasta ${max} PAC. Para crear otro, contacte a su ejecutivo.`,
  subAccountNeedsAccount:
    'Para abrir una subcuenta necesita una cuenta de fondos mutuos. Contacte a su ejecutivo.',
  subAccountTooMany: (max: number) =>
    `Puede tener hasta ${max} subcuentas de fondos mutuos. Para abrir otra, contacte a su ejecutivo.`,
  subAccountAliasTaken: 'Ya tiene una subcuenta con ese nombre. Elija otro.',
  /** Spec 8: the PAC signing failure, with the advice to contact the executive. */
  pacSignFailed:
    'No fue posible firmar el mandato PAC. Si el problema persiste comuníquese con su ejecutivo.',
} as const;
