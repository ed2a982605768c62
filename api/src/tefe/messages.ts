// The TEFE API's Spanish answers (beyond the contract's field messages).
import { tefeBeneficiaries } from '@inversiones/contract';

const { BENEFICIARY_LIMITS } = tefeBeneficiaries;

export const tefeMessages = {
  notFound: 'No encontramos ese beneficiario.',
  unknownCountry: 'Seleccione un país de la lista.',
  unknownCurrency: 'Seleccione una moneda de la lista.',
  tooMany: `Puede registrar hasta ${BENEFICIARY_LIMITS.perClient} beneficiarios. Elimine alguno que ya no use.`,
  deleted: 'Este beneficiario fue eliminado.',
  heldByCompliance:
    'Este beneficiario está bloqueado por cumplimiento normativo y no se puede modificar. Si necesita más información, contacte a su Ejecutivo de Inversiones.',
  alreadyBlocked: 'Este beneficiario ya está bloqueado.',
  unknownBank:
    'No encontramos un banco con ese código SWIFT. Revise el código o ingrese los datos del banco.',
  accountNotFound: 'No encontramos esa cuenta corriente en dólares.',
  dollarsOnly:
    'Por ahora puede transferir solo dólares (USD) desde su cuenta corriente en dólares.',
  beneficiaryNotApproved:
    'Solo puede transferir a beneficiarios aprobados. Este aún no lo está: revise su estado en Beneficiarios.',
  noMethod:
    'Para instruir transferencias necesita un segundo factor activo. Actívelo en Mi perfil › Administrar dispositivos.',
  instructionNotFound: 'No encontramos esa instrucción.',
  alreadyCancelled: 'Esta instrucción ya fue anulada.',
  notCancellable:
    'Esta instrucción ya no se puede anular: la mesa la está procesando o ya la procesó.',
} as const;
