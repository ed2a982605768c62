// Spanish texts the API sends to users, keyed by meaning (the spec's wording where it gives one).
export const messages = {
  notFound: 'Recurso no encontrado.',
  unexpected: 'Ha ocurrido un error, por favor intente más tarde...',
  badRequest: 'La solicitud no es válida. Por favor, revise los datos e intente nuevamente.',
} as const;
