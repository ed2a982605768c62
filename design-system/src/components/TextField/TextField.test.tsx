import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label, marked required and described by help and description', () => {
    render(
      <TextField
        label="Nombre"
        isRequired
        help="<b>Como</b> en su cédula"
        description="Máximo 256 caracteres."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Como en su cédula Máximo 256 caracteres.');
    expect(screen.getByText('(*)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('labels a field that is not required as Opcional', () => {
    render(<TextField label="Segundo nombre" />);
    expect(screen.getByRole('textbox', { name: 'Segundo nombre Opcional' })).not.toBeRequired();
  });

  it('says Este campo es requerido when left empty, from the keyboard alone', async () => {
    render(<TextField label="Nombre" isRequired />);
    await userEvent.tab();
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('applies the free-text rule by default and clears the error once fixed', async () => {
    render(<TextField label="Nombre" />);
    const input = screen.getByRole('textbox', { name: 'Nombre Opcional' });
    await userEvent.type(input, 'Camila <b>');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Debe ingresar entre 1 y 256 caracteres válidos');
    await userEvent.clear(input);
    await userEvent.type(input, 'Camila');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error shown on blur: it appears inside a polite live region already present', async () => {
    render(<TextField label="Nombre" />);
    const input = screen.getByRole('textbox', { name: 'Nombre Opcional' });
    // A live region must exist before its text appears for screen readers to read it out.
    const region = input.closest('div')!.parentElement!.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region).toHaveTextContent('');
    await userEvent.type(input, 'Camila <b>');
    await userEvent.tab();
    expect(region).toHaveTextContent('Debe ingresar entre 1 y 256 caracteres válidos');
  });

  it('runs an extra check after the rule', async () => {
    render(
      <TextField
        label="Alias"
        validate={(value) => (value === 'admin' ? 'Elija otro alias' : null)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Alias Opcional' });
    await userEvent.type(input, 'admin');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Elija otro alias');
  });

  it('uncontrolled, renders only when its error changes, not per keystroke', async () => {
    const onChange = vi.fn();
    const onRender = vi.fn();
    render(
      <Profiler id="campo" onRender={onRender}>
        <TextField label="Nombre" defaultValue="Ca" onChange={onChange} />
      </Profiler>,
    );
    const input = screen.getByRole('textbox', { name: 'Nombre Opcional' });
    const mounted = onRender.mock.calls.length;
    await userEvent.type(input, 'mila Rojas');
    expect(onChange).toHaveBeenLastCalledWith('Camila Rojas');
    expect(input).toHaveValue('Camila Rojas');
    // Ten valid keystrokes: nothing renders until the error changes.
    expect(onRender.mock.calls.length - mounted).toBe(0);
    await userEvent.type(input, '<');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Debe ingresar entre 1 y 256 caracteres válidos');
    await userEvent.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('works controlled', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('Ca');
      return (
        <TextField
          label="Nombre"
          value={value}
          onChange={(next) => {
            setValue(next.toUpperCase());
            onChange(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre Opcional' }), 'm');
    expect(onChange).toHaveBeenLastCalledWith('Cam');
    expect(screen.getByRole('textbox', { name: 'Nombre Opcional' })).toHaveValue('CAM');
  });

  it('shows the tooltip from its info button, named after the field', async () => {
    render(<TextField label="Profesión" tooltip="Como figura en su contrato." />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Más información sobre Profesión' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Como figura en su contrato.');
  });
});
