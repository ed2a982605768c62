import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './FactList.tsx';

describe('FactList', () => {
  it('pairs each term with its value in a description list', () => {
    render(
      <FactList
        aria-label="Características del fondo"
        facts={[
          { id: 'currency', term: 'Moneda', value: 'Pesos (CLP)' },
          { id: 'risk', term: 'Nivel de riesgo', value: '3 de 7' },
        ]}
      />,
    );
    const list = screen.getByLabelText('Características del fondo');
    expect(list.tagName).toBe('DL');
    expect(screen.getByText('Moneda').tagName).toBe('DT');
    expect(screen.getByText('Moneda').nextElementSibling).toHaveTextContent('Pesos (CLP)');
    expect(screen.getByText('3 de 7').tagName).toBe('DD');
  });
});
