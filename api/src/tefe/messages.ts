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
} as const;
