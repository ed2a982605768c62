import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavingScreen } from './SavingScreen.tsx';

describe('SavingScreen', () => {
  it('announces the saving text of the spec', () => {
    render(<SavingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Guardando datos....');
  });

  it('announces the signing notice while signing', () => {
    render(<SavingScreen isSigning />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Estimado cliente el proceso de firma digital puede tardar unos minutos.',
    );
  });

  it('can take focus so it is not lost while the step is replaced', () => {
    const { container } = render(<SavingScreen />);
    const box = container.querySelector<HTMLElement>('[data-saving]')!;
    box.focus();
    expect(box).toHaveFocus();
  });
});
