import { z } from 'zod';

/**
 * The configuration of a wizard template (wizard-spec section 3): what the engine renders.
 *
 * Loose on purpose: unknown extra properties pass through (real configurations carry more than
 * the spec shows), step `type` and question `element`/`type` are any non-empty string (the
 * engine's registries show unknown ones as a visible error block). What is refused is a property
 * of the wrong shape, named by its path in `parseWizardConfig`'s Spanish message.
 */

export { isShown, showWhenKeys } from './show-when.ts';

/** The schema versions this engine reads. A body without `schemaVersion` is version 1. */
export const WIZARD_SCHEMA_VERSIONS = [1] as const;
export type WizardSchemaVersion = (typeof WIZARD_SCHEMA_VERSIONS)[number];

const text = z.string();
const nonEmpty = z.string().trim().min(1);
/** Codes and keys come as strings or numbers from the firm's systems. */
const code = z.union([z.string(), z.number()]);
/** Bounds and widths: a number or its text ('12', '20240101'). */
const numberOrText = z.union([z.number(), z.string()]);
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Field validation: `type` (rut, nserie, email, number, currency, bank_account...), mask, caption. */
export const questionValidationSchema = z.looseObject({
  type: z.string().optional(),
  /** Currency or input mask ('CLP', 'USD', 'EUR', 'currency'...). */
  mask: z.string().optional(),
  /** sameRut, serieNumber... */
  specialValidations: z.array(z.string()).optional(),
  /** The message shown when the rule fails. */
  caption: z.string().optional(),
});
export type QuestionValidation = z.infer<typeof questionValidationSchema>;

/** The extra text field of a selection option (or of a question with a 'specify' field). */
export const extraDescriptionSchema = z.looseObject({
  visible: z.boolean().optional(),
  value: z.string().nullable().optional(),
  required: z.boolean().optional(),
  label: z.string().optional(),
  cols: numberOrText.optional(),
  hasError: z.boolean().optional(),
  validation: questionValidationSchema.optional(),
});
export type ExtraDescription = z.infer<typeof extraDescriptionSchema>;

export const questionOptionSchema = z.looseObject({
  key: code,
  /** The text shown for the option. */
  value: code.optional(),
  readonly: z.boolean().optional(),
  tooltip: z.string().optional(),
  selected: z.boolean().optional(),
  mandatory: z.boolean().optional(),
  descripcion: z.string().optional(),
  /** Contract documents: only options flagged display are shown (absent means shown). */
  display: z.boolean().optional(),
  /** A document link. */
  url: z.string().optional(),
  extraDescription: extraDescriptionSchema.optional(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** A value `showWhen` compares with: one value, or a list of which any matches. */
export const showWhenValueSchema = z.union([scalar, z.array(scalar)]);
export type ShowWhenValue = z.infer<typeof showWhenValueSchema>;

const showWhenConditionSchema = z.looseObject({ key: nonEmpty, value: showWhenValueSchema });
export type ShowWhenCondition = z.infer<typeof showWhenConditionSchema>;

/**
 * Show the question only when field `key` equals `value`; with `keys`, when every condition holds
 * (all must hold: a field revealed by several answers should not appear on a partial match).
 */
export const showWhenSchema = z.union([
  showWhenConditionSchema,
  z.looseObject({ keys: z.array(showWhenConditionSchema).min(1) }),
]);
export type ShowWhen = z.infer<typeof showWhenSchema>;

/**
 * A list to load: `url` with `${field}` placeholders (relative to the API base), `root` the
 * property of the answer holding the array, `key`/`value` the item fields of the option key and
 * text; `force` loads even when a placeholder value is missing.
 */
export const questionServiceSchema = z.looseObject({
  url: nonEmpty,
  root: z.string().optional(),
  key: z.string().optional(),
  value: z.string().optional(),
  force: z.boolean().optional(),
});
export type QuestionService = z.infer<typeof questionServiceSchema>;

/** A dependent select (`ele`) reloaded from `service` when this question changes. */
export const questionUpdateSchema = z.looseObject({
  service: questionServiceSchema.optional(),
  ele: nonEmpty,
  value: z.unknown().optional(),
  _key: z.string().optional(),
  disabled: z.boolean().optional(),
});
export type QuestionUpdate = z.infer<typeof questionUpdateSchema>;

/** A question, field or item of a step (recursive through `items` and `questions`). */
export interface Question {
  /** The data key the answer is stored under (required for fields that store a value). */
  key?: string;
  element?: string;
  type?: string;
  label?: string;
  labelStrong?: string;
  labelSmall?: string;
  required?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  readonly?: boolean;
  obfuscated?: boolean;
  /** Default value. */
  value?: unknown;
  min?: number | string;
  max?: number | string;
  minYear?: number | string;
  minDate?: string;
  maxDate?: string;
  placeholder?: string;
  /** Column class; default col-sm-18 col-md-18. */
  style?: string;
  /** HTML help text. */
  help?: string;
  tooltip?: string | boolean;
  tooltipText?: string;
  cols?: number | string;
  radioType?: string;
  validation?: QuestionValidation;
  showWhen?: ShowWhen;
  service?: QuestionService;
  update?: QuestionUpdate[];
  options?: QuestionOption[];
  bypass?: unknown;
  items?: Question[];
  questions?: Question[];
  inline?: boolean;
  icons?: unknown;
  alternatives?: unknown;
  extraDescription?: ExtraDescription | boolean;
  groups?: unknown;
  html?: string;
  sectionName?: string;
  toggleLabel?: string;
  [extra: string]: unknown;
}

export const questionSchema: z.ZodType<Question, Question> = z.lazy(() =>
  z.looseObject({
    key: nonEmpty.optional(),
    element: nonEmpty.optional(),
    type: nonEmpty.optional(),
    label: text.optional(),
    labelStrong: text.optional(),
    labelSmall: text.optional(),
    required: z.boolean().optional(),
    disabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
    readonly: z.boolean().optional(),
    obfuscated: z.boolean().optional(),
    value: z.unknown().optional(),
    min: numberOrText.optional(),
    max: numberOrText.optional(),
    minYear: numberOrText.optional(),
    minDate: text.optional(),
    maxDate: text.optional(),
    placeholder: text.optional(),
    style: text.optional(),
    help: text.optional(),
    tooltip: z.union([z.string(), z.boolean()]).optional(),
    tooltipText: text.optional(),
    cols: numberOrText.optional(),
    radioType: text.optional(),
    validation: questionValidationSchema.optional(),
    showWhen: showWhenSchema.optional(),
    service: questionServiceSchema.optional(),
    update: z.array(questionUpdateSchema).optional(),
    options: z.array(questionOptionSchema).optional(),
    bypass: z.unknown().optional(),
    items: z.array(questionSchema).optional(),
    questions: z.array(questionSchema).optional(),
    inline: z.boolean().optional(),
    icons: z.unknown().optional(),
    alternatives: z.unknown().optional(),
    extraDescription: z.union([extraDescriptionSchema, z.boolean()]).optional(),
    groups: z.unknown().optional(),
    html: text.optional(),
    sectionName: text.optional(),
    toggleLabel: text.optional(),
  }),
);

/** A button of a step: `action` next, back, postpone, close...; `url` navigates (external: off-site). */
export const wizardControlSchema = z.looseObject({
  label: text.optional(),
  action: z.string().optional(),
  style: z.string().optional(),
  url: z.string().optional(),
  external: z.boolean().optional(),
  theme: z.string().optional(),
  /** Goes back to the previous step without saving. */
  forcedPrev: z.boolean().optional(),
  /** 'onboarding' marks a campaign step's controls. */
  type: z.string().optional(),
});
export type WizardControl = z.infer<typeof wizardControlSchema>;

export const stepConfigSchema = z.looseObject({
  /** form, manager, info, landing, LANDING_MODAL, multimedia, poll, contratos, list, success... */
  type: nonEmpty,
  title: text.optional(),
  tooltip: text.optional(),
  /** The node of jsonData the step reads and writes (absent: the top level). */
  root: z.string().optional(),
  controls: z.array(wizardControlSchema).optional(),
  saveable: z.boolean().optional(),
  /** Manager list limit (default 20). */
  limit: z.number().int().min(0).optional(),
  /** Background image URL. */
  background: text.optional(),
  message: z.union([z.string(), z.looseObject({})]).optional(),
  poll: z.union([z.boolean(), z.looseObject({})]).optional(),
  contratos: z.union([z.boolean(), z.looseObject({}), z.array(z.unknown())]).optional(),
  /** Poll theme: default, square, chat. */
  pollTemplate: z.string().optional(),
});
export type StepConfig = z.infer<typeof stepConfigSchema>;

/**
 * The elements of the form controls that store an answer under their `key` (wizard-spec 2-3), with
 * the aliases configurations use: a missing key would lose the answer. The portal's controls
 * read this list to know whether they store one.
 */
export const ANSWER_ELEMENTS = [
  'input',
  'text',
  'textarea',
  'phone',
  'datepicker',
  'date',
  'checkbox',
  'checkbox-group',
  'checkbox-list',
  'radio',
  'radio-group',
  'radio-list',
  'select',
  'select1',
  'list',
  'toggle',
  'accept-conditions',
  'accept-conditions-basic',
  'read-only-text',
  'read-only',
  'readonly',
  'file',
  'hidden',
  'chat',
  'paragraph-currency',
] as const;
export type AnswerElement = (typeof ANSWER_ELEMENTS)[number];

export const KEYED_ELEMENTS: ReadonlySet<string> = new Set<string>(ANSWER_ELEMENTS);

/** Step types whose items are questions (poll and contract items have shapes of their own). */
const QUESTION_STEP_TYPES = new Set(['form', 'manager']);

export const wizardStepSchema = z
  .looseObject({
    config: stepConfigSchema,
    items: z.array(questionSchema).default([]),
  })
  .superRefine((step, ctx) => {
    if (!QUESTION_STEP_TYPES.has(step.config.type)) return;
    const check = (items: readonly Question[], path: (string | number)[]) => {
      items.forEach((item, index) => {
        const at = [...path, index];
        if (!item.element && !item.type) {
          ctx.addIssue({ code: 'custom', path: at, message: 'falta "element" o "type"' });
        } else if (item.element && KEYED_ELEMENTS.has(item.element) && !item.key) {
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'key'],
            message: `el campo "${item.element}" necesita "key" para guardar la respuesta`,
          });
        }
        if (item.questions) check(item.questions, [...at, 'questions']);
      });
    };
    check(step.items, ['items']);
  });
export type WizardStep = z.infer<typeof wizardStepSchema>;

export const templateConfigSchema = z.looseObject({
  heading: z.looseObject({ img: text.optional(), title: text.optional() }).optional(),
  tooltip: text.optional(),
  /** Shown as a modal dialog (true) or embedded. */
  modal: z.boolean().optional(),
  closable: z.boolean().optional(),
  index: z
    .looseObject({
      display: z.boolean().optional(),
      steps: z.array(z.looseObject({ caption: text, icon: text.optional() })).default([]),
    })
    .optional(),
  pinnedMessage: z
    .looseObject({
      display: z.boolean().optional(),
      /** Style class of the message: 1 info, 2 warning, 3 error, or its name. */
      priority: code.optional(),
      text: text.optional(),
    })
    .optional(),
  /** Hides Volver. */
  noback: z.boolean().optional(),
  /** Hides Continuar más tarde and the default controls. */
  notPostPone: z.boolean().optional(),
  /** Saves the poll to the database. */
  database: z.boolean().optional(),
});
export type TemplateConfig = z.infer<typeof templateConfigSchema>;

export const wizardConfigSchema = z.looseObject({
  schemaVersion: z.literal([...WIZARD_SCHEMA_VERSIONS]).default(1),
  id: nonEmpty,
  version: z.number().int().min(1),
  config: templateConfigSchema,
  steps: z.array(wizardStepSchema).min(1),
});
export type WizardConfig = z.infer<typeof wizardConfigSchema>;
/** A template body as written (schemaVersion and defaults optional). */
export type WizardConfigInput = z.input<typeof wizardConfigSchema>;

export type ParseWizardConfigResult =
  { success: true; data: WizardConfig } | { success: false; message: string; path: string };

/** `steps[1].items[3].options[0].key` from zod's path. */
export function formatConfigPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

const typeNames: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
};

const describe = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'una lista'
      : (typeNames[typeof value] ?? typeof value);

/** A Spanish text for one zod issue (zod's own texts are English). */
function spanishIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'es obligatorio';
      return `debe ser ${typeNames[issue.expected] ?? issue.expected} (es ${describe(issue.input)})`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'no puede estar vacío'
          : `debe tener al menos ${issue.minimum} caracteres`;
      }
      if (issue.origin === 'array') return `debe tener al menos ${issue.minimum} elemento(s)`;
      return `debe ser mayor o igual a ${issue.minimum}`;
    case 'too_big':
      return `debe ser menor o igual a ${issue.maximum}`;
    case 'invalid_value':
      return `debe ser ${issue.values.map((v) => JSON.stringify(v)).join(' o ')}`;
    case 'invalid_union': {
      const inner = closestBranchIssue(issue);
      return inner ? spanishIssue(inner) : 'no tiene una forma válida';
    }
    case 'custom':
      return issue.message;
    default:
      return 'no es válido';
  }
}

/** The first issue of the union branch that got furthest (deepest path) into the value. */
function closestBranchIssue(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue | undefined {
  let best: z.core.$ZodIssue | undefined;
  for (const branch of issue.errors) {
    const first = branch[0];
    if (first && (!best || issuePath(first).length > issuePath(best).length)) best = first;
  }
  return best;
}

/** The path of an issue, descending into a union's closest branch like the message does. */
function issuePath(issue: z.core.$ZodIssue): PropertyKey[] {
  if (issue.code === 'invalid_union') {
    const inner = closestBranchIssue(issue);
    if (inner) return [...issue.path, ...issuePath(inner)];
  }
  return issue.path;
}

/**
 * Parses a template body. On failure, a Spanish message naming the path of the first bad
 * property (`steps[1].items[3].options[0].key: es obligatorio`), shown by the portal and by the
 * API when it refuses to load the template.
 */
export function parseWizardConfig(input: unknown): ParseWizardConfigResult {
  const parsed = wizardConfigSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return { success: true, data: parsed.data };
  const issue = parsed.error.issues[0]!;
  const path = formatConfigPath(issuePath(issue));
  return { success: false, path, message: `${path || '(raíz)'}: ${spanishIssue(issue)}` };
}
