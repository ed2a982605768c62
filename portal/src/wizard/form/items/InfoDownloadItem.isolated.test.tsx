import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadDocument } from '../../documents/download-document.ts';
import { renderItems } from './render-items.test-helper.tsx';

vi.mock('../../documents/download-document.ts', () => ({ downloadDocument: vi.fn() }));
const download = vi.mocked(downloadDocument);

beforeEach(() => {
  download.mockReset();
});

const item = {
  element: 'info-download',
  label: 'Documentos del fondo',
  html: '<p>Léalos antes de invertir.</p>',
  options: [
    { key: 'REGLAMENTO', value: 'Reglamento interno', url: '/documentos/reglamento.pdf' },
    { key: 'FOLLETO', value: 'Folleto informativo', url: '/documentos/folleto.pdf' },
  ],
};

// Rendering through the form and lazy items is slow in jsdom on a loaded machine.
describe('info-download item', { timeout: 20_000 }, () => {
  it("lists the documents under its heading and shows 'Descargando...' while one downloads", async () => {
    let finish: () => void = () => {};
    download.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderItems([item]);
    const list = await screen.findByRole('list', { name: 'Documentos del fondo' });
    expect(screen.getByRole('heading', { name: 'Documentos del fondo', level: 3 })).toBeVisible();
    expect(await screen.findByText('Léalos antes de invertir.')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      'Descargar Documento Reglamento interno',
      'Descargar Documento Folleto informativo',
    ]);
    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: 'Descargar Documento Folleto informativo' }),
    );
    expect(download).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/documentos/folleto.pdf', nombre: 'Folleto informativo' }),
    );
    expect(within(rows[1]!).getByRole('button', { name: /Descargando\.\.\./ })).toBeInTheDocument();
    finish();
    await waitFor(() =>
      expect(
        within(rows[1]!).getByRole('button', { name: /^Descargar Documento/ }),
      ).toBeInTheDocument(),
    );
  });

  it('after a failed download offers Reintentar, which downloads again', async () => {
    download.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce();
    renderItems([item]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Descargar Documento Reglamento interno' }),
    );
    const retry = await screen.findByRole('button', { name: 'Reintentar Reglamento interno' });
    await userEvent.click(retry);
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
    expect(
      await screen.findByRole('button', { name: 'Descargar Documento Reglamento interno' }),
    ).toBeInTheDocument();
  });
});
