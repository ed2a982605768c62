import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../styles/sprinkles.css.ts';
import { Stack } from './Stack.tsx';

const classes = (props: Parameters<typeof sprinkles>[0]) => sprinkles(props).split(' ');

describe('Stack', () => {
  it('is a flex column with the md gap by default', () => {
    render(
      <Stack data-testid="stack">
        <span>Uno</span>
        <span>Dos</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveClass(
      ...classes({ display: 'flex', flexDirection: 'column', gap: 'md' }),
    );
  });

  it('turns direction, gap, align, justify and wrap into sprinkle classes', () => {
    render(
      <Stack
        data-testid="stack"
        direction={{ mobile: 'column', tablet: 'row' }}
        gap={{ mobile: 'xs', desktop: 'lg' }}
        align="center"
        justify="space-between"
        wrap
      >
        <span>Uno</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass(
      ...classes({
        flexDirection: { mobile: 'column', tablet: 'row' },
        gap: { mobile: 'xs', desktop: 'lg' },
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
      }),
    );
    expect(stack).not.toHaveClass(...classes({ flexDirection: 'row' }));
    for (const attribute of ['direction', 'gap', 'align', 'justify', 'wrap']) {
      expect(stack).not.toHaveAttribute(attribute);
    }
  });

  it('renders the requested element and passes other props through', () => {
    render(
      <Stack as="ul" id="fondos" aria-label="Fondos disponibles">
        <li>Fondo Conservador</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Fondos disponibles' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('id', 'fondos');
  });
});
