export const cascadingSelect = {
  /** Logged (not shown) when a level's list fails to load (wizard-spec 8). */
  loadError: (label: string) => `Error al obtener el listado de ${label}`,
} as const;
