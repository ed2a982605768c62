import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentTable, type DocumentTableProps } from './DocumentTable.tsx';
import {
  sampleInvoiceColumns,
  sampleInvoiceLabel,
  sampleInvoices,
  type SampleInvoice,
} from './sample-invoices.ts';

type Args = DocumentTableProps<SampleInvoice>;

/** The table with its selection held as a page holds it (stories start from `selectedIds`). */
function Stateful(args: Args) {
  const [selected, setSelected] = useState<string[]>([...args.selectedIds]);
  return (
    <DocumentTable
      {...args}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        args.onSelectionChange(ids);
      }}
    />
  );
}

const keys = sampleInvoices.map((i) => i.key);
const first = sampleInvoices[0]!;

const meta = {
  title: 'Componentes/DocumentTable',
  component: DocumentTable<SampleInvoice>,
  render: (args) => <Stateful {...args} />,
  args: {
    rows: sampleInvoices,
    columns: sampleInvoiceColumns,
    getRowId: (i: SampleInvoice) => i.key,
    rowLabel: sampleInvoiceLabel,
    caption: 'Facturas emitidas en 2025',
    selectedIds: [],
    onSelectionChange: fn(),
    onDownload: fn(),
    onDownloadSelected: fn(),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Facturas emitidas en 2025' }));

/** Twelve invoices over two pages; nothing selected yet. */
export const Default: Story = {};

/** Three selected: 'Descargar seleccionados' asks for exactly those three. */
export const WithSelection: Story = {
  args: { selectedIds: keys.slice(0, 3) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 seleccionados')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar seleccionados' }));
    await expect(args.onDownloadSelected).toHaveBeenCalledWith(keys.slice(0, 3));
  },
};

/** Eleven selected (ten on this page, one on the next): the zip cannot be asked for. */
export const OverTheLimit: Story = {
  args: { selectedIds: keys.slice(0, 11) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const download = canvas.getByRole('button', { name: 'Descargar seleccionados' });
    await expect(download).toBeDisabled();
    await expect(
      canvas.getByText(
        'Puede descargar hasta 10 documentos a la vez. Quite algunos de la selección para continuar.',
      ),
    ).toBeInTheDocument();
    await expect(args.onDownloadSelected).not.toHaveBeenCalled();
  },
};

/** One file on its way, 40 % received. */
export const Downloading: Story = {
  args: { downloadingIds: [first.key], progress: { [first.key]: 40 } },
  play: async ({ canvasElement }) => {
    await expect(
      table(canvasElement).getByRole('progressbar', {
        name: `Progreso de descarga de factura ${first.folio}`,
      }),
    ).toHaveAttribute('aria-valuenow', '40');
  },
};

/** The last download of a file failed: its line says so, and 'Reintentar' asks again. */
export const Failed: Story = {
  args: { failedIds: [first.key] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      table(canvasElement).getByRole('button', { name: `Reintentar factura ${first.folio}` }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(first);
  },
};

/** The zip is being prepared. */
export const BulkPending: Story = {
  args: { selectedIds: keys.slice(0, 3), isBulkPending: true },
};

/** The zip was refused: the server's reason, announced. */
export const BulkError: Story = {
  args: {
    selectedIds: keys.slice(0, 2),
    bulkError: 'El documento FA-10023401-201801 no existe o no está disponible para este perfil.',
  },
};

export const Loading: Story = { args: { rows: [], isLoading: true } };

export const Empty: Story = {
  args: {
    rows: [],
    emptyMessage: 'Estimado cliente: no se encuentra información para su búsqueda.',
  },
};

/** Below 768 px: each invoice is a card with its checkbox and its download button. */
export const Mobile: Story = {
  tags: ['mobile'],
  args: { selectedIds: keys.slice(0, 2) },
};
