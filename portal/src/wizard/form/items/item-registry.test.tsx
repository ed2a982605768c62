import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayItemOf, registeredItems } from '../item-registry.ts';
import { renderItems } from './render-items.test-helper.tsx';

afterEach(() => vi.restoreAllMocks());

describe('item registry', () => {
  it('registers every display item of wizard-spec 2 this module owns', () => {
    expect(registeredItems()).toEqual(
      expect.arrayContaining([
        'info-message',
        'info-download',
        'alert',
        'flow-response',
        'download-single-doc',
        'donwload-single-doc',
        'rawhtml',
        'bullet',
        'message-block',
        'messageblock',
        'state-message',
        'statemessage',
      ]),
    );
  });

  it('finds an item by element, else by type, whatever the case', () => {
    const alert = displayItemOf({ element: 'alert' });
    expect(alert).toBeDefined();
    expect(displayItemOf({ element: ' Alert ' })).toBe(alert);
    expect(displayItemOf({ type: 'ALERT' })).toBe(alert);
    expect(displayItemOf({ element: 'rawHTML' })).toBe(displayItemOf({ element: 'rawhtml' }));
    // The element wins over the type.
    expect(displayItemOf({ element: 'bullet', type: 'alert' })).toBe(
      displayItemOf({ element: 'bullet' }),
    );
    // An element the registry does not know falls back to the type (input typed as a document).
    expect(displayItemOf({ element: 'input', type: 'donwload-single-doc' })).toBe(
      displayItemOf({ type: 'DONWLOAD-single-doc' }),
    );
    expect(displayItemOf({ type: 'download-single-doc' })).toBeDefined();
    expect(displayItemOf({ element: 'carrusel' })).toBeUndefined();
  });

  it('still shows the visible error block for an unknown element, and the items beside it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderItems([
      { element: 'carrusel', label: 'Novedades' },
      { element: 'rawHtml', html: '<p>Contenido del paso</p>' },
    ]);
    expect(screen.getByText('Campo no disponible')).toBeVisible();
    expect(screen.getByText(/tipo «carrusel» no reconocido/)).toBeVisible();
    expect(await screen.findByText('Contenido del paso')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
