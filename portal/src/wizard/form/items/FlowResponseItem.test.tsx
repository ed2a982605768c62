import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderItems } from './render-items.test-helper.tsx';

describe('flow-response item', () => {
  it('shows a successful response stored under its key', async () => {
    renderItems([{ key: 'respuesta', element: 'flow-response' }], {
      contenidos: {
        respuesta: {
          estado: 'OK',
          titulo: 'Solicitud de rescate ingresada',
          mensaje: '<p>Folio <strong>R-2026-0045</strong>.</p>',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Solicitud de rescate ingresada', level: 3 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('R-2026-0045')).toBeInTheDocument();
    expect(
      screen.getByText('Solicitud de rescate ingresada').closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'success');
  });

  it('shows a failed response with the advice to contact the executive', async () => {
    renderItems([{ element: 'flow-response', root: 'flujo.resultado' }], {
      flujo: { resultado: { status: 500 } },
    });
    expect(
      await screen.findByRole('heading', { name: 'No fue posible completar la solicitud' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Si el problema persiste comuníquese con su ejecutivo.')).toBeVisible();
  });

  it('shows nothing while there is no response', async () => {
    renderItems([
      { element: 'flow-response', key: 'respuesta' },
      { element: 'paragraph', label: 'Fin del paso' },
    ]);
    expect(await screen.findByText('Fin del paso')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
