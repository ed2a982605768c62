import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortfolioSummary } from './PortfolioSummary.tsx';
import {
  sampleAsOf,
  samplePeriods,
  sampleTotal,
  sampleUsdRate,
  sampleUsdTotal,
} from './PortfolioSummary.sample.ts';

function valueOf(term: string): HTMLElement {
  const dd = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

/** A stand-in for the period selector: a button per period. */
function WithPeriods() {
  const [index, setIndex] = useState(1);
  const period = samplePeriods[index]!;
  return (
    <PortfolioSummary
      total={sampleTotal}
      asOf={sampleAsOf}
      periodLabel={period.value}
      variation={period.variation}
      profitability={period.profitability}
      periodSelector={samplePeriods.map((p, i) => (
        <button key={p.key} type="button" onClick={() => setIndex(i)}>
          {p.value}
        </button>
      ))}
    />
  );
}

describe('PortfolioSummary', () => {
  it('shows the total in pesos, its date and how dollars were converted', () => {
    render(
      <PortfolioSummary
        total={sampleTotal}
        asOf={sampleAsOf}
        usdRate={sampleUsdRate}
        usdTotal={sampleUsdTotal}
      />,
    );
    const region = screen.getByRole('region', { name: 'Mi patrimonio' });
    expect(valueOf('Total invertido')).toHaveTextContent('$ 58.608.262');
    expect(region).toHaveTextContent(
      'Al 20/11/2026. Incluye US$ 17.954,94 en fondos en dólares, convertidos a pesos al dólar observado del 20/11/2026 ($ 945,32).',
    );
  });

  it("shows the day's change signed in pesos and percent, beside the total", () => {
    render(
      <PortfolioSummary
        total={sampleTotal}
        asOf={sampleAsOf}
        dayVariation={{ amount: -41226, percent: -0.3092 }}
      />,
    );
    const day = screen.getByText('Variación del día').parentElement!;
    expect(day.tagName).toBe('DD');
    expect(day).toHaveTextContent(/^Variación del día −\$ 41\.226 \(−0,31\s%\)$/);
  });

  it('names the period in each figure and follows the selector in a live region', async () => {
    render(<WithPeriods />);
    expect(valueOf('Rentabilidad Últimos 12 Meses')).toHaveTextContent('+7,35 %');
    expect(valueOf('Variación Últimos 12 Meses')).toHaveTextContent('+$ 4.012.388');
    await userEvent.click(screen.getByRole('button', { name: 'Mes en Curso' }));
    expect(valueOf('Rentabilidad Mes en Curso')).toHaveTextContent('\u22120,37 %');
    expect(valueOf('Variación Mes en Curso')).toHaveTextContent('\u2212$ 218.904');
    expect(screen.getByText('Rentabilidad Mes en Curso').closest('dl')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('leads a new client to invest instead of showing a zero', async () => {
    const onInvest = vi.fn();
    render(
      <PortfolioSummary
        total={0}
        asOf={sampleAsOf}
        isEmpty
        action={
          <button type="button" onClick={onInvest}>
            Invertir
          </button>
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Aún no tiene inversiones' })).toBeInTheDocument();
    expect(screen.queryByText('$ 0')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Invertir' }));
    expect(onInvest).toHaveBeenCalledOnce();
  });

  it('announces loading and retries a failed load', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <PortfolioSummary total={sampleTotal} asOf={sampleAsOf} isLoading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('$ 58.608.262')).toBeNull();
    rerender(<PortfolioSummary total={sampleTotal} asOf={sampleAsOf} hasError onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/No fue posible acceder/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the period selector it is given while loading, the same one once loaded', async () => {
    function Selector() {
      const [clicks, setClicks] = useState(0);
      return <button onClick={() => setClicks((n) => n + 1)}>{`Período ${clicks}`}</button>;
    }
    const selector = <Selector />;
    const { rerender } = render(
      <PortfolioSummary total={0} asOf={sampleAsOf} isLoading periodSelector={selector} />,
    );
    // The client may already choose a period; nothing appears and pushes the page later.
    await userEvent.click(screen.getByRole('button', { name: 'Período 0' }));
    expect(screen.queryByText('$ 58.608.262')).toBeNull();
    rerender(<PortfolioSummary total={sampleTotal} asOf={sampleAsOf} periodSelector={selector} />);
    expect(screen.getByText('$ 58.608.262')).toBeInTheDocument();
    // Not mounted again: the loaded card reuses the loading one's elements.
    expect(screen.getByRole('button', { name: 'Período 1' })).toBeInTheDocument();
  });
});
