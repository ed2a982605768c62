// Contracts and signing (wizard-spec 2, 4 and 8): the spec's wording where it gives one.
export const wizardContracts = {
  /** Spec 8: the digital-channel-use signing's first failure. */
  retryError: 'Ha ocurrido un error, por favor intente nuevamente...',
  /** Spec 8: after one failed attempt, the referral to the investment executive. */
  referral:
    'Estimado Cliente, ha ocurrido un error con el servicio de firma electrónica. Lo invitamos a realizar el proceso de firma con su Ejecutivo de Inversión',
  /** Not shown in the spec: ours (the referral's title). */
  referralTitle: 'No pudimos completar la firma electrónica',
  /** Not shown in the spec: ours (a failed signing's title says what failed). */
  signErrorTitle: 'No pudimos firmar los documentos',
  /** Spec 8: the default error text of the other wizards. */
  genericError: 'Ha ocurrido un error, por favor intente más tarde...',
  /** Spec 2: the referral's button, back to the root. */
  close: 'Cerrar',
  /** Back to the contract list after a failure (not shown in the spec: ours). */
  backToContracts: 'Volver a los documentos',
  /** Not shown in the spec: ours (the panel's title when the configuration gives none). */
  panelTitle: 'Sus documentos han sido firmados',
  /** Not shown in the spec: ours (the status list could not be loaded). */
  loadError: 'No fue posible cargar sus documentos.',
  retry: 'Reintentar',
  /** Not shown in the spec: ours (a document group without titulo). */
  documentGroupFallback: 'Documentos',
} as const;
