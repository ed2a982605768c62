import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { TextArea } from './TextArea.tsx';
import { COUNT_ANNOUNCE_DELAY_MS } from './use-polite-count.ts';

const area = (name = 'Comentarios') => screen.getByRole('textbox', { name });

/** The field's polite live region (what a screen reader is told without moving focus). */
const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

describe('TextArea', () => {
  afterEach(() => vi.useRealTimers());

  it('is a labelled multi-line textbox described by its hint and its counter', () => {
    render(
      <TextArea
        label="Comentarios"
        isRequired
        description="Cuéntenos su caso."
        defaultValue="Hola"
        maxLength={100}
      />,
    );
    const textbox = area();
    expect(textbox.tagName).toBe('TEXTAREA');
    expect(textbox).toBeRequired();
    expect(textbox).toHaveAttribute('maxlength', '100');
    expect(textbox).toHaveAccessibleDescription('Cuéntenos su caso. 4 de 100 caracteres');
  });

  it('counts up to the free-text maximum of 256 by default, and can hide the counter', () => {
    const { unmount } = render(<TextArea label="Comentarios" isRequired />);
    expect(area()).toHaveAccessibleDescription('0 de 256 caracteres');
    unmount();
    render(<TextArea label="Comentarios" isRequired hideCounter />);
    expect(area()).not.toHaveAccessibleDescription();
  });

  it('takes line breaks from the keyboard and applies the free-text rule', async () => {
    render(<TextArea label="Comentarios" isRequired />);
    await userEvent.tab();
    await userEvent.keyboard('Primera línea{Enter}Segunda: ok');
    expect(area()).toHaveValue('Primera línea\nSegunda: ok');
    await userEvent.tab();
    expect(area()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(area());
    await userEvent.keyboard('<script>');
    expect(area()).toHaveAttribute('aria-invalid', 'true');
    expect(area()).toHaveAccessibleDescription(
      '33 de 256 caracteres Debe ingresar entre 1 y 256 caracteres válidos',
    );
  });

  it('says Este campo es requerido when left empty', async () => {
    render(<TextArea label="Comentarios" isRequired hideCounter />);
    await userEvent.tab();
    await userEvent.tab();
    expect(area()).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('announces the remaining characters only after a pause and near the limit', () => {
    vi.useFakeTimers();
    render(<TextArea label="Comentarios" isRequired maxLength={20} />);
    const status = liveRegion();
    // Far from the limit: nothing is said.
    fireEvent.change(area(), { target: { value: 'Hola' } });
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(status).toBeEmptyDOMElement();
    // Near it: said once the typing pauses, not before.
    fireEvent.change(area(), { target: { value: 'Hola, buenas tard' } });
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1));
    expect(status).toBeEmptyDOMElement();
    fireEvent.change(area(), { target: { value: 'Hola, buenas tarde' } });
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Quedan 2 caracteres');
    fireEvent.change(area(), { target: { value: 'Hola, buenas tardes.' } });
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(status).toHaveTextContent('Alcanzó el máximo de caracteres');
    expect(screen.getByText('20 de 20 caracteres')).toBeInTheDocument();
  });

  it('runs an extra check after the rule', async () => {
    render(
      <TextArea
        label="Comentarios"
        isRequired
        hideCounter
        validate={(value) => (value.length < 10 ? 'Escriba al menos 10 caracteres' : null)}
      />,
    );
    await userEvent.type(area(), 'Corto');
    await userEvent.tab();
    expect(area()).toHaveAccessibleDescription('Escriba al menos 10 caracteres');
  });

  it('works with react-hook-form through fieldControllerProps', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { comentarios: '' } });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="comentarios"
            control={control}
            rules={{ required: 'Este campo es requerido' }}
            render={(controller) => (
              <TextArea label="Comentarios" isRequired {...fieldControllerProps(controller)} />
            )}
          />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(area()).toHaveFocus());
    expect(area()).toHaveAccessibleDescription('0 de 256 caracteres Este campo es requerido');
    await userEvent.keyboard('Todo bien{Enter}gracias');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ comentarios: 'Todo bien\ngracias' }),
    );
  });
});
