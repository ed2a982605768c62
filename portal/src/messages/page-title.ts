const site = 'Portal de Clientes | Inversiones';

/** The document's title: '<página> | Portal de Clientes | Inversiones', 'Error: ' while errors show. */
export const pageTitle = {
  compose: (page: string | null, hasErrors: boolean) =>
    `${hasErrors ? 'Error: ' : ''}${page ? `${page} | ${site}` : site}`,
  logout: 'Cierre de sesión',
  wizard: 'Formulario',
  redirect: 'Redirigiendo',
} as const;
