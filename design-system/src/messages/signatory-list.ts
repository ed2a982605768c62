export const signatoryList = {
  signed: 'Firmado',
  pending: 'Pendiente de firma',
  signedOn: (when: string) => `Firmó el ${when}`,
  you: 'Usted',
  loading: 'Cargando firmantes…',
  empty: 'Aún no hay apoderados validados para firmar.',
  /** The count the list opens with: how far the signing has gone. */
  progress: (signed: number, total: number) =>
    total === 1 ? `${signed} de 1 firma` : `${signed} de ${total} firmas`,
} as const;
