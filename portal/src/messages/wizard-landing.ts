// Texts of the landing, campaign, video and custom-loader steps (wizard-spec 2, 4, 8).
export const wizardLanding = {
  /** Spec 8: logged when the access-bank call gives no URL. */
  bankHandOverError: 'Ha ocurrido un error al traspasar la sesion a banco',
  /** Not shown in the spec: ours (a logged detail, never shown to the client). */
  bankHandOverRefused: (url: string) => `Traspaso a banco rechazado, destino no permitido: ${url}`,
  /** Not shown in the spec: ours (logged when the suppress service fails; the landing closes anyway). */
  noShowMoreFailed: (wizardId: string) =>
    `No fue posible registrar «No volver a mostrar» del asistente ${wizardId}`,
  /** Not shown in the spec: ours (the video section could not be loaded). */
  videoLoadError: 'No fue posible cargar el video. Intente nuevamente más tarde.',
  /** Not shown in the spec: ours (a non-YouTube source: Vimeo and others are not framed). */
  videoPlaceholder: 'Este video no está disponible en el portal por el momento.',
  /** Not shown in the spec: ours (names the video frame when the configuration gives no title). */
  videoTitle: 'Video',
  /** Not shown in the spec: ours (a campaign picture without its own description). */
  campaignImageAlt: 'Imagen de la campaña',
  /** Not shown in the spec: ours (a video step configured without its section). */
  videoSectionMissing: 'Este video no está configurado.',
  /** Not shown in the spec: ours (tells that the bank offer opens in another tab). */
  newTab: '(se abre en una pestaña nueva)',
} as const;
