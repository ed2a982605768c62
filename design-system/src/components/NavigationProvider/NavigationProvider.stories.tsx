import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { NavigationProvider } from './NavigationProvider.tsx';

const meta = {
  title: 'Componentes/NavigationProvider',
  component: NavigationProvider,
  args: {
    navigate: fn().mockName('navigate'),
    children: (
      <Stack gap="sm">
        <Text>Los enlaces internos navegan con el enrutador de la aplicación, sin recargar.</Text>
        <Link href="/ffmm/misFondos" variant="standalone">
          Mis Fondos
        </Link>
      </Stack>
    ),
  },
} satisfies Meta<typeof NavigationProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LinkPressed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Mis Fondos' }));
    await expect(args.navigate).toHaveBeenCalledWith('/ffmm/misFondos', undefined);
  },
};

export const LongSpanishText: Story = {
  args: {
    children: (
      <Link href="/infoDocs/certificados" variant="standalone">
        Certificados tributarios, anexos y patentes de sus inversiones del año comercial anterior
      </Link>
    ),
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
