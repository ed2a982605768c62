/**
 * Spec 6's TEFE refusals. The spec gives them with parts left out ('...'): its words are kept, the
 * rest chosen in the same voice. Free of zod: the rule table (roles.ts) answers with them.
 */
export const tefeAccessMessages = {
  /** A client the firm blocked from TEFE. */
  blocked:
    'Estimado Cliente, le informamos que usted no posee la autorización para operar este producto. Si necesita realizar transferencias internacionales, le solicitamos contactar a su Ejecutivo de Inversiones.',
  /** A legal entity not enabled for TEFE, or a profile that may not act in it. */
  companyNotEnabled:
    'Estimado Cliente, le informamos que la empresa no se encuentra habilitada para operar en esta sección. Para habilitarla, le solicitamos contactar a su Ejecutivo de Inversiones.',
} as const;
