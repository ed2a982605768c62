import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { key: 'M', value: 'Masculino' },
  { key: 'F', value: 'Femenino' },
  { key: 'X', value: 'Prefiero no decirlo', tooltip: 'No afecta su perfil.' },
];

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('RadioGroup', { timeout: 20_000 }, () => {
  it('is a radiogroup named by its label, required marked (*) like every field, described by help', () => {
    render(
      <RadioGroup label="Sexo" isRequired options={options} description="Como en su cédula." />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Sexo' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Como en su cédula.');
    // Issue 18 / WCAG 3.3.2: a required group that errors as required says so up front.
    expect(screen.getByText('(*)')).toBeInTheDocument();
    expect(screen.queryByText('Opcional')).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('still labels an optional group Opcional', () => {
    render(<RadioGroup label="Sexo" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Sexo Opcional' })).toBeInTheDocument();
  });

  it('moves and chooses with the arrow keys; Tab enters at the chosen option', async () => {
    const onChange = vi.fn();
    render(
      <>
        <RadioGroup label="Sexo" options={options} defaultValue="F" onChange={onChange} />
        <button type="button">Después</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Femenino' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Prefiero no decirlo' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('X');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Masculino' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Femenino' })).not.toBeChecked();
  });

  it('says Este campo es requerido when left without a choice', async () => {
    render(<RadioGroup label="Sexo" isRequired options={options} />);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    const group = screen.getByRole('radiogroup', { name: 'Sexo' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Este campo es requerido');
    await userEvent.click(screen.getByRole('radio', { name: 'Masculino' }));
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('cannot be changed when read-only or disabled', async () => {
    const onChange = vi.fn();
    render(
      <>
        <RadioGroup label="A" options={options} defaultValue="M" isReadOnly onChange={onChange} />
        <RadioGroup label="B" options={options} isDisabled onChange={onChange} />
      </>,
    );
    await userEvent.click(screen.getAllByRole('radio', { name: 'Femenino' })[0]!);
    await userEvent.click(screen.getAllByRole('radio', { name: 'Femenino' })[1]!);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByRole('radio', { name: 'Masculino' })[0]).toBeChecked();
    expect(screen.getAllByRole('radio', { name: 'Masculino' })[1]).toBeDisabled();
  });
});
