import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ToastRegion } from './Notification.tsx';
import { clearToasts, notify, type NotifyOptions } from './toast-store.ts';

// Every story starts with an empty queue; shown toasts use timeout 0 (no timer: stable screenshots).
const meta = {
  title: 'Componentes/Notification',
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
  render: () => <ToastRegion />,
  beforeEach: () => {
    clearToasts();
    return () => clearToasts();
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const show = (options: NotifyOptions) => () => {
  clearToasts();
  notify({ timeout: 0, ...options });
};

/** A button calls notify(); the toast is announced and 'Aceptar' closes it from the keyboard. */
export const Default: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <Button
        onPress={() =>
          notify({ type: 'success', message: 'Los datos se han guardado con éxito.', timeout: 0 })
        }
      >
        Guardar
      </Button>
      <ToastRegion />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
    const screen = within(document.body);
    const toast = await screen.findByRole('alertdialog', { name: 'Éxito' });
    await expect(toast).toHaveAccessibleDescription('Los datos se han guardado con éxito.');
    const accept = screen.getByRole('button', { name: 'Aceptar' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Info: Story = {
  beforeEach: show({ type: 'info', message: 'Su solicitud fue recibida y será procesada.' }),
};

export const Warning: Story = {
  beforeEach: show({
    type: 'warning',
    message: 'La transacción se cursará el próximo día hábil bancario.',
  }),
};

const onRetry = fn();

/** Errors stay until the user acts. */
export const ErrorToast: Story = {
  name: 'Error',
  beforeEach: show({
    type: 'error',
    message: 'Ha ocurrido un error, por favor intente más tarde...',
    actionLabel: 'Reintentar',
    onAction: onRetry,
  }),
  play: async () => {
    const screen = within(document.body);
    await screen.findByRole('alertdialog', { name: 'Error' });
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  },
};

/** The action runs its callback and closes the toast. */
export const ErrorActionPressed: Story = {
  beforeEach: ErrorToast.beforeEach,
  play: async () => {
    const screen = within(document.body);
    await screen.findByRole('alertdialog', { name: 'Error' });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await expect(onRetry).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Success: Story = {
  beforeEach: show({ type: 'success', message: 'Los datos se han guardado con éxito.' }),
};

/** Several at once, newest on top. */
export const Stack: Story = {
  beforeEach: () => {
    clearToasts();
    notify({ type: 'info', message: 'Su solicitud fue recibida.', timeout: 0 });
    notify({ type: 'error', message: 'No fue posible descargar la cartola.' });
  },
};

export const LongSpanishText: Story = {
  beforeEach: show({
    type: 'warning',
    title: 'Transferencia para su inversión',
    message:
      'La transferencia bancaria para una inversión debe realizarse antes de las 14:00 horas; de lo contrario, el aporte quedará sin efecto.',
    actionLabel: 'Entendido',
  }),
};

export const Mobile: Story = {
  tags: ['mobile'],
  beforeEach: show({
    type: 'error',
    message: 'No posee saldo disponible para realizar esta transferencia',
  }),
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  beforeEach: Stack.beforeEach,
};
