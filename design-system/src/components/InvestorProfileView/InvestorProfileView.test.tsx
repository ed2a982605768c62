import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPollDate } from './investor-profile-data.ts';
import { currentOnly, serviceProfiles } from './investor-profile-sample.ts';
import { InvestorProfileView } from './InvestorProfileView.tsx';
import { ProfilePrompt } from './ProfilePrompt.tsx';

describe('InvestorProfileView', { timeout: 20_000 }, () => {
  it('default theme: the current profile, its poll date, products and Modificar Perfil', async () => {
    const onModify = vi.fn();
    render(<InvestorProfileView profiles={currentOnly} onModify={onModify} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Perfil de inversionista: Moderado' }),
    ).toBeVisible();
    expect(screen.getByText(/Ultima actualizacion/)).toHaveTextContent(
      'Ultima actualizacion: 12/03/2025',
    );
    expect(screen.getByRole('listitem', { current: true })).toHaveTextContent('Moderado');
    expect(screen.getByText('Fondo Mutuo Balanceado Serie B')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Modificar Perfil' }));
    expect(onModify).toHaveBeenCalledTimes(1);
  });

  it('tabs theme: tabs in risk order, the current one selected, arrows change the panel', async () => {
    const onChangeProfile = vi.fn();
    render(
      <InvestorProfileView
        theme="tabs"
        profiles={serviceProfiles}
        onChangeProfile={onChangeProfile}
      />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Conservador',
      'Moderado (actual)',
      'Agresivo',
    ]);
    expect(screen.getByRole('tab', { name: 'Moderado (actual)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Este es su perfil actual.');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Los productos que puede operar son:');
    expect(panel).toHaveTextContent('Simultáneas');
    expect(panel).not.toHaveTextContent('Este es su perfil actual.');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar Perfil' }));
    expect(onChangeProfile).toHaveBeenCalledWith(3);
  });

  it('without a profile invites to complete it', async () => {
    const onComplete = vi.fn();
    render(<InvestorProfileView profiles={[]} onComplete={onComplete} />);
    expect(
      screen.getByRole('heading', { name: 'Aún no tiene un perfil de inversionista' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Completar perfil' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows poll dates as DD/MM/YYYY whatever the service sends', () => {
    expect(formatPollDate('20250312')).toBe('12/03/2025');
    expect(formatPollDate('2025-03-12T15:30:00')).toBe('12/03/2025');
    expect(formatPollDate('12/03/2025')).toBe('12/03/2025');
    expect(formatPollDate(null)).toBeNull();
  });
});

describe('ProfilePrompt', () => {
  it('reads the spec sentence followed by its link', () => {
    render(<ProfilePrompt href="/perfilInversionista" />);
    const link = screen.getByRole('link', { name: 'ingrese aquí' });
    expect(link).toHaveAttribute('href', '/perfilInversionista');
    expect(link.parentElement).toHaveTextContent(
      'Para realizar la simulación debes completar tu perfil de inversionista, para hacerlo ingrese aquí.',
    );
  });
});
