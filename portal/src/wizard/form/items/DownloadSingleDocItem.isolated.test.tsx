import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadDocument } from '../../documents/download-document.ts';
import { renderItems } from './render-items.test-helper.tsx';

vi.mock('../../documents/download-document.ts', () => ({ downloadDocument: vi.fn() }));
const download = vi.mocked(downloadDocument);

beforeEach(() => {
  download.mockReset();
  download.mockResolvedValue();
});

describe('download-single-doc item', () => {
  it.each(['download-single-doc', 'donwload-single-doc'])(
    'type %s shows one document and downloads it by its url and name',
    async (type) => {
      renderItems([
        {
          key: 'pactoSuscripcion',
          type,
          label: 'Pacto de suscripción de cuotas',
          url: '/documentos/pacto.pdf',
        },
      ]);
      expect(
        await screen.findByRole('list', { name: 'Pacto de suscripción de cuotas' }),
      ).toBeInTheDocument();
      await userEvent.click(
        screen.getByRole('button', { name: 'Descargar Documento Pacto de suscripción de cuotas' }),
      );
      expect(download).toHaveBeenCalledWith(
        expect.objectContaining({
          url: '/documentos/pacto.pdf',
          nombre: 'Pacto de suscripción de cuotas',
        }),
      );
    },
  );

  it('prefers the document stored under its key (sent by the server)', async () => {
    renderItems([{ key: 'contrato', element: 'download-single-doc', label: 'Su contrato' }], {
      contenidos: { contrato: { nombre: 'Contrato General de Fondos', url: '/c/123.pdf' } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Descargar Documento Contrato General de Fondos' }),
    );
    expect(download).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/c/123.pdf', nombre: 'Contrato General de Fondos' }),
    );
  });
});
