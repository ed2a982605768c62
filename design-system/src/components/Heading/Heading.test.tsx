import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading } from './Heading.css.ts';
import { Heading, type HeadingLevel } from './Heading.tsx';

const classesOf = (size: Parameters<typeof heading>[0]) => heading(size).split(' ');

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as HeadingLevel[])('level %i renders an h%i', (level) => {
    render(<Heading level={level}>Resumen de inversiones</Heading>);
    const element = screen.getByRole('heading', { level, name: 'Resumen de inversiones' });
    expect(element.tagName).toBe(`H${level}`);
  });

  it('gets the size of its level when no size is given', () => {
    render(<Heading level={1}>Mis inversiones</Heading>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass(...classesOf({ size: '3xl' }));
  });

  it('keeps its level in the outline when its visual size differs', () => {
    render(
      <Heading level={2} size="sm">
        Movimientos del mes
      </Heading>,
    );
    const element = screen.getByRole('heading', { level: 2, name: 'Movimientos del mes' });
    expect(element).toHaveClass(...classesOf({ size: 'sm' }));
    expect(element).not.toHaveClass(classesOf({ size: '2xl' })[1]!);
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
