export const home = {
  title: 'Bienvenido a su portal de inversiones',
  intro:
    'Aquí podrá revisar sus fondos, su ahorro previsional y sus operaciones, de forma segura y en un solo lugar.',
} as const;
