export const logout = {
  title: 'Su sesión se está cerrando',
  body: 'En breve será redirigido al sitio público.',
  status: 'Cerrando sesión',
} as const;
