import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DownloadList, type DownloadItem, type DownloadListProps } from './DownloadList.tsx';

const cartolas: DownloadItem[] = [
  {
    id: 'cartola-2025-03',
    name: 'Cartola_Marzo_2025.pdf',
    description: 'Fondo Mutuo Renta Chile Serie A',
    sizeBytes: 250_880,
    date: '20250331',
  },
  {
    id: 'cartola-2025-02',
    name: 'Cartola_Febrero_2025.pdf',
    description: 'Fondo Mutuo Renta Chile Serie A',
    sizeBytes: 1_258_291,
    date: '20250228',
  },
  {
    id: 'certificado-1899-2024',
    name: 'Certificado_Tributario_1899_2024.pdf',
    description: 'Certificado N° 1899 de dividendos y rentas',
    sizeBytes: 98_304,
    date: '20250315',
  },
];

const meta = {
  title: 'Componentes/DownloadList',
  component: DownloadList,
  args: { title: 'Cartolas y certificados', items: cartolas, onDownload: fn() },
} satisfies Meta<typeof DownloadList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses start a download: the list shows it as the screen would while the file arrives. */
function DownloadingDemo(args: DownloadListProps) {
  const [downloadingIds, setDownloadingIds] = useState<string[]>([]);
  return (
    <DownloadList
      {...args}
      downloadingIds={downloadingIds}
      onDownload={(item) => {
        args.onDownload(item);
        setDownloadingIds((ids) => [...ids, item.id]);
      }}
    />
  );
}

/** Tab to a file and press Enter: 'Descargando...' and a polite announcement. */
export const Default: Story = {
  render: (args) => <DownloadingDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Descargar Cartola_Marzo_2025.pdf' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(cartolas[0]);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Descargando Cartola_Marzo_2025.pdf...'),
    );
    await expect(
      canvas.getByRole('button', { name: 'Descargando... Cartola_Marzo_2025.pdf' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** One download reports its percentage, another does not (only the pending button). */
export const InProgress: Story = {
  args: {
    downloadingIds: ['cartola-2025-03', 'certificado-1899-2024'],
    progress: { 'cartola-2025-03': 45 },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Progreso de descarga de Cartola_Marzo_2025.pdf',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

/** A failed download says so in words and offers 'Reintentar'. */
export const Failed: Story = {
  args: { failedIds: ['cartola-2025-02'] },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', {
      name: 'Reintentar Cartola_Febrero_2025.pdf',
    });
    await userEvent.click(retry);
    await expect(args.onDownload).toHaveBeenCalledWith(cartolas[1]);
  },
};

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const Mobile: Story = {
  tags: ['mobile'],
  args: { downloadingIds: ['cartola-2025-03'], progress: { 'cartola-2025-03': 70 } },
};

export const LongSpanishText: Story = {
  args: {
    title: 'Anexos tributarios y certificados de rentabilidad del período',
    items: [
      {
        id: 'anexo',
        name: 'Anexo_Tributario_Declaracion_Jurada_Rentas_Capitales_Mobiliarios_2024_Rectificado.pdf',
        description:
          'Certificado de rentas y retenciones por operaciones de capitales mobiliarios, Fondo Mutuo Renta Chile Serie A y Fondo Mutuo Acciones Latinoamericanas Serie APV',
        sizeBytes: 3_565_158,
        date: '20250428',
      },
      ...cartolas.slice(0, 1),
    ],
    failedIds: ['anexo'],
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: {
    downloadingIds: ['cartola-2025-03'],
    progress: { 'cartola-2025-03': 60 },
    failedIds: ['cartola-2025-02'],
  },
};
