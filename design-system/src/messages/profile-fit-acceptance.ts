/** What the client is about to buy: a fund's wording, or a share's. */
export type ProfileFitInstrument = 'fondo' | 'accion';

const fund = {
  title: 'Este fondo tiene un riesgo mayor al de su perfil',
  instrumentLevel: 'Nivel de riesgo del fondo',
  declaration:
    'Declaro que fui informado de que este fondo tiene un riesgo mayor al de mi perfil de inversionista y que invierto bajo mi exclusiva responsabilidad.',
};

export const profileFitAcceptance = {
  title: fund.title,
  withProfile: (fund: string, level: number, max: number, profile: string, maxLevel: number) =>
    `${fund} tiene nivel de riesgo ${level} de ${max}; su perfil de inversionista ${profile} admite hasta el nivel ${maxLevel}.`,
  withoutProfile: (maxLevel: number) =>
    `Usted no tiene un perfil de inversionista vigente; sin perfil se admite hasta el nivel ${maxLevel}.`,
  fundLevel: fund.instrumentLevel,
  profileLevel: (profile: string) => `Nivel máximo del perfil ${profile}`,
  noProfileLevel: 'Nivel máximo sin perfil',
  declaration: fund.declaration,
  required: 'Para continuar, acepte la declaración.',
  /** The wording that names the instrument, per instrument. */
  byInstrument: {
    fondo: fund,
    accion: {
      title: 'Esta acción tiene un riesgo mayor al de su perfil',
      instrumentLevel: 'Nivel de riesgo de la acción',
      declaration:
        'Declaro que fui informado de que esta acción tiene un riesgo mayor al de mi perfil de inversionista y que la compro bajo mi exclusiva responsabilidad.',
    },
  } satisfies Record<ProfileFitInstrument, typeof fund>,
} as const;
