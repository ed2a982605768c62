import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ResultPanel } from './ResultPanel.tsx';

const meta = {
  title: 'Componentes/ResultPanel',
  component: ResultPanel,
  args: { status: 'ok', onContinue: fn(), onRetry: fn() },
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Continuar' });
    // The focus moves in the panel's mount effect, which may run after the play starts.
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', canRetry: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The single retry is spent: only the way back to the step, with the answers kept. */
export const ErrorNoRetry: Story = {
  args: {
    status: 'error',
    canRetry: false,
    secondaryAction: <Button variant="secondary">Volver al paso</Button>,
  },
};

/** HTTP 409: the server's own message. */
export const Conflict: Story = {
  args: {
    status: 'error',
    canRetry: true,
    message:
      'La versión del formulario no coincide con la guardada. Recargue el formulario para continuar.',
  },
};

export const LongSpanishText: Story = {
  args: {
    status: 'error',
    canRetry: true,
    secondaryAction: <Button variant="secondary">Volver al paso anterior del formulario</Button>,
    message:
      'Estimado cliente, no fue posible registrar la información de su declaración de inversionista. Sus respuestas siguen disponibles; intente nuevamente en unos instantes o comuníquese con su ejecutivo.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: ErrorNoRetry.args };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
