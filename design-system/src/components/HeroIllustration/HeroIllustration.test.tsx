import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroIllustration } from './HeroIllustration.tsx';

describe('HeroIllustration', () => {
  it('is decorative and light: hidden, unfocusable, no text, a handful of paths', () => {
    const { container } = render(<HeroIllustration />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.textContent).toBe('');
    expect(container.innerHTML.length).toBeLessThan(2048);
  });
});
