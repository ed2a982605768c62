import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IndicatorStrip } from './IndicatorStrip.tsx';
import { sampleIndicators } from './IndicatorStrip.sample.ts';

/** The dd values that follow the dt with this name. */
function itemOf(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'dt' }).closest('li')!;
}

describe('IndicatorStrip', () => {
  it('is a region of one list item per indicator', () => {
    render(<IndicatorStrip indicators={sampleIndicators} />);
    const region = screen.getByRole('region', { name: 'Indicadores' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
  });

  it('writes pesos, whole pesos and index points the es-CL way, with the date', () => {
    render(<IndicatorStrip indicators={sampleIndicators} />);
    expect(itemOf('UF')).toHaveTextContent('$ 39.245,67');
    expect(itemOf('UF')).toHaveTextContent('al 20/11/2026');
    expect(itemOf('UTM')).toHaveTextContent(/\$ 68\.647al 01\/11\/2026/);
    expect(itemOf('IPSA')).toHaveTextContent(/^IPSA7\.184,52/);
  });

  it('names and signs each change, so colour is not alone', () => {
    render(<IndicatorStrip indicators={sampleIndicators} />);
    expect(itemOf('Dólar Observado')).toHaveTextContent('Variación \u22120,48 %');
    expect(itemOf('IPSA')).toHaveTextContent('Variación +1,07 %');
    expect(itemOf('UTM')).toHaveTextContent('Variación 0,00 %');
  });

  it('announces loading, says when there is nothing, and retries a failed load', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<IndicatorStrip indicators={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    rerender(<IndicatorStrip indicators={[]} />);
    expect(
      screen.getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
    rerender(<IndicatorStrip indicators={[]} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible acceder');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
