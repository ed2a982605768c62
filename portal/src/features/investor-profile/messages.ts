// The investor-profile page's texts (the spec names the page; the history is our wording).
export const title = 'Perfil de Inversionista';
export const intro =
  'Su perfil indica cuánto riesgo está dispuesto a asumir y orienta qué productos le recomendamos. Actualícelo cuando cambien sus objetivos, su horizonte o su situación financiera.';
export const historyTitle = 'Historial de cambios';
export const historyEmpty = 'Aún no registra cambios de perfil.';
export const columns = { date: 'Fecha', profile: 'Perfil', source: 'Origen' };
export const sources = {
  encuesta: 'Encuesta respondida por usted',
  ejecutivo: 'Asignado al abrir su cuenta',
} as const;
export const current = 'Vigente';
