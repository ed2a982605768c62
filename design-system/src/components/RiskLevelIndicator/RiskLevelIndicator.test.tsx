import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RiskLevelIndicator } from './RiskLevelIndicator.tsx';

describe('RiskLevelIndicator', () => {
  it('writes the level out, so the scale is never read by colour alone', () => {
    const { container } = render(<RiskLevelIndicator level={5} />);
    expect(container).toHaveTextContent('Nivel de riesgo 5 de 7');
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(5);
    expect(container.querySelector('[data-current]')).toHaveTextContent('5');
  });

  it('hides the decorative scale from screen readers', () => {
    const { container } = render(<RiskLevelIndicator level={2} />);
    for (const hidden of container.querySelectorAll('[aria-hidden="true"]')) {
      expect(hidden).not.toHaveTextContent('de 7');
    }
  });

  it('clamps a level outside 1 to 7 and rounds it', () => {
    const { rerender } = render(<RiskLevelIndicator level={9} variant="compact" />);
    expect(screen.getByText('7 de 7')).toBeInTheDocument();
    rerender(<RiskLevelIndicator level={0} variant="compact" />);
    expect(screen.getByText('1 de 7')).toBeInTheDocument();
    expect(screen.queryByText('Nivel de riesgo')).toBeNull();
  });
});
