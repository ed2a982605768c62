import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SignatoryList, type Signatory } from './SignatoryList.tsx';

const signatories: Signatory[] = [
  {
    id: '10987654-2',
    name: 'Patricia Elena Lagos Vidal',
    detail: '10.987.654-2 · Firma conjunta',
    signedAt: '27/11/2026 10:32',
  },
  {
    id: '15432198-5',
    name: 'Rodrigo Ignacio Soto Muñoz',
    detail: '15.432.198-5 · Firma conjunta',
    signedAt: null,
    isCurrentUser: true,
  },
];

const meta = {
  title: 'Componentes/SignatoryList',
  component: SignatoryList,
  args: { signatories, 'aria-label': 'Firmantes del Contrato General de Fondos' },
} satisfies Meta<typeof SignatoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signing under way: one signed with its date, the logged-in attorney still pending. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 de 2 firmas')).toBeVisible();
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('FirmadoFirmó el 27/11/2026 10:32');
    await expect(second).toHaveTextContent('Pendiente de firma');
    await expect(second).toHaveAttribute('aria-current', 'true');
  },
};

/** Everyone signed. */
export const AllSigned: Story = {
  args: {
    signatories: signatories.map((one) => ({ ...one, signedAt: '27/11/2026 11:05' })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 de 2 firmas')).toBeVisible();
  },
};

/** Nobody signed yet. */
export const AllPending: Story = {
  args: { signatories: signatories.map((one) => ({ ...one, signedAt: null })) },
};

/** No signature set validated yet. */
export const Empty: Story = {
  args: { signatories: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Aún no hay apoderados validados para firmar.'),
    ).toBeVisible();
  },
};

/** Loading: placeholder rows, announced as loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Cargando firmantes…',
    );
  },
};

/** Long names and details wrap. */
export const LongSpanishText: Story = {
  args: {
    signatories: [
      {
        id: '13246857-5',
        name: 'María de los Ángeles Errázuriz Undurraga de la Fuente',
        detail: '13.246.857-5 · Firma conjunta con otro apoderado con poder para este contrato',
        signedAt: null,
      },
      ...signatories,
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const MobileEmpty: Story = { tags: ['mobile'], args: { signatories: [] } };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
