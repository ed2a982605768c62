export const challengeStatus = {
  working: 'Verificando su conexión de forma segura…',
  ready: 'Verificación lista. Puede continuar.',
  error: 'No fue posible verificar su conexión.',
  retry: 'Reintentar verificación',
} as const;
