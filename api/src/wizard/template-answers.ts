// The server's reading of a wizard template's answers (issue 19): which keys the template declares
// (saved data holds only those) and which required answers are missing or invalid, by the
// template's own rules (required, validation type and lengths, option membership, showWhen).
import { wizardConfig } from '@inversiones/contract';
import {
  fromWireDate,
  isValidRut,
  normalizeRut,
  validateField,
  type FieldType,
} from '@inversiones/es-cl';

type Template = wizardConfig.WizardConfig;
type Step = wizardConfig.WizardStep;
type Question = wizardConfig.Question;
type Data = Readonly<Record<string, unknown>>;

/** One missing or invalid answer: where it is stored and the field's label. */
export interface AnswerProblem {
  /** `['datos', 'Nombre']`: the root node (when the step has one), then the key. */
  path: string[];
  label: string;
  kind: 'missing' | 'invalid';
}

export interface AnswerContext {
  /** The client's own rut (the sameRut rule). */
  ownRut?: string;
  /** The mandatory documents of a contract still unsigned by the client (null: unknown contract). */
  unsignedMandatory?: (contractId: string) => readonly string[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node a step reads and writes: its root, or the top level. */
const nodeOf = (data: Data, root: string | undefined): Data =>
  root ? (isRecord(data[root]) ? data[root] : {}) : data;

/** A question and those nested under its `questions` (groups), depth first. */
function flatten(items: readonly Question[]): Question[] {
  return items.flatMap((q) => [q, ...flatten(q.questions ?? [])]);
}

const FORM_STEPS = new Set(['form']);
/** What a poll step stores besides its root: the profile the poll route writes (poll/routes.ts). */
const POLL_EXTRA_KEYS = ['PerfilInversionista'];
/** What a contract step stores (portal ContractsStep: documentos, fechaAutorizacion; contratoId read). */
const CONTRACT_KEYS = ['documentos', 'fechaAutorizacion', 'contratoId'];

/** The data key of a manager step's list (`config.list.key`). */
function managerListKey(step: Step): string | undefined {
  const list = (step.config as { list?: unknown }).list;
  return isRecord(list) && typeof list.key === 'string' ? list.key : undefined;
}

/**
 * The keys a template declares: at the top level, and inside each root that only form steps
 * write (null there: any shape, e.g. a poll's `preguntas` or a manager's list items).
 */
export function declaredKeys(template: Template): {
  top: Set<string>;
  nested: Map<string, Set<string> | null>;
} {
  const top = new Set<string>();
  const nested = new Map<string, Set<string> | null>();
  const declare = (root: string | undefined, keys: readonly string[] | null) => {
    if (!root) {
      for (const key of keys ?? []) top.add(key);
      return;
    }
    top.add(root);
    const known = nested.get(root);
    if (keys === null || known === null) nested.set(root, null);
    else nested.set(root, new Set([...(known ?? []), ...keys]));
  };
  for (const step of template.steps) {
    const { type, root } = step.config;
    if (type === 'poll') {
      declare(root ?? 'encuesta', null);
      for (const key of POLL_EXTRA_KEYS) top.add(key);
    } else if (type === 'contratos') {
      declare(root, root ? null : CONTRACT_KEYS);
    } else if (type === 'manager') {
      const list = managerListKey(step);
      declare(root, root ? null : list ? [list] : []);
    } else {
      const keys = flatten(step.items).flatMap((q) => (q.key ? [q.key, `${q.key}Ext`] : []));
      declare(root, keys);
    }
  }
  return { top, nested };
}

/** The paths (`datos.Extra`) of the keys of `data` the template does not declare. */
export function undeclaredKeys(template: Template, data: Data): string[] {
  const { top, nested } = declaredKeys(template);
  const found: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (!top.has(key)) {
      found.push(key);
      continue;
    }
    const inner = nested.get(key);
    if (inner && isRecord(value)) {
      for (const innerKey of Object.keys(value)) {
        if (!inner.has(innerKey)) found.push(`${key}.${innerKey}`);
      }
    }
  }
  return found;
}

/** `data` without the keys the template does not declare (what reads hand back). */
export function onlyDeclared(template: Template, data: Data): Record<string, unknown> {
  const { top, nested } = declaredKeys(template);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!top.has(key)) continue;
    const inner = nested.get(key);
    out[key] =
      inner && isRecord(value)
        ? Object.fromEntries(Object.entries(value).filter(([k]) => inner.has(k)))
        : value;
  }
  return out;
}

/** Elements that show a value the client cannot change: never required of the client. */
const READ_ONLY_ELEMENTS = new Set([
  'read-only-text',
  'read-only',
  'readonly',
  'hidden',
  'paragraph-currency',
]);
const TICK_ELEMENTS = new Set(['checkbox', 'toggle']);
const SINGLE_CHOICE = new Set(['select', 'select1', 'radio', 'radio-group', 'radio-list', 'list']);
const MULTI_CHOICE = new Set(['checkbox-group']);
const DATE_ELEMENTS = new Set(['datepicker', 'date']);
/** es-CL rules a text input's `validation.type` may name (the portal's controls use the same). */
const FIELD_RULES = new Set<FieldType>([
  'numeric',
  'numericRanges',
  'alphanumeric',
  'range',
  'nserie',
  'email',
  'bank_account',
  'text',
]);

const elementOf = (q: Question) => q.element ?? 'input';

/** Whether the client is asked for this question's answer at all. */
function asksAnswer(q: Question): boolean {
  if (!q.key || q.hidden || q.disabled || q.readonly || q.type === 'hidden') return false;
  const element = elementOf(q);
  return wizardConfig.KEYED_ELEMENTS.has(element) && !READ_ONLY_ELEMENTS.has(element);
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The chosen value of a selection answer (`{ value, extraDescription }` is version B). */
const chosen = (value: unknown) => (isRecord(value) && 'value' in value ? value.value : value);

/** Whether an answer is empty (checkbox and toggle: not ticked; phone: no number; spec 5). */
function isEmpty(q: Question, value: unknown): boolean {
  if (TICK_ELEMENTS.has(elementOf(q))) return value !== true && value !== 'true';
  const given = chosen(value);
  if (given === undefined || given === null) return true;
  if (typeof given === 'string') return given.trim() === '';
  if (Array.isArray(given)) return given.length === 0;
  if (isRecord(given)) {
    if ('number' in given) return text(given.number) === '';
    return Object.keys(given).length === 0;
  }
  return false;
}

const numberOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** Whether a filled answer breaks the question's own rule. */
function isInvalid(q: Question, value: unknown, context: AnswerContext): boolean {
  const element = elementOf(q);
  const rule = q.validation?.type;
  const options = q.options ?? [];
  // Options loaded from a service are not known here; static ones bound the answer.
  if (options.length > 0 && !q.service) {
    const keys = new Set(options.map((o) => String(o.key)));
    const given = chosen(value);
    if (SINGLE_CHOICE.has(element) && (isRecord(given) || !keys.has(String(given)))) return true;
    if (MULTI_CHOICE.has(element) && Array.isArray(given)) {
      if (given.some((k) => isRecord(k) || !keys.has(String(k)))) return true;
    }
  }
  if (DATE_ELEMENTS.has(element) || rule === 'date') {
    const wire = text(value);
    const minYear = numberOf(q.minYear);
    return !fromWireDate(wire) || (minYear !== undefined && Number(wire.slice(0, 4)) <= minYear);
  }
  if (element !== 'input' && element !== 'text' && element !== 'textarea') return false;
  if (typeof value !== 'string' && typeof value !== 'number') return true;
  const given = text(value);
  if (rule === 'rut') {
    if (!isValidRut(given)) return true;
    const sameRut = (q.validation?.specialValidations ?? []).some(
      (v) => v.toLowerCase() === 'samerut',
    );
    return sameRut && !!context.ownRut && normalizeRut(given) === normalizeRut(context.ownRut);
  }
  // Currency and serial numbers: the portal's own masks and the serial service decide.
  if (rule === 'currency' || q.validation?.mask)
    return numberOf(given.replace(/\./g, '')) === undefined;
  const fieldRule: FieldType =
    rule === 'bankaccount'
      ? 'bank_account'
      : rule && FIELD_RULES.has(rule as FieldType)
        ? (rule as FieldType)
        : q.type === 'email'
          ? 'email'
          : 'text';
  const bounds = { min: numberOf(q.min), max: numberOf(q.max), optional: true };
  return !validateField(fieldRule, given, bounds).ok;
}

const labelOf = (q: Question) => (q.label ?? q.key ?? '').replace(/\s*\(\*\)\s*$/, '').trim();

/** The problems of the questions of a form (or a manager item) over the answers of one node. */
function questionProblems(
  questions: readonly Question[],
  node: Data,
  at: string[],
  context: AnswerContext,
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const q of flatten(questions)) {
    if (!asksAnswer(q)) continue;
    // A field hidden by showWhen is neither shown nor saved: it cannot be required.
    if (!wizardConfig.isShown(q.showWhen, (key) => node[key])) continue;
    const value = node[q.key!];
    const empty = isEmpty(q, value);
    if (empty) {
      const required = q.required === true || elementOf(q).startsWith('accept-conditions');
      if (required) problems.push({ path: [...at, q.key!], label: labelOf(q), kind: 'missing' });
    } else if (isInvalid(q, value, context)) {
      problems.push({ path: [...at, q.key!], label: labelOf(q), kind: 'invalid' });
    }
  }
  return problems;
}

/** The contract a step signs: the data's contratoId, else the step's `contratos.contratoId`. */
function contractIdOf(step: Step, node: Data): string | undefined {
  const fromData = node.contratoId;
  if (typeof fromData === 'string' && fromData.trim()) return fromData.trim();
  if (typeof fromData === 'number') return String(fromData);
  const config = step.config.contratos;
  return isRecord(config) && typeof config.contratoId === 'string' ? config.contratoId : undefined;
}

/** The mandatory documents of a contract step's own list not marked selected in its saved data. */
function unselectedMandatory(step: Step, node: Data): string[] {
  const mandatory = step.items.flatMap((group) =>
    Array.isArray(group.documentos)
      ? (group.documentos as unknown[]).filter(
          (d): d is Record<string, unknown> => isRecord(d) && d.obligatorio === true,
        )
      : [],
  );
  const saved = Array.isArray(node.documentos) ? node.documentos : [];
  const selected = new Set(
    saved.flatMap((group) =>
      isRecord(group) && Array.isArray(group.documentos)
        ? group.documentos
            .filter((d) => isRecord(d) && d.selected === true)
            .map((d) => String((d as Data).key))
        : [],
    ),
  );
  return mandatory.map((d) => String(d.key)).filter((key) => !selected.has(key));
}

function stepProblems(step: Step, data: Data, context: AnswerContext): AnswerProblem[] {
  const { type, root } = step.config;
  const at = root ? [root] : [];
  const node = nodeOf(data, root);
  if (FORM_STEPS.has(type)) return questionProblems(step.items, node, at, context);
  if (type === 'manager') {
    // Each saved item must hold the sub-form's required answers (an empty list is allowed: the
    // spec's manager shows a 'no data' card and lets the client go on).
    const key = managerListKey(step);
    if (!key) return [];
    const list = Array.isArray(node[key]) ? (node[key] as unknown[]) : [];
    return list.flatMap((item, index) =>
      questionProblems(
        step.items,
        isRecord(item) ? item : {},
        [...at, key, String(index)],
        context,
      ),
    );
  }
  if (type === 'poll') {
    // Every question of the poll answered (the portal refuses Continuar otherwise).
    const poll = nodeOf(data, root ?? 'encuesta');
    const answered = Array.isArray(poll.preguntas)
      ? poll.preguntas.filter(
          (p) =>
            isRecord(p) &&
            // The portal marks the chosen alternative; the poll route stores `{ pregunta, alternativa }`.
            ((Array.isArray(p.alternativas) &&
              p.alternativas.some((a) => isRecord(a) && a.seleccionada === true)) ||
              (p.alternativa !== undefined && p.alternativa !== null && p.alternativa !== '')),
        ).length
      : 0;
    const asked = step.items.filter((q) => isRecord(q) && 'pregunta' in q).length;
    return answered >= Math.max(asked, 1)
      ? []
      : [
          {
            path: [root ?? 'encuesta', 'preguntas'],
            label: 'Encuesta de perfil de inversionista',
            kind: 'missing',
          },
        ];
  }
  if (type === 'contratos') {
    const contractId = contractIdOf(step, node);
    const flow = isRecord(step.config.contratos) && step.config.contratos.flowWizard === true;
    const unsigned =
      flow && contractId && context.unsignedMandatory
        ? context.unsignedMandatory(contractId)
        : null;
    const pending = unsigned ?? unselectedMandatory(step, node);
    return pending.length === 0
      ? []
      : [
          {
            path: [...at, 'documentos'],
            label: 'Firma de los documentos obligatorios',
            kind: 'missing',
          },
        ];
  }
  return [];
}

/** Every missing or invalid required answer of the template over `data`, in step order. */
export function answerProblems(
  template: Template,
  data: Data,
  context: AnswerContext = {},
): AnswerProblem[] {
  return template.steps.flatMap((step) => stepProblems(step, data, context));
}

/** The Spanish refusal: what is missing, then what is invalid, by the labels the client sees. */
export function problemsMessage(problems: readonly AnswerProblem[]): string {
  const list = (kind: AnswerProblem['kind']) => [
    ...new Set(problems.filter((p) => p.kind === kind).map((p) => p.label)),
  ];
  const missing = list('missing');
  const invalid = list('invalid');
  const parts = [
    missing.length ? `faltan datos obligatorios (${missing.join(', ')})` : '',
    invalid.length ? `hay datos no válidos (${invalid.join(', ')})` : '',
  ].filter(Boolean);
  return `No es posible dar por terminado el formulario: ${parts.join(' y ')}. Complételos e intente nuevamente.`;
}
