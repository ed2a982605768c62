import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { OffscreenRegion } from './OffscreenRegion.tsx';

const sections = ['Distribución de su cartera', 'Últimos movimientos', 'Indicadores', 'Mercado'];

const meta = {
  title: 'Componentes/OffscreenRegion',
  component: OffscreenRegion,
  args: { children: null },
  parameters: {
    docs: {
      description: {
        component:
          'The lower sections of a long page: rendered by the browser as they near the viewport, always in the accessibility tree.',
      },
    },
  },
  render: (args) => (
    <Stack gap="xl">
      <Card title="Mi patrimonio">
        <Text>El total y su rentabilidad, lo primero que ve el cliente.</Text>
      </Card>
      {sections.map((title) => (
        <OffscreenRegion key={title} estimatedHeight={args.estimatedHeight}>
          <Card title={title}>
            <Text>Contenido de la sección «{title}».</Text>
            <Button variant="secondary">Reintentar</Button>
          </Card>
        </OffscreenRegion>
      ))}
    </Stack>
  ),
} satisfies Meta<typeof OffscreenRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section is reachable by landmark and by keyboard, rendered or not yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of sections) {
      await expect(canvas.getByRole('region', { name: title })).toBeInTheDocument();
    }
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Reintentar' })[0]).toHaveFocus();
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { estimatedHeight: 'sm' } };
