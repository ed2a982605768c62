import type { PollQuestionData } from './poll-types.ts';

/** Three questions of the risk-profile poll, for stories and tests (fixed data). */
export const riskPollQuestions: readonly PollQuestionData[] = [
  {
    numeroPregunta: 1,
    pregunta: '¿Cuál es el principal objetivo de su inversión?',
    alternativas: [
      { alternativa: 'A', descripcion: 'Preservar mi capital' },
      { alternativa: 'B', descripcion: 'Obtener una rentabilidad moderada' },
      { alternativa: 'C', descripcion: 'Maximizar la rentabilidad en el largo plazo' },
    ],
  },
  {
    numeroPregunta: 2,
    pregunta: '¿Por cuánto tiempo piensa mantener su inversión?',
    alternativas: [
      { alternativa: 'A', descripcion: 'Menos de 1 año' },
      { alternativa: 'B', descripcion: 'Entre 1 y 3 años' },
      { alternativa: 'C', descripcion: 'Más de 3 años' },
    ],
  },
  {
    numeroPregunta: 3,
    pregunta: 'Si su inversión de $\u00a010.000.000 cae a $\u00a08.500.000 en un mes, ¿qué haría?',
    alternativas: [
      { alternativa: 'A', descripcion: 'Rescato todo de inmediato' },
      { alternativa: 'B', descripcion: 'Espero a que se recupere' },
      { alternativa: 'C', descripcion: 'Invierto más aprovechando el precio' },
    ],
  },
];

/** A square-theme question: HTML texts, a tooltip and a priority alert above. */
export const squareQuestion: PollQuestionData = {
  numeroPregunta: 4,
  pregunta: '¿En qué instrumentos ha invertido durante los últimos 2 años?',
  alert: {
    priority: 2,
    html: 'Responda según su <strong>experiencia real</strong>: define los productos que podrá operar.',
  },
  alternativas: [
    {
      alternativa: 'A',
      descripcion: '<strong>Depósitos a plazo</strong> y cuentas de ahorro',
      tooltip: 'Instrumentos de renta fija emitidos por bancos.',
    },
    {
      alternativa: 'B',
      descripcion: '<strong>Fondos mutuos</strong> como el Fondo Mutuo Renta Chile Serie A',
    },
    {
      alternativa: 'C',
      descripcion: '<strong>Acciones</strong> nacionales o extranjeras',
      tooltip: 'Incluye ETF y acciones de la Bolsa de Santiago.',
    },
  ],
};
