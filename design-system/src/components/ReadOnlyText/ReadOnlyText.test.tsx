import { render, screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { ReadOnlyText } from './ReadOnlyText.tsx';

describe('ReadOnlyText', () => {
  it('shows the label and value as a term and its definition, not as an input', () => {
    render(
      <ReadOnlyText
        label="RUT"
        value="12.345.678-5"
        description="Para cambiarlo, contacte a su ejecutivo."
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('term')).toHaveTextContent('RUT');
    const definition = screen.getByRole('definition');
    expect(definition).toHaveTextContent('12.345.678-5');
    expect(definition).toHaveAccessibleDescription('Para cambiarlo, contacte a su ejecutivo.');
    // Never a Tab stop: there is nothing to do with it.
    expect(definition).toHaveAttribute('tabindex', '-1');
  });

  it('says Sin información when there is no value', () => {
    render(<ReadOnlyText label="Segundo apellido" value="" />);
    expect(screen.getByRole('definition')).toHaveTextContent('Sin información');
  });

  it('shows the spec’s generic Invalid when invalid, or the form’s message', () => {
    const { rerender } = render(<ReadOnlyText label="RUT" value="1-9" isInvalid />);
    expect(screen.getByRole('definition')).toHaveAccessibleDescription('Invalid');
    rerender(<ReadOnlyText label="RUT" value="1-9" isInvalid errorMessage="RUT inválido" />);
    expect(screen.getByRole('definition')).toHaveAccessibleDescription('RUT inválido');
  });

  it('posts its value with a native form and takes react-hook-form’s props', () => {
    function Form() {
      const { control } = useForm({ defaultValues: { rut: '12.345.678-5' } });
      return (
        <form>
          <Controller
            name="rut"
            control={control}
            render={(controller) => (
              <ReadOnlyText label="RUT" {...fieldControllerProps(controller)} />
            )}
          />
        </form>
      );
    }
    const { container } = render(<Form />);
    expect(screen.getByRole('definition')).toHaveTextContent('12.345.678-5');
    expect(container.querySelector('input[type="hidden"][name="rut"]')).toHaveValue('12.345.678-5');
  });
});
