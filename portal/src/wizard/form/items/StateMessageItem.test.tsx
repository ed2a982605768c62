import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderItems } from './render-items.test-helper.tsx';

describe('state message item', () => {
  it('shows its title, icon tone and sanitised message', async () => {
    const { container } = renderItems([
      {
        element: 'state-message',
        tone: 'success',
        icon: 'document',
        label: 'Sus documentos están firmados',
        html: '<p>Puede descargarlos desde <strong>Mis documentos</strong>.</p><script>1</script>',
      },
    ]);
    const title = await screen.findByRole('heading', {
      name: 'Sus documentos están firmados',
      level: 3,
    });
    expect(title.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(await screen.findByText('Mis documentos')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('uses the info tone for an unknown one (stateMessage spelling)', async () => {
    renderItems([
      { element: 'stateMessage', tone: 'rojo', label: 'Estamos revisando su solicitud' },
    ]);
    const title = await screen.findByRole('heading', { name: 'Estamos revisando su solicitud' });
    expect(title.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
  });
});
