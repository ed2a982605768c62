import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import { LoadError } from './LoadError.tsx';

const text = 'No fue posible acceder a la información solicitada.';

/** The markup with React's generated ids left out (they differ from one render to the next). */
const markup = (container: HTMLElement) => container.innerHTML.replace(/ id="[^"]*"/g, '');

describe('LoadError', () => {
  it('announces the title and the explanation as an alert, the title at its level', () => {
    render(
      <LoadError title="No se pudieron cargar sus saldos" titleLevel={3} retryLabel="Reintentar">
        {text}
      </LoadError>,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 3, name: 'No se pudieron cargar sus saldos' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(text);
  });

  it('offers the retry only with onRetry, and it works from the keyboard', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <LoadError title="Falló" titleLevel={3} retryLabel="Reintentar">
        {text}
      </LoadError>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <LoadError title="Falló" titleLevel={3} retryLabel="Reintentar" onRetry={onRetry}>
        {text}
      </LoadError>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders the very markup of the error StateMessage it stands for (no screenshot moves)', () => {
    const onRetry = () => {};
    const ours = markup(
      render(
        <LoadError title="Falló" titleLevel={4} retryLabel="Reintentar" onRetry={onRetry}>
          {text}
        </LoadError>,
      ).container,
    );
    const theirs = markup(
      render(
        <StateMessage
          tone="error"
          title="Falló"
          titleLevel={4}
          isLive
          action={<Button onPress={onRetry}>Reintentar</Button>}
        >
          {text}
        </StateMessage>,
      ).container,
    );
    expect(ours).toBe(theirs);
  });
});
