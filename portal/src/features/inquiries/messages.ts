// Consultas y sugerencias: the page's texts (the spec names only the page).
export const title = 'Consultas y sugerencias';
export const intro =
  'Escríbanos una consulta, sugerencia, reclamo o felicitación. Le responderemos a su correo registrado; el folio le permite hacer seguimiento con su ejecutivo.';
export const formLabel = 'Nueva consulta o sugerencia';
export const category = 'Tipo';
export const categoryPlaceholder = 'Seleccione';
export const message = 'Mensaje';
export const attachment = 'Adjunto';
export const send = 'Enviar';
export const sending = 'Enviando...';
export const chooseCategory = 'Seleccione el tipo de su mensaje.';
export const sent = (folio: string) => `Recibimos su mensaje. Su folio es ${folio}.`;
export const sentDetail =
  'Le responderemos a su correo registrado. Puede ver el estado de su mensaje en la lista de abajo.';
export const another = 'Enviar otro mensaje';
export const sendFailed =
  'No pudimos enviar su mensaje. Sus datos se mantienen: intente nuevamente.';
export const retry = 'Reintentar';
export const listTitle = 'Mis consultas y sugerencias';
export const empty = 'Aún no ha enviado consultas ni sugerencias.';
export const columns = {
  folio: 'Folio',
  date: 'Fecha',
  category: 'Tipo',
  status: 'Estado',
  message: 'Mensaje',
};
