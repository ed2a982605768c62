export const beneficiary = {
  alias: 'Alias',
  personTitle: 'Datos del beneficiario',
  dni: 'Documento de identidad',
  email: 'Correo electrónico',
  originCountry: 'País de origen',
  currency: 'Moneda',
  bankTitle: 'Banco del beneficiario',
  intermediaryBankTitle: 'Banco intermediario',
  bankName: 'Banco',
  swiftCode: 'Código SWIFT',
  abaCode: 'Código ABA',
  account: 'Número de cuenta',
  country: 'País',
  city: 'Ciudad',
  /** Shown for an empty optional field (never a blank cell). */
  notProvided: 'No informado',
  /** Visually hidden before a status badge's label. */
  statusPrefix: 'Estado:',
  /** Label for an unknown status id. */
  unknownStatus: 'Estado no disponible',
  /**
   * TEFE beneficiary statuses (portal-spec 4). The spec gives them in English only: the Spanish
   * wording is ours ('por el usuario' reads naturally; 6 is the tracker, 9 the regulatory block).
   */
  statuses: {
    1: 'Aprobado',
    3: 'Pendiente de aprobación',
    4: 'Bloqueado por el usuario',
    5: 'Alertado por cumplimiento',
    6: 'Bloqueado por cumplimiento',
    7: 'Eliminado',
    8: 'Bloqueado por país',
    9: 'Bloqueado por cumplimiento normativo',
  },
  /** Foreign transfer order statuses (portal-spec 4), our Spanish wording of the spec's English. */
  transferStatuses: {
    1: 'Ingresada',
    2: 'Rechazada por el usuario',
    3: 'Pendiente de aprobación',
    4: 'Alerta de cumplimiento',
    5: 'Bloqueada por cumplimiento',
    6: 'Ejecutada',
    7: 'Rechazada por el banco',
  },
} as const;
