import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { SerialNumberField } from './SerialNumberField.tsx';

const serieNumber =
  'El número de serie de su cédula de identidad no es válido. Por favor, contacte a su Ejecutivo de Inversiones';

/** A promise settled by the test, to see the pending state and out-of-order answers. */
function deferred() {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const serialInput = () => screen.getByRole('textbox', { name: 'Número de serie' });

/** The field's polite live region (what a screen reader is told without moving focus). */
const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

describe('SerialNumberField', () => {
  it('is named by its label and described by its hint', () => {
    render(
      <SerialNumberField
        label="Número de serie"
        isRequired
        description="Al reverso de su cédula"
      />,
    );
    expect(serialInput()).toBeRequired();
    expect(serialInput()).toHaveAccessibleDescription('Al reverso de su cédula');
  });

  it('takes letters, digits and dots, upper-cased, and removes the dots when left', async () => {
    const onChange = vi.fn();
    render(<SerialNumberField label="Número de serie" isRequired onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('a1-2_3.4 5');
    expect(serialInput()).toHaveValue('A123.45');
    await userEvent.click(serialInput());
    await userEvent.paste('.6#7');
    expect(serialInput()).toHaveValue('A123.45.67');
    await userEvent.tab();
    expect(serialInput()).toHaveValue('A1234567');
    expect(onChange).toHaveBeenLastCalledWith('A1234567');
  });

  it('says rutEntered when the serial equals the rut entered', async () => {
    const validate = vi.fn(() => Promise.resolve(true));
    render(
      <SerialNumberField
        label="Número de serie"
        isRequired
        rut="12.345.678-5"
        validate={validate}
      />,
    );
    await userEvent.type(serialInput(), '123.456.785');
    await userEvent.tab();
    expect(serialInput()).toHaveAttribute('aria-invalid', 'true');
    expect(serialInput()).toHaveAccessibleDescription(
      'El número de serie no puede ser igual al RUT ingresado',
    );
    // Not worth asking the service about.
    expect(validate).not.toHaveBeenCalled();
  });

  it('shows and announces Validando... while the service checks, then accepts', async () => {
    const answer = deferred();
    const onCheckStatusChange = vi.fn();
    render(
      <SerialNumberField
        label="Número de serie"
        isRequired
        validate={() => answer.promise}
        onCheckStatusChange={onCheckStatusChange}
      />,
    );
    await userEvent.type(serialInput(), '519.233.412');
    await userEvent.tab();
    expect(liveRegion()).toHaveTextContent('Validando...');
    expect(onCheckStatusChange).toHaveBeenLastCalledWith('pending');
    await act(async () => answer.resolve(true));
    expect(liveRegion()).toHaveTextContent('Número de serie validado');
    expect(screen.queryByText('Validando...')).not.toBeInTheDocument();
    expect(serialInput()).not.toHaveAttribute('aria-invalid');
    expect(onCheckStatusChange).toHaveBeenLastCalledWith('valid');
  });

  it('says serieNumber when the service refuses the card, and announces it', async () => {
    const validate = vi.fn(() => Promise.resolve(false));
    render(<SerialNumberField label="Número de serie" isRequired validate={validate} />);
    await userEvent.type(serialInput(), 'A12345678');
    await userEvent.tab();
    expect(validate).toHaveBeenCalledWith('A12345678');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(serieNumber));
    expect(serialInput()).toHaveAttribute('aria-invalid', 'true');
    expect(serialInput()).toHaveAccessibleDescription(serieNumber);
    // Back and away without a change: the answer is kept, the service is not asked again.
    await userEvent.click(serialInput());
    await userEvent.tab();
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('treats a failed service call as a refusal', async () => {
    render(
      <SerialNumberField
        label="Número de serie"
        isRequired
        validate={() => Promise.reject(new Error('503'))}
      />,
    );
    await userEvent.type(serialInput(), 'A12345678');
    await userEvent.tab();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(serieNumber));
    expect(serialInput()).toHaveAccessibleDescription(serieNumber);
  });

  it('ignores a stale answer for a value since changed', async () => {
    const first = deferred();
    const second = deferred();
    const answers = [first, second];
    render(
      <SerialNumberField
        label="Número de serie"
        isRequired
        validate={() => answers.shift()!.promise}
      />,
    );
    await userEvent.type(serialInput(), 'A111');
    await userEvent.tab();
    await userEvent.click(serialInput());
    await userEvent.keyboard('2');
    // Editing drops the pending line at once.
    expect(screen.queryByText('Validando...')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(liveRegion()).toHaveTextContent('Validando...');
    // The old value's refusal arrives late: it must not mark the new value.
    await act(async () => first.resolve(false));
    expect(serialInput()).not.toHaveAttribute('aria-invalid');
    expect(liveRegion()).toHaveTextContent('Validando...');
    await act(async () => second.resolve(true));
    expect(serialInput()).not.toHaveAttribute('aria-invalid');
    expect(liveRegion()).toHaveTextContent('Número de serie validado');
  });

  it('clears the service error as soon as the serial is edited', async () => {
    render(
      <SerialNumberField
        label="Número de serie"
        isRequired
        validate={() => Promise.resolve(false)}
      />,
    );
    await userEvent.type(serialInput(), 'A1');
    await userEvent.tab();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(serieNumber));
    await userEvent.click(serialInput());
    await userEvent.keyboard('2');
    expect(serialInput()).not.toHaveAttribute('aria-invalid');
  });

  it('says Este campo es requerido when left empty', async () => {
    const validate = vi.fn(() => Promise.resolve(true));
    render(<SerialNumberField label="Número de serie" isRequired validate={validate} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(serialInput()).toHaveAccessibleDescription('Este campo es requerido');
    expect(validate).not.toHaveBeenCalled();
  });

  it('neither rewrites nor checks a read-only serial', async () => {
    const validate = vi.fn(() => Promise.resolve(true));
    render(
      <SerialNumberField
        label="Número de serie"
        isReadOnly
        defaultValue="519.233.412"
        validate={validate}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Número de serie Opcional' });
    await userEvent.click(input);
    await userEvent.tab();
    expect(input).toHaveValue('519.233.412');
    expect(validate).not.toHaveBeenCalled();
  });

  it('works with react-hook-form through fieldControllerProps', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { serie: '' } });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="serie"
            control={control}
            rules={{ required: 'Este campo es requerido' }}
            render={(controller) => (
              <SerialNumberField
                label="Número de serie"
                isRequired
                validate={() => Promise.resolve(true)}
                {...fieldControllerProps(controller)}
              />
            )}
          />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(serialInput()).toHaveFocus());
    expect(serialInput()).toHaveAccessibleDescription('Este campo es requerido');
    await userEvent.keyboard('519.233.412');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ serie: '519233412' }));
  });
});
