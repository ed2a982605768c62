export const httpClient = {
  /** Not in the spec: a payload the contract refuses before it is sent (the API's wording). */
  invalidRequest: 'La solicitud no es válida. Por favor, revise los datos e intente nuevamente.',
} as const;
