import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContractList } from './ContractList.tsx';
import { contractGroupsSample, signedContractGroupsSample } from './sample-contracts.ts';

const meta = {
  title: 'Componentes/ContractList',
  component: ContractList,
  parameters: { layout: 'padded' },
  args: {
    groups: contractGroupsSample,
    onDownload: fn(),
    onSign: fn(),
  },
} satisfies Meta<typeof ContractList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: open a description, accept the conditions and sign. */
export const SignWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sign = canvas.getByRole('button', { name: 'Firmar' });
    await expect(sign).toBeDisabled();

    const plus = canvas.getByRole('button', {
      name: 'Ver descripción de Contrato de Administración de Cartera',
    });
    plus.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('gestione una cartera');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(plus).toHaveFocus());

    canvas.getByRole('checkbox', { name: /He leído y acepto/ }).focus();
    await userEvent.keyboard(' ');
    await expect(sign).toBeEnabled();
    sign.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

export const ReadOnly: Story = { args: { mode: 'readOnly', groups: signedContractGroupsSample } };

export const Signing: Story = {
  args: { isSigning: true, downloadingId: 'MLT' },
};

export const Empty: Story = { args: { groups: [] } };

export const LongSpanishText: Story = {
  args: {
    groups: [
      {
        title:
          'Contratos de intermediación de valores, custodia y servicios financieros complementarios',
        documents: [
          {
            id: 'LARGO',
            name: 'Contrato de Prestación de Servicios de Intermediación de Valores y Custodia de Instrumentos Financieros Nacionales y Extranjeros',
            description: 'Regula la intermediación y custodia de sus instrumentos.',
            mandatory: true,
            display: true,
          },
        ],
      },
      ...contractGroupsSample,
    ],
    conditionsLabel:
      'Declaro haber leído, comprendido y aceptado íntegramente las condiciones de cada uno de los documentos seleccionados para su firma electrónica.',
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
