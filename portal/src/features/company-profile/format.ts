import {
  formatInstant as formatInstantInSantiago,
  formatRut,
} from '@inversiones/design-system/es-cl';

/** An ISO instant as Chile reads it: '27/11/2026 10:32' (Santiago time, wherever the browser is). */
export const formatInstant = (iso: string): string => formatInstantInSantiago(iso);

export const dottedRut = (rut: string) => formatRut(rut);
