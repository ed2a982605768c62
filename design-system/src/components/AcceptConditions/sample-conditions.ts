import type { ConditionItem } from '../private/conditions.ts';

/** Conditions of an account opening, for stories and the example form. */
export const sampleConditions: ConditionItem[] = [
  {
    key: 'contratoCartera',
    value: 'Acepto el <strong>Contrato de Administración de Cartera</strong>',
    mandatory: true,
    url: 'https://www.example.cl/documentos/contrato-administracion-cartera.pdf',
    description: 'Regula cómo la administradora invierte y custodia sus fondos.',
  },
  {
    key: 'reglamento',
    value: 'He leído el Reglamento Interno del fondo',
    url: 'https://www.example.cl/documentos/reglamento-interno.pdf',
  },
  {
    key: 'datosPersonales',
    value: 'Autorizo el tratamiento de mis datos personales según la Ley 19.628',
    mandatory: true,
    description: 'Puede revocar esta autorización en cualquier momento con su ejecutivo.',
  },
];
