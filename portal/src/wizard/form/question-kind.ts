// Which control a question is: its element, refined by its type and validation type (wizard-spec 2-3).
import type { wizardConfig } from '@inversiones/contract';

type Question = wizardConfig.Question;

/** The controls of the field registry; `input` splits by its type and validation type. */
export type ControlKind =
  | 'text'
  | 'email'
  | 'number'
  | 'rut'
  | 'nserie'
  | 'currency'
  | 'bank_account'
  | 'textarea'
  | 'phone'
  | 'date'
  | 'checkbox'
  | 'checkbox-group'
  | 'checkbox-group-specify'
  | 'checkbox-list'
  | 'radio'
  | 'radio-specify'
  | 'radio-list'
  | 'select'
  | 'toggle'
  | 'accept-conditions'
  | 'accept-conditions-basic'
  | 'read-only-text'
  | 'file'
  | 'hidden'
  | 'chat'
  | 'linked-group'
  | 'paragraph'
  | 'paragraph-currency';

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Currency masks of the configuration (wizard-spec 5: CLP default, USD, EUR). */
const CURRENCY_MASKS = new Set(['currency', 'clp', 'usd', 'eur', 'moneda', 'monto']);

/** The input control by validation type, then by input type; plain text when neither says more. */
function inputKind(question: Question): ControlKind | undefined {
  const type = lower(question.type);
  const rule = lower(question.validation?.type);
  const mask = lower(question.validation?.mask);
  if (type === 'hidden') return 'hidden';
  if (type === 'file') return 'file';
  if (type === 'checkbox') return 'checkbox';
  if (type === 'textarea') return 'textarea';
  if (rule === 'rut') return 'rut';
  if (rule === 'nserie' || rule === 'numeroserie' || rule === 'serie') return 'nserie';
  if (rule === 'email' || type === 'email') return 'email';
  if (rule === 'bank_account' || rule === 'bankaccount') return 'bank_account';
  if (rule === 'currency' || CURRENCY_MASKS.has(mask) || type === 'currency') return 'currency';
  if (rule === 'numeric' || rule === 'numericranges' || rule === 'number' || type === 'number')
    return 'number';
  if (rule === 'date' || type === 'date') return 'date';
  if (type === '' || type === 'text' || type === 'default' || type === 'custom' || type === 'tel')
    return 'text';
  return undefined;
}

const hasSpecify = (question: Question) =>
  question.extraDescription !== undefined && question.extraDescription !== false;

/** Element names (and aliases seen in configurations) of each control. */
const byElement: Record<string, (question: Question) => ControlKind | undefined> = {
  input: inputKind,
  text: inputKind,
  textarea: () => 'textarea',
  phone: () => 'phone',
  datepicker: () => 'date',
  date: () => 'date',
  checkbox: () => 'checkbox',
  'checkbox-group': (q) => (hasSpecify(q) ? 'checkbox-group-specify' : 'checkbox-group'),
  'checkbox-list': () => 'checkbox-list',
  radio: (q) => (hasSpecify(q) ? 'radio-specify' : 'radio'),
  'radio-group': (q) => (hasSpecify(q) ? 'radio-specify' : 'radio'),
  'radio-list': () => 'radio-list',
  select: () => 'select',
  select1: () => 'select',
  list: () => 'select',
  toggle: () => 'toggle',
  'accept-conditions': () => 'accept-conditions',
  'accept-conditions-basic': () => 'accept-conditions-basic',
  'read-only-text': () => 'read-only-text',
  'read-only': () => 'read-only-text',
  readonly: () => 'read-only-text',
  file: () => 'file',
  hidden: () => 'hidden',
  chat: () => 'chat',
  'linked-group': () => 'linked-group',
  paragraph: () => 'paragraph',
  'paragraph-currency': () => 'paragraph-currency',
};

/**
 * The control of a question, or undefined when its element/type is unknown (the form shows a
 * visible error block for it). A question without element is read by its type (`file`, `hidden`).
 */
export function controlOf(question: Question): ControlKind | undefined {
  const element = lower(question.element);
  if (element) return byElement[element]?.(question);
  return inputKind({ ...question, type: question.type ?? 'text' });
}

/** Controls that show content but store no answer. */
export const DISPLAY_ONLY: ReadonlySet<ControlKind> = new Set(['paragraph']);

/** Whether the control stores an answer under the question's key. */
export const storesAnswer = (kind: ControlKind, question: Question): boolean =>
  !DISPLAY_ONLY.has(kind) && typeof question.key === 'string' && question.key !== '';
