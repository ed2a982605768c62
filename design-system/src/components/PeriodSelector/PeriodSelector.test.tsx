import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { periodSelector } from '../../messages/period-selector.ts';
import { customPeriodError, PeriodSelector } from './PeriodSelector.tsx';

const group = () => screen.getByRole('radiogroup', { name: 'Período' });

describe('PeriodSelector', () => {
  it('offers the spec’s four periods, Año en Curso first and chosen', () => {
    render(<PeriodSelector />);
    const options = within(group()).getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual([
      'Año en Curso',
      'Últimos 12 Meses',
      'Mes en Curso',
      'Período Seleccionado',
    ]);
    expect(options[0]).toBeChecked();
  });

  it('chooses a fixed period from the keyboard and reports it at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PeriodSelector onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Mes en Curso' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Mes en Curso' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ period: 'monthToDate' });
    // The group is one tab stop: the next Tab leaves it.
    await user.tab();
    expect(group()).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('opens two dd/mm/aaaa dates for Período Seleccionado and refuses under 15 days', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PeriodSelector onChange={onChange} />);
    expect(screen.queryByRole('group', { name: /Desde/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Período Seleccionado' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('group', { name: /Desde/ })).getAllByRole('spinbutton')[0]!,
    );
    await user.keyboard('01032024');
    await user.click(
      within(screen.getByRole('group', { name: /Hasta/ })).getAllByRole('spinbutton')[0]!,
    );
    await user.keyboard('10032024');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('El período seleccionado debe ser de al menos 15 días.')).toBeVisible();
    // 1 to 16 March is 15 days: accepted, as the kit counts them.
    await user.click(
      within(screen.getByRole('group', { name: /Hasta/ })).getAllByRole('spinbutton')[0]!,
    );
    await user.keyboard('16');
    expect(
      screen.queryByText('El período seleccionado debe ser de al menos 15 días.'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(onChange).toHaveBeenLastCalledWith({
      period: 'custom',
      from: '20240301',
      to: '20240316',
    });
    // Typing two dates key by key is slow in jsdom on a loaded machine.
  }, 30_000);

  it('says which date is missing or reversed', () => {
    expect(customPeriodError('', '20240316', 15, periodSelector)).toEqual({
      field: 'from',
      message: 'Ingrese la fecha en formato dd/mm/aaaa.',
    });
    expect(customPeriodError('20240316', '20240301', 15, periodSelector)).toEqual({
      field: 'to',
      message: 'La fecha Hasta debe ser posterior a la fecha Desde.',
    });
    expect(customPeriodError('20240101', '20240301', 15, periodSelector)).toBeNull();
  });
});
