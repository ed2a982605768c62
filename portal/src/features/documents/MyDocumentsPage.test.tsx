import type { myDocuments } from '@inversiones/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serve } from '../funds/funds.test-helper.tsx';
import { catchSaves, file, renderAt } from './documents.test-helper.tsx';
import { CompanyDocumentsPage, MyDocumentsPage } from './MyDocumentsPage.tsx';

const answer = (url: URL): myDocuments.MyDocuments => {
  const all: myDocuments.MyDocument[] = [
    {
      id: 'cartola-2026-10',
      type: 'cartola',
      name: 'Cartola consolidada Octubre 2026',
      description: 'Del 01/10/2026 al 31/10/2026',
      date: '2026-10-31',
      path: '/cartolas/consolidada/cartola.pdf?fechaInicio=20261001&fechaTermino=20261031',
      fileName: 'cartola-consolidada-2026-10.pdf',
    },
    {
      id: 'factura-FA-10023401-202609',
      type: 'factura',
      name: 'Factura electrónica N° 2609110023401',
      description: 'Remuneración de administración · Septiembre 2026 · Cuenta 100234-01',
      date: '2026-10-01',
      path: '/bolsa/facturas/FA-10023401-202609/factura.pdf',
      fileName: 'factura-2609110023401.pdf',
    },
  ];
  const tipo = url.searchParams.get('tipo');
  return {
    from: '2025-11-27',
    to: '2026-11-27',
    earliest: '2021-11-27',
    documents: all.filter((d) => !tipo || d.type === tipo),
  };
};

let saved: string[];
beforeEach(() => {
  saved = catchSaves();
});
afterEach(() => vi.unstubAllGlobals());

describe('Mis Documentos', () => {
  it('lists the last 12 months, filters by type, and downloads a document from its path', async () => {
    const fetchMock = serve({
      '/api/misDocumentos': answer,
      '/api/cartolas/consolidada/cartola.pdf': () =>
        file('%PDF-1.7', 'cartola-consolidada-2026-10.pdf'),
    });
    renderAt('docs', '/docs', <MyDocumentsPage />);
    const list = await screen.findByRole('list', { name: 'Documentos encontrados' });
    expect(screen.getByText('Documentos del 27/11/2025 al 27/11/2026.')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(
      within(list).getByRole('button', { name: /Descargar Cartola consolidada Octubre 2026/ }),
    );
    await waitFor(() => expect(saved).toEqual(['cartola-consolidada-2026-10.pdf']));
    const [pdf] = callsTo(fetchMock, '/api/cartolas/consolidada/cartola.pdf');
    expect(pdf?.searchParams.get('fechaInicio')).toBe('20261001');

    await userEvent.click(screen.getByRole('button', { name: /Tipo de documento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Facturas' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/misDocumentos').at(-1)?.searchParams.get('tipo')).toBe(
        'factura',
      ),
    );
    const filtered = await screen.findByRole('list', { name: 'Documentos encontrados' });
    await waitFor(() => expect(within(filtered).getAllByRole('listitem')).toHaveLength(1));
  });

  it("asks the company's documents for a company profile", async () => {
    const fetchMock = serve({ '/api/misDocumentos/empresa': answer });
    renderAt('docs', '/docs', <CompanyDocumentsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documentos de la Empresa' }),
    ).toBeVisible();
    await screen.findByRole('list', { name: 'Documentos encontrados' });
    expect(callsTo(fetchMock, '/api/misDocumentos/empresa')).toHaveLength(1);
  });
});
