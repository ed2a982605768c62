import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentTable, type DocumentTableProps } from './DocumentTable.tsx';
import {
  sampleInvoiceColumns,
  sampleInvoiceLabel,
  sampleInvoices,
  type SampleInvoice,
} from './sample-invoices.ts';

type Props = Partial<DocumentTableProps<SampleInvoice>>;

/** The table with its selection held as a page would hold it. */
function Harness(props: Props & { initial?: string[] }) {
  const [selected, setSelected] = useState<string[]>(props.initial ?? []);
  return (
    <DocumentTable
      rows={sampleInvoices}
      columns={sampleInvoiceColumns}
      getRowId={(i) => i.key}
      rowLabel={sampleInvoiceLabel}
      caption="Facturas emitidas en 2025"
      onDownload={vi.fn()}
      onDownloadSelected={vi.fn()}
      {...props}
      selectedIds={selected}
      onSelectionChange={setSelected}
    />
  );
}

const first = sampleInvoices[0]!;
// The cards of a phone repeat every control: the table's own are the ones tested here.
const table = () => within(screen.getByRole('table', { name: 'Facturas emitidas en 2025' }));
const checkbox = (i: SampleInvoice) =>
  table().getByRole('checkbox', { name: `Seleccionar factura ${i.folio}` });

describe('DocumentTable', () => {
  it('selects rows and downloads them as one zip from the keyboard', async () => {
    const onDownloadSelected = vi.fn();
    render(<Harness onDownloadSelected={onDownloadSelected} />);
    for (const invoice of sampleInvoices.slice(0, 3)) await userEvent.click(checkbox(invoice));
    const bar = screen.getByRole('group', { name: 'Descarga de documentos seleccionados' });
    expect(within(bar).getByText('3 seleccionados')).toBeInTheDocument();
    within(bar).getByRole('button', { name: 'Descargar seleccionados' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onDownloadSelected).toHaveBeenCalledWith(sampleInvoices.slice(0, 3).map((i) => i.key));
  });

  it('keeps the selection across pages and never asks for more than 10', async () => {
    const onDownloadSelected = vi.fn();
    render(<Harness onDownloadSelected={onDownloadSelected} />);
    for (const invoice of sampleInvoices.slice(0, 10)) await userEvent.click(checkbox(invoice));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(checkbox(sampleInvoices[10]!));
    const bar = screen.getByRole('group', { name: 'Descarga de documentos seleccionados' });
    expect(within(bar).getByText('11 seleccionados')).toBeInTheDocument();
    expect(
      within(bar).getByText(
        'Puede descargar hasta 10 documentos a la vez. Quite algunos de la selección para continuar.',
      ),
    ).toBeInTheDocument();
    // The warning appears inside a polite live region that was there before it: it is announced.
    expect(
      within(bar)
        .getByText(/Puede descargar hasta 10 documentos/)
        .closest('[aria-live="polite"]'),
    ).not.toBeNull();
    const download = within(bar).getByRole('button', { name: 'Descargar seleccionados' });
    expect(download).toBeDisabled();
    download.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(download);
    expect(onDownloadSelected).not.toHaveBeenCalled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Quitar selección' }));
    expect(within(bar).getByText('0 seleccionados')).toBeInTheDocument();
  });

  it("downloads a row's file, shows its progress, then its failure with Reintentar", async () => {
    const onDownload = vi.fn();
    const { rerender } = render(<Harness onDownload={onDownload} />);
    const button = table().getByRole('button', { name: `Descargar factura ${first.folio}` });
    await userEvent.click(button);
    expect(onDownload).toHaveBeenCalledWith(first);

    rerender(
      <Harness
        onDownload={onDownload}
        downloadingIds={[first.key]}
        progress={{ [first.key]: 40 }}
      />,
    );
    expect(
      table().getByRole('button', { name: `Descargando... factura ${first.folio}` }),
    ).toBeInTheDocument();
    expect(
      table().getByRole('progressbar', { name: `Progreso de descarga de factura ${first.folio}` }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(
      screen.getAllByRole('status').some((s) => s.textContent?.includes('Descargando factura')),
    ).toBe(true);
    await userEvent.click(
      table().getByRole('button', { name: `Descargando... factura ${first.folio}` }),
    );
    expect(onDownload).toHaveBeenCalledTimes(1);

    rerender(<Harness onDownload={onDownload} failedIds={[first.key]} />);
    const retry = table().getByRole('button', { name: `Reintentar factura ${first.folio}` });
    expect(retry).toHaveAccessibleDescription(
      'No fue posible descargar el documento. Intente nuevamente.',
    );
    await userEvent.click(retry);
    expect(onDownload).toHaveBeenCalledTimes(2);
  });

  it('announces the end and the failure of a download', () => {
    const second = sampleInvoices[1]!;
    const spoken = () =>
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join(' ');
    const { rerender } = render(<Harness downloadingIds={[first.key, second.key]} />);
    rerender(<Harness failedIds={[second.key]} />);
    expect(spoken()).toContain(`Descarga completada: factura ${first.folio}.`);
    expect(spoken()).toContain(
      `No fue posible descargar factura ${second.folio}. Puede reintentar la descarga.`,
    );
  });

  it('shows each selected file on its way while the zip is pending', () => {
    const [a, b] = [sampleInvoices[0]!, sampleInvoices[1]!];
    render(
      <Harness
        initial={[a.key, b.key]}
        isBulkPending
        downloadingIds={[a.key, b.key]}
        progress={{ [a.key]: 100, [b.key]: 35 }}
      />,
    );
    const bar = screen.getByRole('group', { name: 'Descarga de documentos seleccionados' });
    expect(within(bar).getByRole('button', { name: 'Descargando...' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Quitar selección' })).toBeDisabled();
    expect(
      table().getByRole('progressbar', { name: `Progreso de descarga de factura ${b.folio}` }),
    ).toHaveAttribute('aria-valuenow', '35');
    expect(
      table().getByRole('progressbar', { name: `Progreso de descarga de factura ${a.folio}` }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(checkbox(a)).toBeChecked();
  });

  it('shows the zip failure and its pending state', () => {
    const { rerender } = render(<Harness initial={[first.key]} isBulkPending />);
    expect(screen.getByRole('button', { name: 'Descargando...' })).toBeInTheDocument();
    rerender(<Harness initial={[first.key]} bulkError="La factura X no existe." />);
    expect(screen.getByRole('alert')).toHaveTextContent('La factura X no existe.');
  });
});
