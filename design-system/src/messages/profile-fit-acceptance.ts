export const profileFitAcceptance = {
  title: 'Este fondo tiene un riesgo mayor al de su perfil',
  withProfile: (fund: string, level: number, max: number, profile: string, maxLevel: number) =>
    `${fund} tiene nivel de riesgo ${level} de ${max}; su perfil de inversionista ${profile} admite hasta el nivel ${maxLevel}.`,
  withoutProfile: (maxLevel: number) =>
    `Usted no tiene un perfil de inversionista vigente; sin perfil se admite hasta el nivel ${maxLevel}.`,
  fundLevel: 'Nivel de riesgo del fondo',
  profileLevel: (profile: string) => `Nivel máximo del perfil ${profile}`,
  noProfileLevel: 'Nivel máximo sin perfil',
  declaration:
    'Declaro que fui informado de que este fondo tiene un riesgo mayor al de mi perfil de inversionista y que invierto bajo mi exclusiva responsabilidad.',
  required: 'Para continuar, acepte la declaración.',
} as const;
