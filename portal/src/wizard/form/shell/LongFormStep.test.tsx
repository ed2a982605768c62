import type { wizardConfig } from '@inversiones/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginSession, clearSession } from '../../../store/session.ts';
import { makeStepNav } from '../../engine/step-nav.test-helper.ts';
import { FormStep } from '../FormStep.tsx';
import { LONG_STEP_FIELDS } from './deferred-fields.ts';

type Question = wizardConfig.Question;

/** A step longer than the shell threshold: free-text fields, then the kinds under test. */
function longStep(extra: Question[]): Question[] {
  const texts = Array.from({ length: LONG_STEP_FIELDS }, (_, i): Question => ({
    key: `texto${i + 1}`,
    element: 'input',
    label: `Texto ${i + 1}`,
  }));
  return [...texts, ...extra];
}

function renderStep(items: Question[], data: Record<string, unknown> = {}) {
  const nav = makeStepNav();
  const step = {
    config: { type: 'form', title: 'Datos', root: 'datos' },
    items,
  } as wizardConfig.WizardStep;
  const view = render(
    <>
      <h2 id="step-heading">Datos</h2>
      <FormStep
        wizardId="TEST"
        context="base"
        step={step}
        index={0}
        total={1}
        data={{ datos: data }}
        headingId="step-heading"
        nav={nav}
      />
    </>,
  );
  return { nav, view };
}

const regions = [
  { key: '13', value: 'Metropolitana' },
  { key: '5', value: 'Valparaíso' },
];

const shells = (container: HTMLElement) => container.querySelectorAll('[data-field-shell]');

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
});

describe('a very long form step', { timeout: 30_000 }, () => {
  it('paints its fields as labelled shells showing the stored answers', () => {
    const { view } = renderStep(
      longStep([
        {
          key: 'Region',
          element: 'select',
          label: 'Región',
          options: regions,
        },
        { key: 'Nacimiento', element: 'datepicker', label: 'Fecha de nacimiento' },
        { key: 'Acepta', element: 'checkbox', label: 'Acepto recibir novedades' },
      ]),
      { texto3: 'Providencia', Region: '5', Nacimiento: '19900315', Acepta: true },
    );
    expect(shells(view.container)).toHaveLength(LONG_STEP_FIELDS + 3);
    expect(screen.getByRole('textbox', { name: /^Texto 3\b/ })).toHaveValue('Providencia');
    // Named by value and label, as the full select's trigger.
    expect(screen.getByRole('button', { name: 'Valparaíso Región Opcional' })).toHaveTextContent(
      'Valparaíso',
    );
    expect(screen.getByRole('textbox', { name: /^Fecha de nacimiento\b/ })).toHaveValue(
      '15 / 03 / 1990',
    );
    expect(screen.getByRole('checkbox', { name: /Acepto recibir novedades/ })).toBeChecked();
  });

  it('a step of up to the threshold never uses shells', () => {
    const { view } = renderStep(longStep([]));
    expect(shells(view.container)).toHaveLength(0);
  });

  it('a field reached by keyboard becomes the full field, keeps the focus and takes typing', async () => {
    const extra: Question = { key: 'Comuna', element: 'input', label: 'Comuna' };
    const { view, nav } = renderStep(longStep([extra]), { texto2: 'Las Condes' });
    expect(shells(view.container)).toHaveLength(LONG_STEP_FIELDS + 1);
    screen.getByRole('textbox', { name: /^Texto 1\b/ }).focus();
    await waitFor(() => expect(shells(view.container)).toHaveLength(LONG_STEP_FIELDS));
    await userEvent.tab();
    await waitFor(() => expect(shells(view.container)).toHaveLength(LONG_STEP_FIELDS - 1));
    const second = screen.getByRole('textbox', { name: /^Texto 2\b/ });
    expect(second).toHaveFocus();
    await userEvent.type(second, ' Norte');
    expect(second).toHaveValue('Las Condes Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith(
        expect.objectContaining({ texto1: '', texto2: 'Las Condes Norte' }),
        { omit: [] },
      ),
    );
  });

  it('a select shell opens as the full select when reached', async () => {
    renderStep(
      longStep([
        {
          key: 'Region',
          element: 'select',
          label: 'Región',
          options: regions,
        },
      ]),
    );
    screen.getByRole('button', { name: /Región/ }).focus();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Región/ })).toHaveAttribute(
        'aria-haspopup',
        'listbox',
      ),
    );
    const trigger = screen.getByRole('button', { name: /Región/ });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Metropolitana' }));
    expect(screen.getByRole('button', { name: /Región/ })).toHaveTextContent('Metropolitana');
  });

  it('a click on a checkbox shell ticks it and keeps the tick in the full field', async () => {
    const { nav } = renderStep(
      longStep([{ key: 'Acepta', element: 'checkbox', label: 'Acepto recibir novedades' }]),
    );
    await userEvent.click(screen.getByText('Acepto recibir novedades'));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Acepto recibir novedades/ })).toBeChecked(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(nav.next).toHaveBeenCalledWith(expect.objectContaining({ Acepta: true }), {
        omit: [],
      }),
    );
  });

  it('a failed Continuar shows the error of a required field far down the step', async () => {
    const { nav } = renderStep(
      longStep([{ key: 'Profesion', element: 'input', label: 'Profesión', required: true }]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    // The far field mounts in full with its error; the summary keeps the focus.
    const summary = await screen.findByRole('group', {
      name: 'Revise los siguientes datos antes de continuar',
    });
    await waitFor(() => expect(summary).toHaveFocus());
    const field = await screen.findByRole('textbox', { name: /^Profesión\b/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Este campo es requerido');
    expect(screen.getByRole('link', { name: /Profesión/ })).toBeInTheDocument();
    expect(nav.next).not.toHaveBeenCalled();
  });
});
