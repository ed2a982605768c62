/** Texts of the session layer (spec section 4 where it gives them). */
export const sessionWatch = {
  active: 'Sesión activa.',
  expired: 'Sesión Expirada',
  closing: 'Cerrando Sesión',
  /** Not in the spec: shown on the login page after a call without a stored session. */
  noSession: 'Debe iniciar sesión para continuar.',
} as const;
