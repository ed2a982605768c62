/**
 * The paths of the GETs a client asks before its own code has loaded (the portal's shell and its
 * two busiest pages), free of schemas so an entry script can read them without loading zod. The
 * endpoints that own them use these constants: one definition per path.
 */
export const earlyPaths = {
  client: '/client',
  chatLink: '/chat/link',
  lifespan: '/lifespan',
  contactValidation: '/cliente/validacionContacto',
  notices: '/common/mensajes',
  statement: '/dashboard/estadoCuenta',
  myFunds: '/ffmm/misFondos',
} as const;
