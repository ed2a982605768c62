import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OffscreenRegion } from './OffscreenRegion.tsx';

describe('OffscreenRegion', () => {
  it('keeps its content in the accessibility tree, with no role of its own', () => {
    render(
      <OffscreenRegion data-testid="region">
        <section aria-labelledby="t">
          <h2 id="t">Indicadores</h2>
        </section>
      </OffscreenRegion>,
    );
    expect(screen.getByRole('region', { name: 'Indicadores' })).toBeInTheDocument();
    expect(screen.getByTestId('region')).not.toHaveAttribute('role');
  });

  it('lets the keyboard reach its controls', async () => {
    render(
      <>
        <button type="button">Antes</button>
        <OffscreenRegion estimatedHeight="lg">
          <button type="button">Reintentar</button>
        </OffscreenRegion>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
  });
});
