import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderItems } from './render-items.test-helper.tsx';

afterEach(() => {
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('rawHtml item', () => {
  it('shows the configuration HTML with its formatting and safe links', async () => {
    renderItems([
      {
        element: 'rawHtml',
        html: '<p>Revise la <strong>Política de Privacidad</strong> en <a href="https://www.inversiones.cl/privacidad" target="_blank">nuestro sitio</a>.</p>',
      },
    ]);
    expect(await screen.findByText('Política de Privacidad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'nuestro sitio' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('renders a script, handlers and javascript: URLs inert (element found case-insensitively)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { container } = renderItems([
      {
        element: 'RAWHTML',
        html:
          '<p>Texto visible</p><script>window.__pwned = true</script>' +
          '<img src=x onerror="window.__pwned = true; alert(1)">' +
          '<a href="javascript:window.__pwned=true">enlace</a>' +
          '<svg onload="window.__pwned = true"></svg>' +
          '<iframe srcdoc="<script>parent.__pwned = true</script>"></iframe>',
      },
    ]);
    expect(await screen.findByText('Texto visible')).toBeInTheDocument();
    expect(container.querySelector('script, img, svg, iframe')).toBeNull();
    expect(container.querySelector('[onerror], [onload]')).toBeNull();
    expect(screen.getByText('enlace')).not.toHaveAttribute('href');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
