import { wizardConfig } from '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../../store/session.ts';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import { ListStep } from './ListStep.tsx';
import { captureDownloads, json, pdf, stubFetch, wireDoc } from './contracts.test-helper.ts';

const step = (list: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  wizardConfig.wizardStepSchema.parse({
    config: { type: 'list', title: 'Firma completada', list, ...extra },
    items: [],
  });

const status = (check: string | null, docs: ReturnType<typeof wireDoc>[]) =>
  json({ check, documentos: [{ titulo: 'Contratos de uso de canal digital', documentos: docs }] });

function renderList(list: Record<string, unknown>, extra?: Record<string, unknown>) {
  const nav = makeStepNav();
  render(
    <ListStep
      wizardId="UCDSHOWCONTRACT"
      context="base"
      step={step(list, extra)}
      index={1}
      total={2}
      data={{}}
      headingId="h"
      nav={nav}
    />,
  );
  return nav;
}

beforeEach(() => {
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ broadcast: false, everything: true });
});

describe('ListStep', { timeout: 20_000 }, () => {
  it('signedPanel: one card names every signed document con fecha, with one download label', async () => {
    stubFetch((url) =>
      url.pathname.endsWith('.pdf')
        ? pdf()
        : status(null, [
            wireDoc('CONTRATO_GENERAL_FONDOS', 'Contrato General de Fondos'),
            wireDoc('USO_CANAL_DIGITAL', 'Contrato de Uso de Canal Digital'),
            wireDoc('MANDATO_LIQUIDACION', 'Mandato de Liquidación', false),
          ]),
    );
    const downloads = captureDownloads();
    const nav = renderList(
      {
        type: 'signedPanel',
        title: 'Sus documentos han sido firmados',
        notice: 'Le enviaremos una copia.',
      },
      { controls: [{ label: 'Finalizar', action: 'next' }] },
    );
    const panel = await screen.findByRole('region', { name: 'Sus documentos han sido firmados' });
    // The card and its list are one: both signed documents, the unsigned one nowhere.
    expect(
      within(panel).getByText('Contrato General de Fondos', { selector: 'strong' }).parentElement,
    ).toHaveTextContent('Contrato General de Fondos con fecha 21/11/2026');
    expect(
      within(panel).getByText('Contrato de Uso de Canal Digital', { selector: 'strong' })
        .parentElement,
    ).toHaveTextContent('Contrato de Uso de Canal Digital con fecha 21/11/2026');
    expect(screen.queryByText('Mandato de Liquidación')).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(2); // the step and the panel, no second list
    // One download label on the whole screen.
    expect(screen.queryByRole('button', { name: /Descargar Documento/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Descargar documento firmado / })).toHaveLength(
      2,
    );
    expect(screen.getByText('Le enviaremos una copia.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Descargar documento firmado Contrato General de Fondos',
      }),
    );
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]).toMatch(/^contrato-general-de-fondos-\d{8}-\d{6}\.pdf$/);
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(nav.next).toHaveBeenCalled();
    downloads.restore();
  });

  it('signedDocuments: an empty list says so', async () => {
    stubFetch(() => status(null, []));
    renderList({ type: 'signedDocuments' });
    expect(await screen.findByText('No posee documentos.')).toBeInTheDocument();
  });

  it('contracts: the read-only list with the signed flag and the date DD/MM/YYYY, by contract id', async () => {
    const fetchMock = stubFetch(() =>
      status('UCD-2026', [
        wireDoc('CONTRATO_GENERAL_FONDOS', 'Contrato General de Fondos'),
        wireDoc('MANDATO_LIQUIDACION', 'Mandato de Liquidación', false),
      ]),
    );
    renderList({ type: 'contracts' }, { contratos: { contratoId: 'UCD-2026' } });
    expect(await screen.findByText('Fecha de autorización: 21/11/2026')).toBeInTheDocument();
    expect(screen.getByText('No firmado')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/documentos/firmados?check=UCD-2026');
  });

  it('a failed load offers Reintentar; the company variant calls its own path', async () => {
    let fail = true;
    const fetchMock = stubFetch(() =>
      fail ? json({ message: 'x', status: 500 }, 500) : status(null, []),
    );
    renderList({ type: 'signedDocuments', empresa: true });
    expect(await screen.findByText('No fue posible cargar sus documentos.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No posee documentos.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/documentos/firmados/empresa');
  });
});
