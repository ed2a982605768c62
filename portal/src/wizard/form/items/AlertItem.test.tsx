import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderItems } from './render-items.test-helper.tsx';

describe('alert item', () => {
  it('shows each priority by its named icon; an unknown priority is info', async () => {
    renderItems([
      {
        element: 'alert',
        label: 'Aviso de horario',
        priority: 'warning',
        html: '<p>Hasta las 14:00.</p>',
      },
      { element: 'alert', label: 'Sin conexión', priority: 'error' },
      { element: 'alert', label: 'Datos guardados', priority: 'success' },
      { element: 'alert', label: 'Prioridad rara', priority: 'urgente' },
    ]);
    expect(await screen.findByRole('img', { name: 'Advertencia' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Éxito' })).toBeInTheDocument();
    const unknown = screen.getByText('Prioridad rara').closest('[data-tone]');
    expect(unknown).toHaveAttribute('data-tone', 'info');
    expect(await screen.findByText('Hasta las 14:00.')).toBeInTheDocument();
  });

  it('sanitises its HTML and opens the hidden-field overlay by its caption', async () => {
    const { container } = renderItems([
      {
        element: 'alert',
        priority: 3,
        html: '<p>No fue posible validar su cédula.</p><img src=x onerror="window.__pwned=true">',
        hiddenField: {
          caption: 'Ver motivo',
          contentHtml:
            '<p>Código <strong>SRCI-204</strong></p><script>window.__pwned=true</script>',
        },
      },
    ]);
    expect(await screen.findByText('No fue posible validar su cédula.')).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
    const caption = await screen.findByRole('button', { name: 'Ver motivo' });
    await userEvent.click(caption);
    expect(caption).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('SRCI-204')).toBeVisible();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('centres the message with centeredMessage and reads it from its root of the data', async () => {
    renderItems(
      [{ element: 'ALERT', priority: 'info', root: 'avisos.cartola', centeredMessage: true }],
      { avisos: { cartola: '<p>Su cartola de marzo ya está disponible.</p>' } },
    );
    const text = await screen.findByText('Su cartola de marzo ya está disponible.');
    await waitFor(() =>
      expect(text.closest('[data-tone]')).toHaveAttribute('data-centered', 'true'),
    );
  });
});
