import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignedDocumentPanel } from './SignedDocumentPanel.tsx';

const meta = {
  title: 'Componentes/SignedDocumentPanel',
  component: SignedDocumentPanel,
  parameters: { layout: 'padded' },
  args: {
    title: 'Su contrato ha sido firmado',
    documentName: 'Contrato General de Fondos',
    signedOn: '20240312',
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

export const WithLinks: Story = {
  args: {
    links: [
      { label: 'Ir a Mis Fondos', href: '/ffmm/misFondos' },
      { label: 'Ver mis documentos', href: '/miPerfil/misDocumentos' },
    ],
  },
};

export const Downloading: Story = { args: { isDownloading: true } };

export const LongSpanishText: Story = {
  args: {
    title: 'Estimado cliente, su contrato ha sido firmado digitalmente con éxito',
    documentName:
      'Contrato de Prestación de Servicios de Intermediación de Valores y Custodia de Instrumentos Financieros',
    links: [{ label: 'Volver al inicio del portal de inversiones', href: '/' }],
  },
};

export const Mobile: Story = { tags: ['mobile'], args: WithLinks.args };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
