import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon.tsx';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    const { container } = render(<Icon name="bell" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('with a label is an image with that accessible name', () => {
    render(<Icon name="bell" label="Notificaciones" />);
    const image = screen.getByRole('img', { name: 'Notificaciones' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('has the 23 icons of the set, each once', () => {
    expect(new Set(iconNames).size).toBe(iconNames.length);
    expect(iconNames).toHaveLength(23);
    expect(iconNames).toEqual(
      expect.arrayContaining(['bell', 'eyeOff', 'externalLink', 'chevronRight', 'logout']),
    );
  });

  it.each(iconNames)('"%s" draws a 24 x 24, stroke-based svg with at least one shape', (name) => {
    const { container } = render(<Icon name={name} label={name} />);
    const svg = screen.getByRole('img', { name });
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    const shapes = container.querySelectorAll('path, circle, rect, line, polyline, polygon');
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) {
      // No shape may sneak in its own colour: everything follows currentColor.
      expect(shape).not.toHaveAttribute('fill');
      expect(shape).not.toHaveAttribute('stroke');
    }
  });

  it('takes the sm, md and lg sizes', () => {
    const { container } = render(
      <>
        <Icon name="plus" size="sm" />
        <Icon name="plus" />
        <Icon name="plus" size="lg" />
        <Icon name="plus" size="md" />
      </>,
    );
    const [sm, md, lg, explicitMd] = [...container.querySelectorAll('svg')].map((svg) =>
      svg.getAttribute('class'),
    );
    // md is the default, and each size looks different.
    expect(md).toBe(explicitMd);
    expect(new Set([sm, md, lg]).size).toBe(3);
  });
});
