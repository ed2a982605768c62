// Benchmark page (scripts/bench-wizard-form.mjs): a generated 200-field form step, rendered by
// the wizard's FormStep exactly as in the portal. Marks `form-bench:start` just before render and
// `form-bench:painted` once the 200th field is in a painted frame; records keystroke work
// (keydown until the input event has been handled and layout forced).
import type { wizardConfig } from '@inversiones/contract';
import '@inversiones/design-system';
import { createRoot } from 'react-dom/client';
import type { StepNav } from '../src/wizard/engine/step-props.ts';
import { FormStep } from '../src/wizard/form/FormStep.tsx';

type Question = wizardConfig.Question;

export const FIELD_COUNT = 200;
const options = Array.from({ length: 10 }, (_, i) => ({
  key: String(i + 1),
  value: `Opción ${i + 1}`,
}));

const KINDS = ['text', 'email', 'number', 'select', 'checkbox', 'date'];
/** `?kind=select` renders 200 fields of one kind (to find where the time goes). */
const query = new URLSearchParams(location.search);
const only = KINDS.indexOf(query.get('kind') ?? '');
/** `?filled` starts every field with a valid answer (a step the person comes back to). */
const filled = query.has('filled');

/** Field `i` cycles text, e-mail, number, select of 10 options, checkbox and date. */
function question(i: number): Question {
  const key = `campo${i}`;
  const label = `Campo ${i + 1}`;
  switch (only >= 0 ? only : i % 6) {
    case 0:
      return { key, element: 'input', type: 'text', label, required: i % 12 === 0, max: 256 };
    case 1:
      return { key, element: 'input', label, validation: { type: 'email' } };
    case 2:
      return { key, element: 'input', label, validation: { type: 'numeric' } };
    case 3:
      return { key, element: 'select', label, options };
    case 4:
      return { key, element: 'checkbox', label };
    default:
      return { key, element: 'datepicker', label, minYear: 1900 };
  }
}

/** A valid stored answer for field `i`, by its kind. */
function answer(i: number): string | boolean {
  return ['Texto', 'persona@correo.cl', '123', '1', true, '19900101'][only >= 0 ? only : i % 6]!;
}

const data = filled
  ? {
      bench: Object.fromEntries(
        Array.from({ length: FIELD_COUNT }, (_, i) => [`campo${i}`, answer(i)]),
      ),
    }
  : {};

const step = {
  config: { type: 'form', title: 'Formulario de 200 campos', root: 'bench' },
  items: Array.from({ length: FIELD_COUNT }, (_, i) => question(i)),
} as wizardConfig.WizardStep;

const nav: StepNav = {
  next() {},
  back() {},
  postpone() {},
  save: async (answers) => answers,
  close() {},
  control() {},
  busy: false,
};

interface BenchWindow {
  __bench?: { mountMs?: number; keys: number[] };
}
const bench = ((window as BenchWindow).__bench = { keys: [] as number[] }) as NonNullable<
  BenchWindow['__bench']
>;

// Keystroke work: from keydown (capture, first) to the input event handled by React (window
// bubble, last) with layout forced; React's and react-hook-form's microtasks run in between.
let keyStart = 0;
window.addEventListener('keydown', () => (keyStart = performance.now()), { capture: true });
window.addEventListener('input', () => {
  void document.body.offsetHeight;
  if (keyStart) bench.keys.push(performance.now() - keyStart);
  keyStart = 0;
});

/** The mount ends in the frame painted after the 200th field exists. */
function watchPaint() {
  const check = () => {
    if (document.querySelectorAll('[id^="wz0-"]').length < FIELD_COUNT) {
      requestAnimationFrame(check);
      return;
    }
    // A message posted inside requestAnimationFrame runs after that frame's paint.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      performance.mark('form-bench:painted');
      bench.mountMs = performance.measure(
        'form-bench',
        'form-bench:start',
        'form-bench:painted',
      ).duration;
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(check);
}

const root = createRoot(document.getElementById('root')!);
performance.mark('form-bench:start');
root.render(
  <>
    <h1 id="bench-heading">Formulario de 200 campos</h1>
    <FormStep
      wizardId="BENCH"
      context="base"
      step={step}
      index={0}
      total={1}
      data={data}
      headingId="bench-heading"
      nav={nav}
    />
  </>,
);
watchPaint();
