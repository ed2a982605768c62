import {
  cleanRut,
  daysBetween,
  formatAmountInput,
  formatCurrency,
  formatDisplayDate,
  formatRut,
  isAdultBirthDate,
  isPeriodAtLeast,
  isValidRut,
  isValidSerialFormat,
  maskEmail,
  maskRut,
  normalizeSerial,
  parseAmountInput,
  parseDisplayDate,
  rutCheckDigit,
  toWireDate,
  validateField,
} from '@inversiones/design-system/es-cl';
import { ResultTable } from './ResultTable.tsx';

const show = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** Fixed examples, computed by the kit itself when the page renders (so they never go stale). */
const examples: [string, unknown][] = [
  ["cleanRut('12.345.678-k')", cleanRut('12.345.678-k')],
  ["rutCheckDigit('12345678')", rutCheckDigit('12345678')],
  ["rutCheckDigit('1000005')", rutCheckDigit('1000005')],
  ["isValidRut('12.345.678-5')", isValidRut('12.345.678-5')],
  ["isValidRut('12.345.678-4')", isValidRut('12.345.678-4')],
  ["formatRut('123456785')", formatRut('123456785')],
  ["formatRut('12.345.678-5', { dots: false })", formatRut('12.345.678-5', { dots: false })],
  ["maskRut('12.345.678-5')", maskRut('12.345.678-5')],
  ["maskEmail('juan.perez@gmail.com')", maskEmail('juan.perez@gmail.com')],
  ["normalizeSerial('a.012.345.678')", normalizeSerial('a.012.345.678')],
  ["isValidSerialFormat('106.543.210')", isValidSerialFormat('106.543.210')],
  ['formatCurrency(1234567)', formatCurrency(1234567)],
  ["formatCurrency(1234.56, 'USD')", formatCurrency(1234.56, 'USD')],
  ["formatCurrency(1234.56, 'EUR')", formatCurrency(1234.56, 'EUR')],
  ["formatCurrency(12.34, 'UF')", formatCurrency(12.34, 'UF')],
  ['formatCurrency(-1234)', formatCurrency(-1234)],
  ["formatAmountInput('1234567')", formatAmountInput('1234567')],
  ["parseAmountInput('1.234,56', 'USD')", parseAmountInput('1.234,56', 'USD')],
  ["toWireDate(parseDisplayDate('29/02/2024'))", toWireDate(parseDisplayDate('29/02/2024')!)],
  ["parseDisplayDate('31/02/2024')", parseDisplayDate('31/02/2024')],
  ["formatDisplayDate('20240131')", formatDisplayDate('20240131')],
  ["isAdultBirthDate('2006-06-01', '2024-06-20')", isAdultBirthDate('2006-06-01', '2024-06-20')],
  ["isAdultBirthDate('2006-06-02', '2024-06-20')", isAdultBirthDate('2006-06-02', '2024-06-20')],
  ["daysBetween('2024-01-01', '2024-01-16')", daysBetween('2024-01-01', '2024-01-16')],
  [
    "isPeriodAtLeast('2024-01-01', '2024-01-15', 15)",
    isPeriodAtLeast('2024-01-01', '2024-01-15', 15),
  ],
  [
    "validateField('bank_account', '12a', { min: 6, max: 15 })",
    validateField('bank_account', '12a', { min: 6, max: 15 }),
  ],
];

export function EsClExamples() {
  return (
    <ResultTable
      caption="Ejemplos fijos, calculados por el kit al mostrar la página"
      firstHeader="Llamada"
      rows={examples.map(([call, result]) => [call, show(result)] as const)}
    />
  );
}
