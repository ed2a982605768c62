import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignedDocumentPanel } from './SignedDocumentPanel.tsx';

const general = { id: 'CGF', name: 'Contrato General de Fondos', signedOn: '20240312' };
const canal = { id: 'UCD', name: 'Contrato de Uso de Canal Digital', signedOn: '20240312' };
const mandato = { id: 'MLT', name: 'Mandato de Liquidación y Transferencia', signedOn: '20240312' };

const meta = {
  title: 'Componentes/SignedDocumentPanel',
  component: SignedDocumentPanel,
  parameters: { layout: 'padded' },
  args: {
    title: 'Su contrato ha sido firmado',
    documents: [general],
    onDownload: fn(),
  },
} satisfies Meta<typeof SignedDocumentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches the download and Enter asks for it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/con fecha/)).toHaveTextContent(
      'Contrato General de Fondos con fecha 12/03/2024',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Descargar documento firmado' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** Several documents signed at once: one card names them all, each with the same download. */
export const SeveralDocuments: Story = {
  args: { title: 'Sus documentos han sido firmados', documents: [general, canal, mandato] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {
        name: 'Descargar documento firmado Contrato de Uso de Canal Digital',
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(canal);
  },
};

export const WithLinks: Story = {
  args: {
    links: [
      { label: 'Ir a Mis Fondos', href: '/ffmm/misFondos' },
      { label: 'Ver mis documentos', href: '/miPerfil/misDocumentos' },
    ],
  },
};

export const Downloading: Story = { args: { downloadingId: 'CGF' } };

export const SeveralDownloading: Story = {
  args: { ...SeveralDocuments.args, downloadingId: 'UCD' },
};

export const LongSpanishText: Story = {
  args: {
    title: 'Estimado cliente, su contrato ha sido firmado digitalmente con éxito',
    documents: [
      {
        ...general,
        name: 'Contrato de Prestación de Servicios de Intermediación de Valores y Custodia de Instrumentos Financieros',
      },
    ],
    links: [{ label: 'Volver al inicio del portal de inversiones', href: '/' }],
  },
};

export const Mobile: Story = { tags: ['mobile'], args: WithLinks.args };

export const MobileSeveral: Story = { tags: ['mobile'], args: SeveralDocuments.args };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };

export const HighContrastSeveral: Story = {
  args: SeveralDocuments.args,
  globals: { theme: 'high-contrast' },
};
