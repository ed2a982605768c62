import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceChange } from './PriceChange.tsx';

describe('PriceChange', () => {
  it('says a rise in words and shows it signed, with an up arrow', () => {
    const { container } = render(<PriceChange value={1.2345} />);
    expect(screen.getByText('sube 1,23 %')).toBeInTheDocument();
    const shown = screen.getByText('+1,23 %');
    expect(shown.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('[data-trend="gain"] [data-icon="chevronUp"]')).not.toBeNull();
    expect(container).toHaveTextContent('+1,23 %sube 1,23 %');
  });

  it('says a fall in words and shows it with the typographic minus and a down arrow', () => {
    const { container } = render(<PriceChange value={-0.5} />);
    expect(screen.getByText('baja 0,50 %')).toBeInTheDocument();
    expect(screen.getByText('\u22120,50 %')).toBeInTheDocument();
    expect(container.querySelector('[data-trend="loss"] [data-icon="chevronDown"]')).not.toBeNull();
  });

  it('says no change, with no sign or arrow, for zero and what rounds to it', () => {
    for (const value of [0, 0.004, -0.004]) {
      const { container, unmount } = render(<PriceChange value={value} />);
      expect(screen.getByText('sin variación')).toBeInTheDocument();
      expect(screen.getByText('0,00 %')).toBeInTheDocument();
      expect(container.querySelector('[data-trend="none"]')).not.toBeNull();
      expect(container.querySelector('[data-icon]')).toBeNull();
      unmount();
    }
  });

  it('rounds half away from zero at 2 decimals, in words too', () => {
    render(
      <>
        <PriceChange value={0.005} />
        <PriceChange value={-12.3456} />
      </>,
    );
    expect(screen.getByText('sube 0,01 %')).toBeInTheDocument();
    expect(screen.getByText('baja 12,35 %')).toBeInTheDocument();
  });

  it('leaves the visible figure out of the accessibility tree', () => {
    render(<PriceChange value={3} />);
    // Only the words are exposed: no '+3,00 %' read as 'más 3 coma cero cero por ciento'.
    expect(screen.queryByText('+3,00 %', { ignore: '[aria-hidden="true"] *' })).toBeNull();
  });
});
