import { esClMessages } from '@inversiones/es-cl';

export const phoneField = {
  prefix: 'Código de país',
  number: 'Número',
  /** Empty prefix select (our wording: short, the trigger is narrow). */
  prefixPlaceholder: 'Código',
  /** The es-CL kit's wording (the spec only says the length is bounded). */
  numberLength: esClMessages.phoneLength,
  /** Our wording: a number without its country code. */
  prefixMissing: 'Seleccione el código de país',
  modify: 'Modificar',
  modifyLabel: (label: string) => `Modificar ${label}`,
  /** Describes the masked display (our wording). */
  maskedHint: 'Por su seguridad, se muestran solo los últimos dígitos de su teléfono.',
} as const;
