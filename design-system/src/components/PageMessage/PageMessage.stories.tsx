import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Heading } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import { PageMessage } from './PageMessage.tsx';

const meta = {
  title: 'Componentes/PageMessage',
  component: PageMessage,
  parameters: { layout: 'fullscreen' },
  args: { children: <Text role="status">Cargando...</Text> },
} satisfies Meta<typeof PageMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the first screen of the portal loads. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent('Cargando...');
  },
};

/** A screen that could not be loaded (for example after a new version was published). */
export const RouteError: Story = {
  args: {
    children: (
      <>
        <Heading level={1}>Ha ocurrido un error, por favor intente más tarde...</Heading>
        <Text>
          No fue posible acceder a la información solicitada. Por favor, reintente en unos
          instantes.
        </Text>
        <Button>Volver a cargar</Button>
      </>
    ),
  },
};

export const LongSpanishText: Story = {
  args: {
    children: (
      <>
        <Heading level={1}>
          Estamos realizando mantenciones programadas en la plataforma de inversiones
        </Heading>
        <Text>
          Durante este período no podrá ingresar órdenes de inversión ni de rescate. Las órdenes
          ingresadas antes de las 14:00 horas se procesarán normalmente el día hábil siguiente.
        </Text>
      </>
    ),
  },
};

export const Mobile: Story = { ...RouteError, tags: ['mobile'] };

export const HighContrast: Story = { ...RouteError, globals: { theme: 'high-contrast' } };
