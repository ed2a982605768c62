// Between the wizard's stored data and the form's values (wizard-spec 3 and 5): defaults from the
// step's root, dates on the wire as YYYYMMDD, selections in their stored versions, files as
// base64 plus media type, currency masks stripped.
import type { wizardConfig } from '@inversiones/contract';
import {
  fileAnswer,
  type CheckboxListEntry,
  type PhoneValue,
  type UploadedFile,
} from '@inversiones/design-system';
import {
  cleanRut,
  formatRut,
  fromWireDate,
  normalizeSerial,
  parseAmountInput,
} from '@inversiones/design-system/es-cl';
import type { ControlKind } from './question-kind.ts';

type Question = wizardConfig.Question;

/** Chile's country code, the phone prefix when the configuration lists none. */
export const DEFAULT_PHONE_PREFIX = '56';
type Stored = Readonly<Record<string, unknown>>;

/** The node of the wizard data a step reads and writes: `config.root`, or the top level. */
export function rootData(data: Stored, root: string | undefined): Stored {
  if (!root) return data;
  const node = data[root];
  return node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Stored) : {};
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const TRUE_TEXT = new Set(['true', 's', 'si', 'sí', '1', 'y', 'yes']);
const bool = (value: unknown): boolean =>
  value === true ||
  value === 1 ||
  (typeof value === 'string' && TRUE_TEXT.has(value.toLowerCase()));

const selectedKeys = (question: Question) =>
  (question.options ?? []).filter((o) => o.selected).map((o) => String(o.key));

const keyList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : value === null || value === undefined || value === ''
      ? []
      : [String(value)];

/** The value a control starts with: the stored answer, else the question's `value`, else empty. */
export function initialValueOf(question: Question, kind: ControlKind, stored: Stored): unknown {
  const key = question.key ?? '';
  const saved = key in stored ? stored[key] : undefined;
  const given = saved ?? question.value;
  switch (kind) {
    case 'checkbox':
    case 'toggle':
      return bool(given);
    case 'checkbox-group':
    case 'accept-conditions':
    case 'accept-conditions-basic':
      return given === undefined ? selectedKeys(question) : keyList(given);
    case 'checkbox-group-specify':
    case 'radio-specify': {
      const multiple = kind === 'checkbox-group-specify';
      const record =
        given !== null && typeof given === 'object' && !Array.isArray(given)
          ? (given as Record<string, unknown>)
          : { value: given };
      const chosen =
        record.value ?? (multiple ? selectedKeys(question) : selectedKeys(question)[0]);
      return {
        value: multiple
          ? keyList(chosen)
          : chosen === undefined || chosen === null || chosen === ''
            ? null
            : String(chosen),
        extraDescription: str(record.extraDescription),
      };
    }
    case 'checkbox-list': {
      const entries = Array.isArray(given) ? (given as Partial<CheckboxListEntry>[]) : [];
      return (question.options ?? []).map((option) => {
        const entry = entries.find((e) => String(e.id) === String(option.key));
        // A stored list is the answer; without one, the options' own flags are the default.
        const selected = Array.isArray(given) ? entry?.selected === true : option.selected === true;
        return {
          id: String(option.key),
          selected,
          extraDescription: selected
            ? str(entry?.extraDescription ?? option.extraDescription?.value)
            : '',
        };
      });
    }
    case 'radio':
    case 'radio-list':
    case 'select':
      return given === undefined || given === null || given === ''
        ? (selectedKeys(question)[0] ?? null)
        : String(given);
    case 'date': {
      const wire = str(given).replace(/\D/g, '');
      // A loaded date whose year is not above minYear is discarded (wizard-spec 5).
      const minYear = Number(question.minYear);
      return fromWireDate(
        wire,
        Number.isFinite(minYear) && question.minYear !== undefined ? { minYear } : {},
      )
        ? wire
        : '';
    }
    case 'currency': {
      if (typeof given === 'number') return given;
      const parsed = parseAmountInput(str(given), currencyOf(question));
      return parsed;
    }
    case 'phone': {
      // The prefix starts at the first configured one (Chile's 56 by default): one choice less.
      const prefix = str(question.options?.[0]?.key) || DEFAULT_PHONE_PREFIX;
      if (given !== null && typeof given === 'object') {
        const phone = given as Partial<PhoneValue>;
        return { prefix: str(phone.prefix) || prefix, number: str(phone.number) };
      }
      return { prefix, number: str(given).replace(/\D/g, '') };
    }
    case 'file': {
      const base64 = str(given);
      const mediaType = str(stored[`${key}Ext`]);
      return base64
        ? ({
            base64,
            mediaType,
            name: key,
            size: Math.floor((base64.length * 3) / 4),
          } as UploadedFile)
        : null;
    }
    case 'chat': {
      const record =
        given !== null && typeof given === 'object' ? (given as Record<string, unknown>) : {};
      return Object.fromEntries(
        (question.questions ?? [])
          .filter((q) => q.key)
          .map((q) => [q.key!, str(record[q.key!] ?? q.value)]),
      );
    }
    case 'paragraph-currency':
      return typeof given === 'number' ? given : parseAmountInput(str(given));
    default:
      return str(given);
  }
}

/** The currency of a currency-masked question (CLP by default). */
export function currencyOf(question: Question): 'CLP' | 'USD' | 'EUR' {
  const mask = (question.validation?.mask ?? '').toUpperCase();
  return mask === 'USD' || mask === 'EUR' ? mask : 'CLP';
}

/** The stored answer(s) of a control's value: usually `{ [key]: value }`. */
export function answerOf(
  question: Question,
  kind: ControlKind,
  value: unknown,
): Record<string, unknown> {
  const key = question.key!;
  switch (kind) {
    case 'file':
      return fileAnswer(key, (value as UploadedFile | null) ?? null);
    case 'rut': {
      const rut = str(value);
      return { [key]: rut.trim() === '' ? '' : formatRut(cleanRut(rut), { dots: false }) };
    }
    case 'nserie':
      return { [key]: normalizeSerial(str(value)) };
    case 'text':
    case 'textarea':
    case 'email':
      return { [key]: str(value).trim() };
    case 'date':
      return { [key]: str(value) === '' ? null : str(value) };
    default:
      return { [key]: value === undefined ? null : value };
  }
}
