// The Spanish answers of the holdings calls (the spec gives none; worded as its other messages).
export const holdingsMessages = {
  /** Another client's account and an unknown one get the same answer: nothing leaks. */
  accountNotFound: 'La cuenta indicada no existe o no pertenece a su perfil.',
  futureDate: 'La fecha no puede ser posterior a hoy.',
  beforeMarket: 'La fecha debe ser posterior al 01/01/2019.',
  /** checkinvestment: a supervisor consults, an operator gives orders (spec 6). */
  cannotInvest:
    'Su perfil permite consultar las inversiones de la empresa, pero no invertir. Para invertir, ingrese con un perfil de operador.',
} as const;
