/** Issue 8: the second-factor (clave primaria) screen. */
export const primaryKey = {
  primaryKeyTitle: 'Clave primaria',
  primaryKeyIntro:
    'Para proteger su cuenta, confirme su identidad con el código de su clave primaria (segundo factor).',
  primaryKeyCode: 'Código de verificación',
  primaryKeyCodeDescription: 'Código de 6 dígitos de su dispositivo de seguridad.',
  primaryKeyCodeInvalid: 'Ingrese los 6 dígitos del código.',
  primaryKeyUnavailable:
    'La verificación con clave primaria no está disponible en este momento. Ingrese con su RUT y clave, o comuníquese con su ejecutivo.',
  primaryKeyContinue: 'Continuar',
  backToLogin: 'Volver al ingreso',
} as const;
