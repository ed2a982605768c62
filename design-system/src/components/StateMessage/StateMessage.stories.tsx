import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { StateMessage } from './StateMessage.tsx';

const meta = {
  title: 'Componentes/StateMessage',
  component: StateMessage,
  args: {
    title: 'Sin resultados',
    children: 'Estimado cliente: no se encuentra información para su búsqueda.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['empty', 'info', 'error', 'success'] } },
} satisfies Meta<typeof StateMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyDocuments: Story = {
  args: { icon: 'document', title: 'Documentos', children: 'No posee documentos.' },
};

const onRetry = fn();

export const ErrorWithAction: Story = {
  args: {
    tone: 'error',
    title: 'No se pudo cargar la información',
    children:
      'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
    action: <Button onPress={onRetry}>Reintentar</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const retry = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Datos guardados',
    children: 'Los datos se han guardado con éxito.',
    action: <Button>Continuar</Button>,
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Fuera de horario',
    children: 'La transacción se cursará el próximo día hábil bancario.',
  },
};

export const LongSpanishText: Story = {
  args: {
    tone: 'error',
    title: 'No es posible realizar la transferencia internacional solicitada en este momento',
    children:
      'No posee saldo disponible para realizar esta transferencia. Si el problema persiste comuníquese con su ejecutivo.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: ErrorWithAction.args };

export const HighContrast: Story = { globals: { theme: 'high-contrast' }, args: Success.args };
