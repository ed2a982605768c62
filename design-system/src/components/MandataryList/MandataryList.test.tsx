import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MandataryList } from './MandataryList.tsx';

const mandataries = [
  {
    rut: '15432198-5',
    name: 'Rodrigo Soto',
    types: ['Supervisor'],
    hasTefe: false,
    isActive: true,
    isYou: true,
  },
  {
    rut: '13246579-7',
    name: 'Andrés Lagos',
    types: ['Operador', 'Apoderado'],
    hasTefe: true,
    isActive: true,
    isYou: false,
  },
];

describe('MandataryList', () => {
  it('shows each person with rut, type badges, TEFE and state; only others can be removed', async () => {
    const onRemove = vi.fn();
    render(
      <MandataryList aria-label="Mandatarios" mandataries={mandataries} onRemove={onRemove} />,
    );
    const [you, other] = Array.from(
      screen.getByRole('list', { name: 'Mandatarios' }).children,
    ) as HTMLElement[];
    expect(you).toHaveTextContent('Rodrigo SotoUsted');
    expect(you).toHaveTextContent('No puede eliminarse a sí mismo.');
    expect(other).toHaveTextContent('RUT 13.246.579-7');
    expect(within(other!).getByRole('list', { name: 'Tipos' })).toHaveTextContent(
      'OperadorApoderadoOpera TEFEActivo',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Eliminar a Andrés Lagos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('13246579-7');
  });

  it('says when loading, when empty, and shows the error in place of the list', () => {
    const { rerender } = render(<MandataryList mandataries={[]} onRemove={() => {}} isLoading />);
    expect(screen.getByRole('status', { name: 'Cargando mandatarios' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(<MandataryList mandataries={[]} onRemove={() => {}} />);
    expect(screen.getByText('La empresa no tiene otros mandatarios')).toBeInTheDocument();
    rerender(<MandataryList mandataries={mandataries} onRemove={() => {}} error={<p>Falló</p>} />);
    expect(screen.getByText('Falló')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
