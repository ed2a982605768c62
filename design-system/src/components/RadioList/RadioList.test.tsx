import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioList } from './RadioList.tsx';

const profiles = [
  { key: '1', value: 'Conservador', description: 'Prioriza la estabilidad del capital.' },
  { key: '2', value: 'Moderado', description: 'Acepta variaciones acotadas.' },
  { key: '3', value: 'Agresivo', description: 'Busca mayor rentabilidad con más riesgo.' },
];

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('RadioList', { timeout: 20_000 }, () => {
  it('names the group and each radio, each described by its own text', () => {
    render(<RadioList label="Perfil que lo representa" isRequired options={profiles} />);
    expect(screen.getByRole('radiogroup', { name: 'Perfil que lo representa' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Moderado' })).toHaveAccessibleDescription(
      'Acepta variaciones acotadas.',
    );
    expect(screen.getByText('(*)')).toBeInTheDocument();
  });

  it('marks only the chosen card selected, from the keyboard', async () => {
    const onChange = vi.fn();
    render(<RadioList label="Perfil" options={profiles} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Conservador' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(screen.getByRole('radio', { name: 'Moderado' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Conservador' })).not.toBeChecked();
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('says Este campo es requerido when left without a choice', async () => {
    render(<RadioList label="Perfil" isRequired options={profiles} />);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('radiogroup', { name: 'Perfil' })).toHaveAccessibleDescription(
      'Este campo es requerido',
    );
  });
});
