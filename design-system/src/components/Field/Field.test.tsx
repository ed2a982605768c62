import { act, render, renderHook, screen } from '@testing-library/react';
import { Input, TextField as AriaTextField, type ValidationResult } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { defaultErrorMessage, FieldErrorText, FieldHint, FieldLabel } from './Field.tsx';
import { fieldControllerProps } from './field-controller.ts';
import { useFieldState } from './use-field-state.ts';
import { FieldErrorTimingContext } from './error-timing.ts';
import type { ReactNode } from 'react';

const validation = (details: Partial<ValidityState>, errors: string[] = []): ValidationResult => ({
  isInvalid: true,
  validationErrors: errors,
  validationDetails: { valid: false, ...details } as ValidityState,
});

const blur = {} as React.FocusEvent<Element>;

describe('defaultErrorMessage', () => {
  it('gives the spec texts: required, invalid, and the rule caption when there is one', () => {
    expect(defaultErrorMessage(validation({ valueMissing: true }))).toBe('Este campo es requerido');
    expect(defaultErrorMessage(validation({ patternMismatch: true }))).toBe(
      'Este campo es inválido',
    );
    expect(defaultErrorMessage(validation({ customError: true }, ['El RUT no es válido.']))).toBe(
      'El RUT no es válido.',
    );
    expect(defaultErrorMessage(validation({}))).toBe('Datos ingresados inválidos');
  });
});

describe('useFieldState', () => {
  it('shows the required error only once the field has been left', () => {
    const { result } = renderHook(() => useFieldState({ emptyValue: '', isRequired: true }));
    expect(result.current.isInvalid).toBe(false);
    act(() => result.current.onBlur(blur));
    expect(result.current.error).toBe('Este campo es requerido');
  });

  it("under a form that shows errors on submit ('changed'), tabbing through leaves it quiet", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FieldErrorTimingContext.Provider value="changed">
        {children}
      </FieldErrorTimingContext.Provider>
    );
    const { result } = renderHook(() => useFieldState({ emptyValue: '', isRequired: true }), {
      wrapper,
    });
    act(() => result.current.onBlur(blur));
    expect(result.current.isInvalid).toBe(false);
    act(() => result.current.setValue('Ana'));
    act(() => result.current.setValue(''));
    act(() => result.current.onBlur(blur));
    expect(result.current.error).toBe('Este campo es requerido');
  });

  it('shows a rule caption as soon as the value changes, and clears it when fixed', () => {
    const validate = (value: string) => (value.includes('#') ? 'Sin símbolos' : null);
    const { result } = renderHook(() => useFieldState({ emptyValue: '', validate }));
    act(() => result.current.setValue('Ana#'));
    expect(result.current.error).toBe('Sin símbolos');
    act(() => result.current.setValue('Ana'));
    expect(result.current.isInvalid).toBe(false);
  });

  it('does not judge a loaded value until the user touches it', () => {
    const validate = vi.fn(() => 'Mal');
    const { result } = renderHook(() =>
      useFieldState({ emptyValue: '', defaultValue: 'x#', validate }),
    );
    expect(result.current.isInvalid).toBe(false);
  });

  it("lets the form's verdict and message win", () => {
    const { result } = renderHook(() =>
      useFieldState({ emptyValue: '', isInvalid: true, errorMessage: 'Ya registrado' }),
    );
    expect(result.current.error).toBe('Ya registrado');
  });

  it("leaves a message function to React Aria and shows the spec's text itself", () => {
    const { result } = renderHook(() =>
      useFieldState({ emptyValue: '', isInvalid: true, errorMessage: () => 'De React Aria' }),
    );
    expect(result.current.error).toBe('Datos ingresados inválidos');
  });

  it('works controlled: the value comes from props, changes go to onChange', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useFieldState({ emptyValue: '', value: 'A', onChange }));
    act(() => result.current.setValue('AB'));
    expect(onChange).toHaveBeenCalledWith('AB');
    expect(result.current.value).toBe('A');
  });
});

describe('fieldControllerProps', () => {
  it("maps react-hook-form's controller onto a field's props", () => {
    const onChange = vi.fn();
    const props = fieldControllerProps({
      field: {
        name: 'rut',
        value: '1',
        onChange,
        onBlur: vi.fn(),
        ref: () => undefined,
        disabled: false,
      },
      fieldState: { invalid: true, error: { message: 'Este campo es inválido' } },
    });
    expect(props).toMatchObject({
      name: 'rut',
      value: '1',
      onChange,
      isInvalid: true,
      errorMessage: 'Este campo es inválido',
      validationBehavior: 'aria',
    });
  });
});

describe('the anatomy parts', () => {
  function Anatomy({ isInvalid = false }: { isInvalid?: boolean }) {
    return (
      <AriaTextField isRequired isInvalid={isInvalid || undefined} validationBehavior="aria">
        <FieldLabel label="RUT" labelStrong="Titular:" tooltip="Sin puntos ni guion." isRequired />
        <Input />
        <FieldHint help="<em>Ejemplo</em>: 12.345.678-5" />
        <FieldErrorText errorMessage="Este campo es inválido" />
      </AriaTextField>
    );
  }

  it('names, marks and describes the control, with a named info button', () => {
    render(<Anatomy />);
    const input = screen.getByRole('textbox', { name: 'Titular: RUT' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Ejemplo: 12.345.678-5');
    expect(screen.getByRole('button', { name: 'Más información sobre RUT' })).toBeVisible();
  });

  it('adds the error to the description only while invalid', () => {
    const { rerender } = render(<Anatomy />);
    expect(screen.queryByText('Este campo es inválido')).toBeNull();
    rerender(<Anatomy isInvalid />);
    expect(screen.getByRole('textbox', { name: 'Titular: RUT' })).toHaveAccessibleDescription(
      'Ejemplo: 12.345.678-5 Este campo es inválido',
    );
  });
});
