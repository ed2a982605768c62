import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PayButtonList } from './PayButtonList.tsx';
import { sampleBanks } from './sample-banks.ts';

describe('PayButtonList', () => {
  it('shows each bank as a button named by the bank, described by hours, amounts and status', () => {
    render(<PayButtonList buttons={sampleBanks} onSelect={() => {}} />);
    expect(screen.getByRole('region', { name: 'Seleccione su banco' })).toBeInTheDocument();
    const andino = screen.getByRole('button', { name: 'Elegir Banco Andino' });
    expect(andino).toHaveTextContent(/^Elegir$/);
    expect(andino).toHaveAccessibleDescription(
      'Horario: Lunes a viernes de 9:00 a 14:00 horas Monto mínimo: $ 10.000 Monto máximo: $ 5.000.000 Disponible',
    );
    const card = within(andino.closest('li')!);
    expect(card.getByRole('heading', { level: 3, name: 'Banco Andino' })).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Logo de Banco Andino' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('calls onSelect with the bank’s id from the keyboard', async () => {
    const onSelect = vi.fn();
    render(<PayButtonList buttons={sampleBanks} onSelect={onSelect} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elegir Banco del Pacífico Sur' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('disables an unavailable bank and shows why', async () => {
    const onSelect = vi.fn();
    render(<PayButtonList buttons={sampleBanks} onSelect={onSelect} />);
    const cordillera = screen.getByRole('button', { name: 'Elegir Banco Cordillera' });
    expect(cordillera).toBeDisabled();
    expect(within(cordillera.closest('li')!).getByText('No disponible')).toBeVisible();
    expect(cordillera).toHaveAccessibleDescription(/está en mantención/);
    await userEvent.click(cordillera);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('gives a polite default reason when the bank sends none', () => {
    render(
      <PayButtonList
        buttons={[{ ...sampleBanks[0]!, status: 'unavailable' }]}
        onSelect={() => {}}
      />,
    );
    expect(
      screen.getByText(
        'Este banco no está disponible en este momento. Intente más tarde o elija otro banco.',
      ),
    ).toBeVisible();
  });

  it('with an amount, disables banks whose limits exclude it and says the limit', () => {
    render(<PayButtonList buttons={sampleBanks} onSelect={() => {}} amount={3000000} />);
    expect(screen.getByRole('button', { name: 'Elegir Banco Andino' })).toBeEnabled();
    const estado = screen.getByRole('button', { name: 'Elegir Banco del Estado de Chile' });
    expect(estado).toBeDisabled();
    expect(estado).toHaveAccessibleDescription(/supera el máximo de este banco \(\$ 1\.000\.000\)/);
  });

  it('marks the chosen bank as pressed and selected, the others as not pressed', () => {
    render(<PayButtonList buttons={sampleBanks} onSelect={() => {}} selectedId={1} />);
    const andino = screen.getByRole('button', { name: 'Elegir Banco Andino' });
    expect(andino).toHaveAttribute('aria-pressed', 'true');
    expect(within(andino.closest('li')!).getByText('Seleccionado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Elegir Banco del Pacífico Sur' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('without a choice to track, the buttons are plain actions', () => {
    render(<PayButtonList buttons={sampleBanks} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Elegir Banco Andino' })).not.toHaveAttribute(
      'aria-pressed',
    );
  });

  it('shows the spec’s empty text, the loading status and a retriable error', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<PayButtonList buttons={[]} onSelect={() => {}} />);
    expect(
      screen.getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeVisible();
    rerender(<PayButtonList buttons={[]} onSelect={() => {}} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    rerender(<PayButtonList buttons={[]} onSelect={() => {}} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible acceder');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
