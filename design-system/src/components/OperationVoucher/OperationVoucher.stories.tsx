import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { Alert } from '../Alert/index.ts';
import { Link } from '../Link/index.ts';
import { Text } from '../Text/index.ts';
import { OperationVoucher } from './OperationVoucher.tsx';

const actions = (
  <>
    <Link href="#mis-fondos" buttonVariant="primary">
      Ver Mis Fondos
    </Link>
    <Link href="#invertir" buttonVariant="secondary">
      Nueva inversión
    </Link>
  </>
);

const meta = {
  title: 'Componentes/OperationVoucher',
  component: OperationVoucher,
  args: {
    title: 'Inversión ingresada',
    folio: '1000123',
    dateTime: '27/11/2026 12:00',
    amount: { label: 'Monto invertido', value: 250_000, currency: 'CLP' },
    rows: [
      { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Renta Chile' },
      { id: 'series', term: 'Serie', value: 'A' },
      { id: 'account', term: 'Cuenta de cargo', value: 'Cuenta corriente ****4321' },
      { id: 'quotas', term: 'Cuotas estimadas', value: '203,4633' },
      { id: 'date', term: 'Fecha de proceso', value: '27/11/2026' },
    ],
    onDownload: fn(),
    actions,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'El comprobante de una inversión o un rescate: marca de éxito y título, `Folio N°` y',
          'fecha, el monto, las filas, el botón `Descargar comprobante (PDF)` (`onDownload`: el portal lo pide con su sesión), las',
          'notas (`children`) y las acciones siguientes. Al montarse, el título recibe el foco',
          '(`tabIndex={-1}`, sin anillo) para que el lector de pantalla anuncie el resultado;',
          '`focusOnMount={false}` lo evita.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <OperationVoucher {...args} />
    </div>
  ),
} satisfies Meta<typeof OperationVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Inversión ingresada' });
    // The focus moves in the voucher's mount effect, which may run after the play starts.
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar comprobante (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Folio N° 1000123')).toBeVisible();
  },
};

/** From the heading, Tab reaches the download first, then the next steps. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Descargar comprobante (PDF)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ver Mis Fondos' })).toHaveFocus();
  },
};

/** Out of hours and paid by transfer: the notes under the rows. */
export const WithNotes: Story = {
  args: {
    children: (
      <>
        <Alert priority="info" title="Fuera de horario">
          <Text>Su inversión se procesará el día hábil bancario siguiente, el 30/11/2026.</Text>
        </Alert>
        <Alert priority="warning" title="Transfiera antes de las 14:00">
          <Text>
            Transfiera {formatCurrency(250_000)} a la cuenta corriente N° 12345678 del Banco de
            Chile, RUT 96.123.456-7, indicando el folio 1000123.
          </Text>
        </Alert>
      </>
    ),
  },
};

export const Redemption: Story = {
  args: {
    title: 'Rescate ingresado',
    folio: '2000456',
    amount: { label: 'Monto rescatado', value: 1_500_000, currency: 'CLP' },
    rows: [
      { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Deuda Corto Plazo' },
      { id: 'account', term: 'Cuenta de abono', value: 'Cuenta vista ****9876' },
      { id: 'payment', term: 'Fecha de pago', value: '01/12/2026' },
    ],
    actions: (
      <Link href="#mis-fondos" buttonVariant="primary">
        Ver Mis Fondos
      </Link>
    ),
  },
};

export const Dollars: Story = {
  args: {
    amount: { label: 'Monto invertido', value: 12_500.5, currency: 'USD' },
    rows: [
      { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Dólar Global' },
      { id: 'series', term: 'Serie', value: 'USD-I' },
      { id: 'quota', term: 'Valor cuota', value: formatCurrency(1_034.27, 'USD') },
    ],
  },
};

/** The PDF on its way: the button says so and ignores presses. */
export const Downloading: Story = { args: { isDownloading: true, focusOnMount: false } };

/** The download failed: an announced error line; the button tries again. */
export const DownloadFailed: Story = { args: { downloadFailed: true, focusOnMount: false } };

/** Without next steps and without moving focus (shown inside a page that keeps it). */
export const WithoutActions: Story = { args: { actions: undefined, focusOnMount: false } };

export const LongSpanishText: Story = {
  args: {
    title: 'Su solicitud de inversión en el fondo mutuo fue ingresada correctamente',
    folio: '100012345678',
    amount: {
      label: 'Monto total invertido, incluida la comisión de colocación',
      value: 123_456_789_012,
      currency: 'CLP',
    },
    rows: [
      {
        id: 'fund',
        term: 'Fondo',
        value: 'Fondo Mutuo Estrategia Internacional Deuda Latinoamericana Largo Plazo',
      },
      {
        id: 'account',
        term: 'Cuenta bancaria desde la que se transfieren los fondos',
        value: 'Cuenta corriente Banco de Crédito e Inversiones ****4321',
      },
    ],
    downloadLabel: 'Descargar el comprobante de la solicitud de inversión (PDF)',
    children: (
      <Alert priority="info" title="Plazo de la transferencia">
        <Text>
          Si no recibimos la transferencia antes de las 14:00 horas del día hábil bancario de hoy,
          la solicitud quedará sin efecto y no se cobrará comisión alguna.
        </Text>
      </Alert>
    ),
  },
};

export const Mobile: Story = { tags: ['mobile'], args: WithNotes.args };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
