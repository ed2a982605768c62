import { wizardConfig } from '@inversiones/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepControls } from './StepControls.tsx';
import { makeStepNav } from './step-nav.test-helper.ts';
import { defaultWizardFlags, WizardFlagsContext } from './wizard-flags.ts';

const step = (config: Record<string, unknown> = {}) =>
  wizardConfig.wizardStepSchema.parse({ config: { type: 'form', ...config }, items: [] });

const makeNav = (busy = false) => makeStepNav({ busy });

const partial = () => ({ answers: { nombre: 'Vale' }, omit: ['conyuge'] });

// The first render loads React Aria cold: slow on a busy 2-core runner.
describe('StepControls', { timeout: 15_000 }, () => {
  it('default controls: Volver and Continuar más tarde pass the partial answers; Continuar advances', async () => {
    const nav = makeNav();
    const onAdvance = vi.fn();
    render(
      <StepControls
        step={step()}
        nav={nav}
        canAdvance
        onAdvance={onAdvance}
        getPartial={partial}
      />,
    );
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Volver', 'Continuar más tarde', 'Continuar']);
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(nav.back).toHaveBeenCalledWith({ nombre: 'Vale' }, { omit: ['conyuge'] });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar más tarde' }));
    expect(nav.postpone).toHaveBeenCalledWith({ nombre: 'Vale' }, { omit: ['conyuge'] });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('while invalid, Continuar is a plain enabled button that runs the step submit (no aria-disabled)', async () => {
    const onAdvance = vi.fn();
    render(<StepControls step={step()} nav={makeNav()} canAdvance={false} onAdvance={onAdvance} />);
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).toBeEnabled();
    next.focus();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('while a file compresses, back and continue-later are disabled', () => {
    render(
      <StepControls
        step={step()}
        nav={makeNav()}
        canAdvance={false}
        waiting
        onAdvance={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Volver' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continuar más tarde' })).toBeDisabled();
  });

  it('hides Volver with noback and Continuar más tarde with notPostPone', () => {
    render(
      <WizardFlagsContext.Provider
        value={{ ...defaultWizardFlags, noback: true, notPostPone: true }}
      >
        <StepControls step={step()} nav={makeNav()} canAdvance onAdvance={() => {}} />
      </WizardFlagsContext.Provider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Continuar']);
  });

  it("renders the step's own controls: next runs the submit, others go to nav.control", async () => {
    const nav = makeNav();
    const onAdvance = vi.fn();
    const controls = [
      { label: 'Anterior', forcedPrev: true },
      { label: 'Ir a mis cuentas', url: '/cuentas' },
      { label: 'Enviar', action: 'next' },
    ];
    render(
      <StepControls
        step={step({ controls })}
        nav={nav}
        canAdvance
        onAdvance={onAdvance}
        getPartial={partial}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Volver' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(nav.control).toHaveBeenCalledWith(controls[0], { nombre: 'Vale' });
    await userEvent.click(screen.getByRole('button', { name: 'Ir a mis cuentas' }));
    expect(nav.control).toHaveBeenCalledWith(controls[1], { nombre: 'Vale' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('disables everything while the engine is busy', () => {
    render(<StepControls step={step()} nav={makeNav(true)} canAdvance onAdvance={() => {}} />);
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
  });
});
