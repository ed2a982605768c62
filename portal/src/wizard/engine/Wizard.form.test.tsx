import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { startTestSession } from './test-session.test-helper.ts';
import { stubWizardApi } from './stub-wizard-api.test-helper.ts';
import { Wizard } from './Wizard.tsx';

// The engine with the real form step: the declaration wizard of the demo (INVFI_1, INVFI_2).
const declaration = {
  id: 'DECLARACIONINVERSIONISTA',
  version: 1,
  config: { heading: { title: 'Declaración de inversionista' }, closable: true },
  steps: [
    {
      config: {
        type: 'form',
        title: 'Declaración de inversionista',
        root: 'declaracionInversionista',
      },
      items: [
        {
          key: 'INVFI_1',
          element: 'checkbox',
          type: 'checkbox',
          label: 'Declaro que los recursos provienen de actividades lícitas.',
          required: true,
          value: false,
        },
        {
          key: 'INVFI_2',
          element: 'checkbox',
          type: 'checkbox',
          label: 'Declaro ser inversionista calificado.',
          value: false,
        },
      ],
    },
  ],
};

// The form step and its fields are a large lazy chunk: load it once, before the clocks start.
beforeAll(async () => {
  await import('../form/FormStep.tsx');
}, 60_000);

/** The step arrives lazily: wait longer than the default second on a busy runner. */
const slow = { timeout: 10_000 };

beforeEach(() => startTestSession(vi.fn()));

afterEach(() => setNavigator(null));

describe('Wizard with the form step', { timeout: 30_000 }, () => {
  it('does not save while invalid; once valid saves under the root and ends through the controller', async () => {
    const onClose = vi.fn();
    const api = stubWizardApi({
      templates: { DECLARACIONINVERSIONISTA: declaration },
      jarvis: ['none'],
    });
    render(<Wizard wizardId="DECLARACIONINVERSIONISTA" onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Declaración de inversionista' });

    const next = await screen.findByRole('button', { name: 'Continuar' }, slow);
    await userEvent.click(next);
    expect(api.puts).toHaveLength(0);

    await userEvent.click(
      screen.getByRole('checkbox', { name: /Declaro que los recursos provienen/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Los datos se han guardado con éxito.')).toBeInTheDocument();
    expect(api.puts[0]!.body.jsonData).toEqual({
      declaracionInversionista: { INVFI_1: true, INVFI_2: false },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.controller[0]!.searchParams.get('wizard')).toBe('DECLARACIONINVERSIONISTA');
  });

  it('a failed save keeps the ticked answer when the client goes back to the step', async () => {
    const api = stubWizardApi({
      templates: { DECLARACIONINVERSIONISTA: declaration },
      failPuts: ['server', 'server'],
    });
    render(<Wizard wizardId="DECLARACIONINVERSIONISTA" onClose={() => {}} />);
    const box = await screen.findByRole('checkbox', { name: /Declaro ser inversionista/ }, slow);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /Declaro que los recursos/ }),
    );
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver al paso' }));

    expect(
      await screen.findByRole('checkbox', { name: /Declaro ser inversionista/ }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Declaro que los recursos/ })).toBeChecked();
    expect(api.puts).toHaveLength(2);
  });
});
