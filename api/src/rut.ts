// A tiny local rut helper (the api does not depend on the design system's es-CL module).

/** The modulo-11 check digit of a rut body: '0'-'9' or 'K'. */
export function rutCheckDigit(body: string | number): string {
  const digits = String(body);
  if (!/^\d{1,9}$/.test(digits)) throw new Error(`Cuerpo de rut inválido: ${digits}`);
  let sum = 0;
  let factor = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** Strips dots, spaces and the hyphen; upper-cases the K. `'12.345.678-k'` -> `'12345678K'`. */
function compact(rut: string): string {
  return rut.replace(/[.\s-]/g, '').toUpperCase();
}

/** Whether the rut (with or without dots, with or without hyphen) has a correct check digit. */
export function isValidRut(rut: string): boolean {
  const value = compact(rut);
  const match = /^(\d{1,9})([\dK])$/.exec(value);
  if (!match) return false;
  const [, body, digit] = match;
  return body !== undefined && !/^0+$/.test(body) && rutCheckDigit(body) === digit;
}

/** The stored form: no dots, hyphen before the check digit. `'12.345.678-5'` -> `'12345678-5'`. */
export function normalizeRut(rut: string): string {
  const value = compact(rut).replace(/^0+/, '');
  return `${value.slice(0, -1)}-${value.slice(-1)}`;
}

/** The display form: dots every three digits. `'12345678-5'` -> `'12.345.678-5'`. */
export function formatRut(rut: string): string {
  const [body = '', digit = ''] = normalizeRut(rut).split('-');
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${digit}`;
}
