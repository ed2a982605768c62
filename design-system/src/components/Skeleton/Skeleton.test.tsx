import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is decorative: hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={200} height={40} />);
    const block = container.querySelector('[data-skeleton]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '200px', height: '40px' });
  });

  it('a circle takes its width as height', () => {
    const { container } = render(<Skeleton shape="circle" width={40} />);
    expect(container.querySelector('[data-skeleton]')).toHaveStyle({ height: '40px' });
  });
});
