import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadDocument } from '../../documents/download-document.ts';
import { renderItems } from './render-items.test-helper.tsx';

vi.mock('../../documents/download-document.ts', () => ({
  downloadDocument: vi.fn(async () => {}),
}));
const download = vi.mocked(downloadDocument);

const items = [
  {
    key: 'recibeCartola',
    element: 'radio',
    label: '¿Desea recibir su cartola por correo electrónico?',
    required: true,
    options: [
      { key: 'S', value: 'Sí' },
      { key: 'N', value: 'No' },
    ],
  },
  {
    element: 'message-block',
    label: 'Cartola electrónica',
    html: '<p>La recibirá los primeros cinco días hábiles de cada mes.</p>',
    watch: { key: 'recibeCartola', value: 'S' },
    files: [{ nombre: 'Ejemplo de cartola', url: '/documentos/cartola-ejemplo.pdf' }],
  },
];

describe('message block item', { timeout: 20_000 }, () => {
  it('shows only while the watched field equals its value, with its files', async () => {
    renderItems(items);
    await screen.findByRole('radio', { name: 'Sí' });
    expect(screen.queryByRole('heading', { name: 'Cartola electrónica' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    expect(await screen.findByRole('heading', { name: 'Cartola electrónica' })).toBeVisible();
    expect(screen.getByText(/primeros cinco días hábiles/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar Ejemplo de cartola' }));
    expect(download).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/documentos/cartola-ejemplo.pdf' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Cartola electrónica' })).toBeNull(),
    );
  });

  it('starts shown when the loaded answer already matches', async () => {
    renderItems(items, { contenidos: { recibeCartola: 'S' } });
    expect(await screen.findByRole('heading', { name: 'Cartola electrónica' })).toBeVisible();
  });
});
