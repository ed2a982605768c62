import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/index.ts';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Componentes/Alert',
  component: Alert,
  args: {
    priority: 'info',
    title: 'Información',
    children: (
      <Text>
        Las operaciones ingresadas después de las 14:00 se procesan al día hábil siguiente.
      </Text>
    ),
  },
  argTypes: {
    priority: { control: 'select', options: ['info', 'warning', 'error', 'success', 1, 2, 3] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Información' })).toBeVisible();
  },
};

export const Warning: Story = {
  args: {
    priority: 'warning',
    title: 'Atención',
    children: (
      <Text>Su cuenta registra movimientos fuera de hora que descuentan su saldo disponible.</Text>
    ),
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    priority: 'error',
    title: 'Error',
    children: <Text>Ha ocurrido un error, por favor intente más tarde...</Text>,
  },
};

export const Success: Story = {
  args: {
    priority: 'success',
    title: 'Listo',
    children: <Text>Los datos se han guardado con éxito.</Text>,
  },
};

/** The spec's numeric priorities: 1 Information, 2 Warning, 3 Error; unknown is info. */
export const NumericPriorities: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert priority={1}>Prioridad 1: información.</Alert>
      <Alert priority={2}>Prioridad 2: advertencia.</Alert>
      <Alert priority={3}>Prioridad 3: error.</Alert>
      <Alert priority={9}>Prioridad desconocida: se muestra como información.</Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Información' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Advertencia' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeVisible();
  },
};

/** Configuration HTML, sanitised. */
export const WithHtml: Story = {
  args: {
    priority: 'warning',
    title: undefined,
    children: undefined,
    html: '<p>El monto ingresado <strong>excede el límite</strong> para realizar un rescate parcial. <a href="/ffmm/misFondos">Ver mis fondos</a></p>',
  },
};

/** The expandable hidden-field overlay: details behind 'Ver detalle'. */
export const WithHiddenFields: Story = {
  args: {
    priority: 'error',
    title: 'No fue posible firmar el contrato',
    children: <Text>Si el problema persiste comuníquese con su ejecutivo.</Text>,
    hiddenFields: (
      <Text size="sm">Código de seguimiento: PAC-2025-00184. Fecha: 03/02/2025 10:42.</Text>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ver detalle' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/PAC-2025-00184/)).toBeVisible();
  },
};

/** The alert config's centeredMessage: a short notice centred in the banner. */
export const Centered: Story = {
  args: {
    priority: 'success',
    title: 'Sus datos están al día',
    children: <Text>No necesita hacer cambios por ahora.</Text>,
    centered: true,
  },
};

/** Dismissible, operated from the keyboard. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const close = within(canvasElement).getByRole('button', { name: 'Cerrar aviso' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongSpanishText: Story = {
  args: {
    priority: 'warning',
    title: 'Transferencias bancarias para inversiones',
    children: (
      <Text>
        La transferencia bancaria para una inversión debe realizarse antes de las 14:00 horas; de lo
        contrario, el aporte quedará sin efecto. El límite de transferencia depende del banco de
        origen de los fondos.
      </Text>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Alert {...args} />
    </div>
  ),
};

export const Mobile: Story = { tags: ['mobile'], args: { ...Warning.args, onDismiss: fn() } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: NumericPriorities.render,
};
