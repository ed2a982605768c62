import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, type HeadingLevel } from './Heading.tsx';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as HeadingLevel[])('level %i renders an h%i', (level) => {
    render(<Heading level={level}>Resumen de inversiones</Heading>);
    const element = screen.getByRole('heading', { level, name: 'Resumen de inversiones' });
    expect(element.tagName).toBe(`H${level}`);
  });

  it('looks like the size of its level when no size is given', () => {
    render(
      <>
        <Heading level={1}>Mis inversiones</Heading>
        <Heading level={1} size="3xl">
          Mis fondos
        </Heading>
      </>,
    );
    const [implicit, explicit] = screen.getAllByRole('heading', { level: 1 });
    expect(implicit!.className).toBe(explicit!.className);
  });

  it('keeps its level in the outline when its visual size differs', () => {
    render(
      <Heading level={2} size="sm">
        Movimientos del mes
      </Heading>,
    );
    render(
      <>
        <Heading level={2}>Resumen</Heading>
        <Heading level={5} size="sm">
          Detalle
        </Heading>
      </>,
    );
    const element = screen.getByRole('heading', { level: 2, name: 'Movimientos del mes' });
    expect(element.className).toBe(screen.getByRole('heading', { name: 'Detalle' }).className);
    expect(element.className).not.toBe(screen.getByRole('heading', { name: 'Resumen' }).className);
  });

  it('passes an id through, so it can label a section', () => {
    render(
      <section aria-labelledby="saldo-title">
        <Heading level={2} id="saldo-title">
          Saldo disponible
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Saldo disponible' })).toBeInTheDocument();
  });
});
