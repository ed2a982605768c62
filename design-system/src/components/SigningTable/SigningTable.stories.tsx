import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { SampleCodeEntry } from '../private/sample-code-entry.tsx';
import { orderComments, ordersToSign, signedOrders } from './sample-orders.ts';
import { SigningTable } from './SigningTable.tsx';

const meta = {
  title: 'Componentes/SigningTable',
  component: SigningTable,
  parameters: { layout: 'padded' },
  args: {
    title: 'Firma de órdenes',
    orders: ordersToSign,
    onPreview: fn(),
    onSign: fn(),
    onOpenComments: fn(),
    onAddComment: fn(),
    onPeriodChange: fn(),
    onStatusChange: fn(),
    comments: orderComments,
    period: { from: '20240301', to: '20240331' },
    maxDate: '20240331',
  },
} satisfies Meta<typeof SigningTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Keyboard only: tick two orders, open the signing modal, declare and sign. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Por firmar' }));
    const sign = within(canvasElement).getByRole('button', { name: 'Firmar' });
    await expect(sign).toBeDisabled();
    table.getByRole('checkbox', { name: 'Seleccionar orden 100234' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(table.getByRole('button', { name: 'Ver PDF de la orden 100234' })).toHaveFocus();
    table.getByRole('checkbox', { name: 'Seleccionar orden 100257' }).focus();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByText('2 órdenes seleccionadas')).toBeVisible();
    sign.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Firma de órdenes' });
    const confirm = within(dialog).getByRole('button', { name: 'Firmar' });
    await expect(confirm).toBeDisabled();
    within(dialog)
      .getByRole('checkbox', { name: /Declaro haber leído/ })
      .focus();
    await userEvent.keyboard(' ');
    await expect(confirm).toBeEnabled();
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSign).toHaveBeenCalledWith([ordersToSign[0], ordersToSign[2]], {
      acceptsProfileMismatch: false,
    });
  },
};

/** An order outside the investor profile: the modal also asks to accept the responsibility. */
export const ProfileMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Por firmar' }));
    await userEvent.click(table.getByRole('checkbox', { name: 'Seleccionar orden 100241' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Firmar' }));
    const dialog = await body().findByRole('dialog', { name: 'Firma de órdenes' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Declaro haber leído/ }));
    await expect(within(dialog).getByRole('button', { name: 'Firmar' })).toBeDisabled();
    await expect(
      within(dialog).getByRole('checkbox', { name: /Acepto la responsabilidad/ }),
    ).not.toBeChecked();
  },
};

/** Signed orders with the period filter; a period under 15 days is refused. */
export const Signed: Story = {
  args: {
    defaultStatus: 'signed',
    orders: signedOrders,
    period: { from: '20240320', to: '20240331' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(
      await canvas.findByText(
        'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
      ),
    ).toBeVisible();
    await expect(args.onPeriodChange).not.toHaveBeenCalled();
  },
};

/** The comments of an order, with the field to add one. */
export const Comments: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(within(canvasElement).getByRole('table')).getByRole('button', {
        name: 'Comentarios de la orden 100234',
      }),
    );
    const dialog = await body().findByRole('dialog', { name: 'Comentarios de la orden 100234' });
    await expect(dialog).toHaveTextContent('18/03/2024 10:42');
  },
};

/** The signing modal holding the second factor (controlled: it stays open while the caller signs). */
export const WithCodeEntry: Story = {
  args: {
    defaultSelected: ['100234', '100257'],
    isSignDialogOpen: true,
    onSignDialogOpenChange: fn(),
    signConfirmation: <SampleCodeEntry />,
  },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Firma de órdenes' }));
    await expect(dialog.getByText('Va a firmar 2 órdenes:')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Declaro haber leído/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Código de verificación/ }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Firmar' }));
    await expect(args.onSign).toHaveBeenCalledWith([ordersToSign[0], ordersToSign[2]], {
      acceptsProfileMismatch: false,
    });
    // The caller closes it when the signing succeeded: 'Firmar' alone does not.
    await expect(body().getByRole('dialog', { name: 'Firma de órdenes' })).toBeVisible();
  },
};

/** While the caller signs: 'Firmando...', the declarations and Cancelar disabled, no closing. */
export const SigningInProgress: Story = {
  args: {
    defaultSelected: ['100234'],
    isSignDialogOpen: true,
    isSigning: true,
    signConfirmation: <SampleCodeEntry defaultCode="123456" isDisabled />,
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Firma de órdenes' }));
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(dialog.getByText('Firmando...')).toBeVisible();
  },
};

/** A refused code: the caller's error in the modal, which keeps the selection and the code. */
export const WrongCode: Story = {
  args: {
    defaultSelected: ['100234', '100257'],
    isSignDialogOpen: true,
    signConfirmation: <SampleCodeEntry defaultCode="654321" />,
    signError:
      'El código no es válido. Revise que sea el último que recibió o que muestra su aplicación e intente nuevamente.',
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Firma de órdenes' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('El código no es válido.');
    await expect(dialog.getByRole('textbox', { name: /Código de verificación/ })).toHaveValue(
      '654321',
    );
  },
};

/** The signing got no answer: 'Reintentar' sends the same act again. */
export const SignRetry: Story = {
  args: {
    defaultSelected: ['100263'],
    isSignDialogOpen: true,
    signConfirmation: <SampleCodeEntry defaultCode="123456" />,
    signError:
      'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
    canRetrySign: true,
  },
};

/** An order due today and one-line descriptions; an early settlement offers its own PDF. */
export const DueTodayAndDescriptions: Story = {
  args: {
    orders: ordersToSign.map((order, index) => ({
      ...order,
      dueToday: index === 0,
      description: index === 0 ? 'Compra USD 130.000 a $ 961,54, vence 15/06/2024' : undefined,
    })),
    rowActions: (order) =>
      order.folio === '100234' ? (
        <Button variant="tertiary" size="sm">
          Ver liquidación anticipada
        </Button>
      ) : null,
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /100234/ });
    await expect(row).toHaveTextContent('Vence hoy');
    await expect(row).toHaveTextContent('Compra USD 130.000');
  },
};

/** A profile that may consult but not sign (a company's supervisor): no selection, no 'Firmar'. */
export const ReadOnly: Story = { args: { canSign: false } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: {
    errorMessage:
      'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
    onRetry: fn(),
  },
};

/** Expired tab with no orders in the period. */
export const ExpiredEmpty: Story = { args: { defaultStatus: 'expired', orders: [] } };

export const LongSpanishText: Story = {
  args: {
    title: 'Firma de órdenes de Mandato de Liquidación y Transferencia de Fondos Mutuos',
    orders: [
      {
        folio: '100299',
        date: '20240322',
        instrument:
          'Fondo Mutuo Estrategia Conservadora Internacional de Renta Fija Serie APV Ahorro Previsional',
        amount: 987_654_321,
        currency: 'CLP',
        matchesProfile: false,
      },
      ...ordersToSign,
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

/** The modal with the code entry on a phone. */
export const WithCodeEntryMobile: Story = {
  ...WithCodeEntry,
  play: undefined,
  tags: ['mobile'],
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
