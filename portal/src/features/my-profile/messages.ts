// The Spanish texts of the Mi perfil area.

export const devices = {
  title: 'Administrar dispositivos',
} as const;
