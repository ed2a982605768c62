import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepCounter } from './StepCounter.tsx';

describe('StepCounter', () => {
  it("shows 'n / total' and is read as 'Paso n de total'", () => {
    const { container } = render(<StepCounter current={2} total={5} />);
    expect(screen.getByText('2 / 5')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Paso 2 de 5')).toBeInTheDocument();
    expect(container.querySelector('p')).toHaveTextContent('2 / 5Paso 2 de 5');
  });
});
