// The investor profile a poll's answers give (wizard-spec 4): the three profiles and the rule.
type ProfileId = 1 | 2 | 3;

export const profiles = [
  {
    PerfilId: 1 as const,
    Nombre: 'Conservador',
    Descripcion:
      'Prioriza preservar el capital y acepta rentabilidades moderadas con baja volatilidad.',
    Productos: ['Fondo Mutuo Deuda Corto Plazo', 'Depósitos a plazo'],
  },
  {
    PerfilId: 2 as const,
    Nombre: 'Moderado',
    Descripcion: 'Busca equilibrio entre rentabilidad y riesgo en un horizonte de mediano plazo.',
    Productos: ['Fondo Mutuo Renta Chile', 'Fondo Mutuo Deuda Corto Plazo'],
  },
  {
    PerfilId: 3 as const,
    Nombre: 'Agresivo',
    Descripcion:
      'Acepta alta volatilidad a cambio de una mayor rentabilidad esperada de largo plazo.',
    Productos: ['Fondo Mutuo Acciones Chilenas', 'Fondo Mutuo Global Equity', 'Acciones'],
  },
];

/** Mean of the chosen alternatives (1 to 3 each): up to 1.66 conservative, up to 2.33 moderate. */
export function profileFromAnswers(answers: { alternativa: string | number }[]): ProfileId {
  const values = answers.map((a) => Math.min(3, Math.max(1, Number(a.alternativa) || 1)));
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  if (mean <= 5 / 3) return 1;
  if (mean <= 7 / 3) return 2;
  return 3;
}

/** The risk variant's 'n;value|n;value' as poll answers (the contract has checked its shape). */
export function answersFromRiskString(respuestas: string) {
  return respuestas.split('|').map((pair) => {
    const [pregunta = '', alternativa = ''] = pair.split(';');
    return { pregunta: Number(pregunta), alternativa };
  });
}

/** The three profiles as the service lists them, the client's flagged Current. */
export function profileList(current: number | null, fecha: string) {
  return profiles.map((p) => ({
    PerfilId: p.PerfilId,
    Nombre: p.Nombre,
    Descripcion: p.Descripcion,
    FechaEncuesta: fecha,
    Current: p.PerfilId === current,
    Productos: p.Productos.map((Nombre) => ({ Nombre })),
  }));
}
