import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signedDocumentsSample } from './sample-documents.ts';
import { SignedDocumentsList } from './SignedDocumentsList.tsx';

const meta = {
  title: 'Componentes/SignedDocumentsList',
  component: SignedDocumentsList,
  parameters: { layout: 'padded' },
  args: {
    title: 'Documentos firmados',
    documents: signedDocumentsSample,
    onDownload: fn(),
  },
} satisfies Meta<typeof SignedDocumentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches the first download and Enter asks for it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Firmado')).toHaveLength(2);
    await expect(canvas.getByText('12/03/2024')).toBeVisible();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Descargar Documento Contrato General de Fondos' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(signedDocumentsSample[0]);
  },
};

/** One document downloading: its button reads 'Descargando...'. */
export const Downloading: Story = { args: { downloadingId: 'mandato-liquidacion' } };

export const Empty: Story = { args: { documents: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LongSpanishText: Story = {
  args: {
    documents: [
      {
        id: 'largo',
        name: 'Contrato de Prestación de Servicios de Intermediación de Valores y Custodia de Instrumentos Financieros Nacionales y Extranjeros',
        signed: true,
        signedOn: '20231130',
      },
      ...signedDocumentsSample,
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
