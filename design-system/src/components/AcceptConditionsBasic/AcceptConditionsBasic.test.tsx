import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConditionItem } from '../private/conditions.ts';
import { AcceptConditionsBasic } from './AcceptConditionsBasic.tsx';

const items: ConditionItem[] = [
  {
    key: 'declaracion',
    value: 'Declaro que la información entregada es verdadera',
    mandatory: true,
    url: 'https://example.cl/declaracion.pdf',
    description: 'Texto que la variante básica no muestra.',
  },
  { key: 'comunicaciones', value: 'Acepto recibir comunicaciones por correo electrónico' },
];

describe('AcceptConditionsBasic', () => {
  it('is a plain list of named checkboxes, without links, descriptions or marks', () => {
    render(<AcceptConditionsBasic label="Declaraciones" items={items} />);
    expect(screen.getByRole('group', { name: 'Declaraciones' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Declaro que la información entregada es verdadera' }),
    ).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Texto que la variante básica no muestra.')).toBeNull();
    expect(screen.queryByText('Obligatorio')).toBeNull();
  });

  it('ticks from the keyboard and keeps a mandatory condition ticked', async () => {
    const onChange = vi.fn();
    render(<AcceptConditionsBasic label="Declaraciones" items={items} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    const declaration = screen.getByRole('checkbox', { name: /Declaro/ });
    expect(declaration).toBeChecked();
    expect(declaration).toHaveAccessibleDescription(
      'Aceptado. Esta condición obligatoria no se puede desmarcar.',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['declaracion', 'comunicaciones']);
  });

  it('is invalid until every condition is ticked, once left', async () => {
    render(
      <>
        <AcceptConditionsBasic label="Declaraciones" items={items} />
        <button type="button">Continuar</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: /comunicaciones/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Debe aceptar todas las condiciones para continuar.')).toBeVisible();
  });
});
