import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from './Loader.tsx';

const meta = {
  title: 'Componentes/Loader',
  component: Loader,
  argTypes: {
    kind: { control: 'inline-radio', options: ['spinner', 'placeholder', 'fullscreen'] },
    variant: { control: 'inline-radio', options: [1, 2, 3, 4, 5] },
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spinner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const SpinnerHiddenLabel: Story = { args: { hideLabel: true } };

export const PlaceholderText: Story = {
  name: 'Placeholder 1 (texto)',
  args: { kind: 'placeholder', variant: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
  },
};
export const PlaceholderCard: Story = {
  name: 'Placeholder 2 (tarjeta)',
  args: { kind: 'placeholder', variant: 2 },
};
export const PlaceholderTable: Story = {
  name: 'Placeholder 3 (tabla)',
  args: { kind: 'placeholder', variant: 3 },
};
export const PlaceholderForm: Story = {
  name: 'Placeholder 4 (formulario)',
  args: { kind: 'placeholder', variant: 4 },
};
export const PlaceholderChart: Story = {
  name: 'Placeholder 5 (gráfico)',
  args: { kind: 'placeholder', variant: 5 },
};

/** The blocking saving screen: 'Guardando datos....'. */
export const Fullscreen: Story = {
  args: { kind: 'fullscreen' },
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const screen = within(document.body);
    const dialog = await screen.findByRole('dialog', { name: 'Guardando datos....' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Guardando datos....');
  },
};

/** The signing variant of the saving screen: a long Spanish message. */
export const FullscreenSigning: Story = {
  args: {
    kind: 'fullscreen',
    label: 'Estimado cliente el proceso de firma digital puede tardar unos minutos.',
  },
  parameters: { layout: 'fullscreen' },
};

export const Mobile: Story = { tags: ['mobile'], args: { kind: 'placeholder', variant: 2 } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { kind: 'placeholder', variant: 3 },
};
