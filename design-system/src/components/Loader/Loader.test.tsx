import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './Loader.tsx';

describe('Loader', () => {
  it('spinner: a status saying Cargando...', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it.each([1, 2, 3, 4, 5] as const)('placeholder %i: busy, announced, skeleton hidden', (v) => {
    const { container } = render(<Loader kind="placeholder" variant={v} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    const root = container.querySelector(`[data-placeholder="${v}"]`);
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root?.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(2);
  });

  it('fullscreen: a modal layer with the spec text, which hides the page', () => {
    render(
      <>
        <button type="button">Detrás</button>
        <Loader kind="fullscreen" />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Guardando datos....' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Guardando datos....');
    // The page behind is out of reach for assistive technology while saving.
    expect(screen.queryByRole('button', { name: 'Detrás' })).toBeNull();
  });
});
