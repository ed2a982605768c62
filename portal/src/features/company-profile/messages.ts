/** The company profile: Flujo de Firma de Contratos (spec 2; the texts beyond the title are ours). */

/** Spec 8, verbatim; the title over it is ours. */
export const states = {
  unavailable:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  unavailableTitle: 'Información no disponible',
  retry: 'Reintentar',
  loading: 'Cargando...',
} as const;

export const page = {
  /** Spec 2: the profile menu's label of /miPerfilEmpresa/misDatosEmpresa. */
  title: 'Flujo de Firma de Contratos',
  intro: (company: string) =>
    `Datos de ${company}, sus apoderados y la firma de sus contratos con Inversiones.`,
  companyTitle: 'Datos de la empresa',
  razonSocial: 'Razón social',
  rut: 'RUT',
  giro: 'Giro',
  address: 'Dirección',
  representativesTitle: 'Representantes legales',
  noRepresentatives: 'No hay representantes legales registrados.',
  attorneysTitle: 'Apoderados y sus poderes',
  attorneysIntro:
    'Firma individual: el apoderado firma solo. Firma conjunta: firma junto a otro apoderado con poder para el mismo contrato.',
  contractsTitle: 'Contratos',
} as const;

export const powers = {
  individual: 'Firma individual',
  conjunta: 'Firma conjunta',
  none: 'Sin poder',
} as const;

export const contract = {
  states: {
    pendiente: 'Pendiente de firma',
    enFirma: 'En proceso de firma',
    firmado: 'Firmado',
  },
  signedOn: (when: string) => `Firmado el ${when}.`,
  signatoriesLabel: (contract: string) => `Firmantes del ${contract}`,
  noSignatories: 'Aún no hay apoderados validados para firmar este contrato.',
  chooseLabel: 'Apoderados que firmarán',
  chooseDescription:
    'Elija quiénes firmarán. Validamos que juntos tengan poder suficiente para este contrato.',
  noneWithPower: 'Ningún apoderado de la empresa tiene poder para firmar este contrato.',
  chooseRequired: 'Seleccione al menos un apoderado.',
  validate: 'Validar apoderados',
  validating: 'Validando apoderados',
  validatedTitle: 'Apoderados validados',
  validated: 'Los apoderados elegidos pueden firmar este contrato. Cada uno debe firmarlo.',
  refusedTitle: 'Los apoderados elegidos no pueden firmar',
  sign: 'Firmar contrato',
  signing: 'Firmando contrato',
  signedTitle: 'Firma registrada',
  signedYou: (contract: string) => `Su firma del ${contract} quedó registrada.`,
  signedComplete: (contract: string) =>
    `Su firma del ${contract} quedó registrada y el contrato está firmado.`,
  signFailedTitle: 'No fue posible firmar',
  notYours: 'Usted no está entre los apoderados que deben firmar este contrato.',
  youSigned: 'Usted ya firmó este contrato.',
} as const;
