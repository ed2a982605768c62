import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from './ErrorSummary.tsx';

const errors = [
  { id: 'nombre', label: 'Nombres', message: 'Este campo es requerido' },
  { id: 'email', label: 'Correo electrónico', message: 'Datos ingresados inválidos' },
];

function Fields() {
  return (
    <>
      <label htmlFor="nombre">Nombres</label>
      <input id="nombre" />
      <div id="email" role="group" aria-label="Correo">
        <input aria-label="Correo electrónico" />
      </div>
    </>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes the focus when it appears, named by its heading and described by the count', () => {
    render(<ErrorSummary errors={errors} />);
    const group = screen.getByRole('group', {
      name: 'Revise los siguientes datos antes de continuar',
    });
    expect(group).toHaveFocus();
    expect(group).toHaveAccessibleDescription('Hay 2 campos con errores.');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('does not take the focus back while errors are fixed one by one', async () => {
    function Harness() {
      const [list, setList] = useState(errors);
      return (
        <>
          <ErrorSummary errors={list} />
          <button onClick={() => setList(list.slice(1))}>Corregir</button>
        </>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Corregir' }));
    expect(screen.getByRole('button', { name: 'Corregir' })).toHaveFocus();
    expect(screen.getByText('Hay 1 campo con error.')).toBeInTheDocument();
  });

  it('links each error to its field, also inside a group', async () => {
    render(
      <>
        <ErrorSummary errors={errors} focusOnAppear={false} />
        <Fields />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Nombres: Este campo es requerido' }));
    expect(screen.getByRole('textbox', { name: 'Nombres' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: /Correo electrónico/ }));
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveFocus();
  });

  it('hands the navigation to onSelect when given', async () => {
    const onSelect = vi.fn();
    render(<ErrorSummary errors={errors} onSelect={onSelect} focusOnAppear={false} />);
    screen.getAllByRole('link')[1]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('email');
  });
});
