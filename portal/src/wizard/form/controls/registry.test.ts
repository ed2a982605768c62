import { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { answerOf, initialValueOf } from '../form-values.ts';
import { isEmptyAnswer, validatorOf } from '../question-rules.ts';
import { controlOf, FORM_CONTROLS } from './registry.ts';

type Question = wizardConfig.Question;

const REQUIRED = 'Este campo es requerido';

/** The form controls and items of wizard-spec 2 ('read-only text' as configurations spell it). */
const SPEC_ELEMENTS = [
  'input',
  'phone',
  'datepicker',
  'checkbox',
  'checkbox-group',
  'checkbox-list',
  'radio',
  'radio-group',
  'radio-list',
  'chat',
  'select',
  'select1',
  'list',
  'toggle',
  'accept-conditions',
  'accept-conditions-basic',
  'read-only-text',
  'paragraph',
  'paragraph-currency',
];

/** One question of each control: a new control adds its module, its registry line and one here. */
const SAMPLES: Record<string, Question> = {
  hidden: { element: 'input', type: 'hidden' },
  file: { element: 'file' },
  checkbox: { element: 'checkbox' },
  textarea: { element: 'textarea' },
  rut: { element: 'input', validation: { type: 'rut' } },
  nserie: { element: 'input', validation: { type: 'numeroSerie' } },
  email: { element: 'input', type: 'email' },
  bank_account: { element: 'input', validation: { type: 'bank_account' } },
  currency: { element: 'input', validation: { mask: 'CLP' } },
  number: { element: 'input', validation: { type: 'numeric' } },
  date: { element: 'datepicker' },
  text: { element: 'input' },
  phone: { element: 'phone' },
  'checkbox-group-specify': {
    element: 'checkbox-group',
    options: [{ key: 'A' }, { key: 'Otro' }],
    extraDescription: { label: 'Especifique' },
  },
  'checkbox-group': { element: 'checkbox-group', options: [{ key: 'A' }] },
  'checkbox-list': { element: 'checkbox-list', options: [{ key: 'A' }] },
  'radio-specify': {
    element: 'radio',
    options: [{ key: 'A' }, { key: 'Otro' }],
    extraDescription: { label: 'Especifique' },
  },
  radio: { element: 'radio-group', options: [{ key: 'A' }] },
  'radio-list': { element: 'radio-list', options: [{ key: 'A' }] },
  select: { element: 'select', options: [{ key: 'A' }] },
  toggle: { element: 'toggle' },
  'accept-conditions': { element: 'accept-conditions', options: [{ key: 'A' }] },
  'accept-conditions-basic': { element: 'accept-conditions-basic', options: [{ key: 'A' }] },
  'read-only-text': { element: 'read-only' },
  chat: { element: 'chat', questions: [{ key: 'sub', element: 'select' }] },
  'linked-group': { element: 'linked-group' },
  paragraph: { element: 'paragraph' },
  'paragraph-currency': { element: 'paragraph-currency' },
};

/** The controls that accept a question, whatever their order in the registry. */
const accepting = (question: Question) =>
  FORM_CONTROLS.filter(
    (control) =>
      control.elements.includes(question.element!) &&
      (control.matches?.({
        question,
        element: question.element!,
        type: '',
        rule: '',
        mask: '',
      }) ??
        true),
  );

describe('the form-control registry', () => {
  it('resolves every control element of the spec to exactly one module', () => {
    for (const element of SPEC_ELEMENTS) {
      expect(accepting({ key: 'k', element }), element).toHaveLength(1);
      expect(controlOf({ key: 'k', element }), element).toBe(accepting({ key: 'k', element })[0]);
    }
  });

  it('resolves each sample to its control, and has a sample for every control', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(FORM_CONTROLS.map((c) => c.name).sort());
    for (const [name, question] of Object.entries(SAMPLES)) {
      expect(controlOf(question)?.name, name).toBe(name);
    }
  });

  it('agrees with the contract on which elements store an answer', () => {
    const contractElements = new Set<string>(wizardConfig.ANSWER_ELEMENTS);
    for (const control of FORM_CONTROLS) {
      // A control is wholly the contract's or wholly not: half would lose answers unchecked.
      const listed = control.elements.filter((element) => contractElements.has(element));
      expect([0, control.elements.length], control.name).toContain(listed.length);
      expect(control.storesAnswer, control.name).toBe(listed.length > 0);
    }
    for (const element of wizardConfig.ANSWER_ELEMENTS) {
      expect(controlOf({ key: 'k', element })?.storesAnswer, element).toBe(true);
    }
  });

  it('gives every answer-storing control an empty start, required when required', () => {
    for (const control of FORM_CONTROLS.filter((c) => c.storesAnswer)) {
      const question: Question = { ...SAMPLES[control.name], key: 'k', required: true };
      const start = initialValueOf(question, control, {});
      expect(isEmptyAnswer(control, start), control.name).toBe(true);
      expect(validatorOf(question, control)(start, {}), control.name).toBe(REQUIRED);
      expect(isEmptyAnswer(control, null), control.name).toBe(true);
    }
  });

  it('stores every answer under exactly the keys the control names', () => {
    for (const control of FORM_CONTROLS.filter((c) => c.storesAnswer)) {
      const question: Question = { ...SAMPLES[control.name], key: 'k' };
      const start = initialValueOf(question, control, {});
      const answer = answerOf(question, control, start);
      expect(Object.keys(answer).sort(), control.name).toEqual(
        (control.answerKeys?.('k') ?? ['k']).sort(),
      );
    }
  });
});
