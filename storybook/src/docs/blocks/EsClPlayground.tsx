import {
  currencies,
  formatCurrency,
  formatRut,
  formatRutPartial,
  isValidRut,
  keyFilters,
  maskEmail,
  maskRut,
  parseAmountInput,
  parseDisplayDate,
  toWireDate,
  type Currency,
} from '@inversiones/design-system/es-cl';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import * as s from './docs.css.ts';
import { ResultTable } from './ResultTable.tsx';

/** Shown when a function has nothing to say about the value typed. */
const none = '—';

/** One input, every es-CL function applied to it live. */
export function EsClPlayground() {
  const id = useId();
  const [value, setValue] = useState('12345678-5');
  const [currency, setCurrency] = useState<Currency>('CLP');
  const amount = parseAmountInput(value, currency);
  const date = parseDisplayDate(value);
  const rows: [string, string][] = [
    ['formatRut(valor)', formatRut(value) || none],
    ['formatRut(valor, { dots: false })', formatRut(value, { dots: false }) || none],
    ['isValidRut(valor)', isValidRut(value) ? 'true (válido)' : 'false (inválido)'],
    ['maskRut(valor)', maskRut(value) || none],
    ['maskEmail(valor)', maskEmail(value) || none],
    [
      `formatCurrency(parseAmountInput(valor, '${currency}'), '${currency}')`,
      amount === null
        ? `${none} (no es un monto en ${currency})`
        : formatCurrency(amount, currency),
    ],
    [
      'parseDisplayDate(valor) → toWireDate',
      date ? toWireDate(date) : `${none} (no es una fecha dd/mm/aaaa válida)`,
    ],
  ];
  return (
    <div className={s.playground}>
      <div className={s.fieldRow}>
        <label className={s.field} htmlFor={`${id}-value`}>
          Valor a probar
          <input
            id={`${id}-value`}
            className={s.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <label className={s.field} htmlFor={`${id}-currency`}>
          Moneda
          <select
            id={`${id}-currency`}
            className={s.input}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={`${id}-hint`} className={s.hint}>
        Pruebe un RUT (12.345.678-5), un correo (juan.perez@gmail.com), un monto (1.234.567 o
        1.234,56) o una fecha (29/02/2024).
      </p>
      <ResultTable caption="Resultados para el valor escrito" firstHeader="Función" rows={rows} />
    </div>
  );
}

/** A rut field formatted while typing: formatRutPartial plus keyFilters.rut, caret kept. */
export function RutFieldDemo() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState({ value: '', caret: 0 });
  useLayoutEffect(() => {
    if (document.activeElement === input.current) {
      input.current?.setSelectionRange(state.caret, state.caret);
    }
  }, [state]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!keyFilters.rut(event)) event.preventDefault();
  };
  const valid = isValidRut(state.value);
  return (
    <div className={s.playground}>
      <label className={s.field} htmlFor={`${id}-rut`}>
        RUT
        <input
          id={`${id}-rut`}
          ref={input}
          className={s.input}
          value={state.value}
          inputMode="text"
          autoComplete="off"
          aria-describedby={`${id}-rut-state`}
          onKeyDown={onKeyDown}
          onChange={(event) =>
            setState(
              formatRutPartial(
                event.target.value,
                event.target.selectionStart ?? event.target.value.length,
              ),
            )
          }
          onBlur={() =>
            valid &&
            setState((current) => ({
              ...current,
              value: formatRut(current.value, { dots: false }),
            }))
          }
        />
      </label>
      <p id={`${id}-rut-state`} className={s.hint}>
        {state.value === ''
          ? 'Escriba un RUT: los puntos y el guion se agregan solos.'
          : valid
            ? 'RUT válido. Al salir del campo queda sin puntos, como en el asistente.'
            : 'RUT incompleto o con dígito verificador incorrecto.'}
      </p>
    </div>
  );
}
