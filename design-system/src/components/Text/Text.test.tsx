import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from './Text.css.ts';
import { Text } from './Text.tsx';

/** The class a variant adds on top of the base class. */
const variantClass = (variants: Parameters<typeof text>[0]) => {
  const base = text().split(' ');
  const [only] = text(variants)
    .split(' ')
    .filter((name) => !base.includes(name));
  return only!;
};

describe('Text', () => {
  it('is a paragraph by default', () => {
    render(<Text>Su solicitud fue recibida.</Text>);
    expect(screen.getByText('Su solicitud fue recibida.').tagName).toBe('P');
  });

  it.each(['span', 'div', 'strong', 'small'] as const)('renders as %s when asked', (as) => {
    render(<Text as={as}>Saldo</Text>);
    expect(screen.getByText('Saldo').tagName).toBe(as.toUpperCase());
  });

  it('strong keeps its meaning for assistive technology', () => {
    render(
      <Text>
        Plazo: <Text as="strong">30 días</Text>
      </Text>,
    );
    expect(screen.getByRole('strong')).toHaveTextContent('30 días');
  });

  it('turns on tabular figures for amounts, dates and ruts only when numeric', () => {
    const numeric = variantClass({ numeric: true });
    render(
      <>
        <Text numeric>$1.234.567</Text>
        <Text>Fondo Conservador</Text>
      </>,
    );
    expect(screen.getByText('$1.234.567')).toHaveClass(numeric);
    expect(screen.getByText('Fondo Conservador')).not.toHaveClass(numeric);
  });

  it('applies the requested tone, size, weight and alignment', () => {
    render(
      <Text as="span" tone="loss" size="sm" weight="semibold" align="end">
        −$12.345 (pérdida)
      </Text>,
    );
    const element = screen.getByText('−$12.345 (pérdida)');
    expect(element).toHaveClass(
      variantClass({ tone: 'loss' }),
      variantClass({ size: 'sm' }),
      variantClass({ weight: 'semibold' }),
      variantClass({ align: 'end' }),
    );
    expect(element).not.toHaveClass(variantClass({ tone: 'gain' }));
  });

  it('passes other attributes through', () => {
    render(
      <Text id="ayuda-rut" aria-live="polite">
        Ingrese su RUT sin puntos.
      </Text>,
    );
    const element = screen.getByText('Ingrese su RUT sin puntos.');
    expect(element).toHaveAttribute('id', 'ayuda-rut');
    expect(element).toHaveAttribute('aria-live', 'polite');
  });
});
