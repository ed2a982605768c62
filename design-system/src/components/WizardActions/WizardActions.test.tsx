import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { WizardActions } from './WizardActions.tsx';

describe('WizardActions', () => {
  it('groups the actions under its name, in reading order', () => {
    render(
      <WizardActions label="Acciones del paso">
        <Button variant="secondary">Volver</Button>
        <Button>Continuar</Button>
      </WizardActions>,
    );
    const group = screen.getByRole('group', { name: 'Acciones del paso' });
    const names = Array.from(group.querySelectorAll('button')).map((b) => b.textContent);
    expect(names).toEqual(['Volver', 'Continuar']);
  });

  it('keeps an aria-disabled action focusable and pressable', async () => {
    const onPress = vi.fn();
    render(
      <WizardActions label="Acciones del paso">
        <Button aria-disabled onPress={onPress}>
          Continuar
        </Button>
      </WizardActions>,
    );
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
