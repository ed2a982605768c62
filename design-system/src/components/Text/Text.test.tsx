import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';

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

  it('keeps the look props (tone, size, weight, alignment, figures) off the DOM', () => {
    render(
      <Text as="span" tone="loss" size="sm" weight="semibold" align="end" numeric>
        −$12.345 (pérdida)
      </Text>,
    );
    const element = screen.getByText('−$12.345 (pérdida)');
    expect(element.tagName).toBe('SPAN');
    for (const attribute of ['tone', 'size', 'weight', 'align', 'numeric']) {
      expect(element).not.toHaveAttribute(attribute);
    }
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
