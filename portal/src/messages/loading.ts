export const loading = 'Cargando...' as const;
