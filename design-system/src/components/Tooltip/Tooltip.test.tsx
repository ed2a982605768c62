import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/index.ts';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes the trigger, closes on Escape', async () => {
    render(
      <Tooltip content="Texto de ayuda">
        <Button>Acción</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Texto de ayuda');
    expect(screen.getByRole('button', { name: 'Acción' })).toHaveAccessibleDescription(
      'Texto de ayuda',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens on hover', async () => {
    render(
      <Tooltip content="Ayuda al pasar" delay={0}>
        <Button>Acción</Button>
      </Tooltip>,
    );
    // A pointer interaction first, so React Aria knows the user is on a mouse.
    await userEvent.click(document.body);
    await userEvent.hover(screen.getByRole('button', { name: 'Acción' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ayuda al pasar');
  });
});
