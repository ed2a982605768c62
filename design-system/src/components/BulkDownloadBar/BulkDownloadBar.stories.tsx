import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMonth, formatNumber } from '@inversiones/es-cl';
import { CheckboxGroup } from '../CheckboxGroup/index.ts';
import { BulkDownloadBar, type BulkDownloadBarProps } from './BulkDownloadBar.tsx';

const tooMany =
  'Puede descargar hasta 10 documentos a la vez. Quite algunos de la selección para continuar.';

// Twelve monthly invoices of 2024: two more than one bulk download may hold.
const invoices = Array.from({ length: 12 }, (_, index) => {
  const month = `2024-${String(index + 1).padStart(2, '0')}`;
  return {
    key: `factura-${month}`,
    value: `Factura N° ${formatNumber(104_512 + index, 0)} - ${formatMonth(month)}`,
  };
});

const meta = {
  title: 'Componentes/BulkDownloadBar',
  component: BulkDownloadBar,
  args: { selectedCount: 3, onDownload: fn(), onClearSelection: fn() },
} satisfies Meta<typeof BulkDownloadBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three selected: Tab reaches 'Quitar selección', then 'Descargar seleccionados'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 seleccionados');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Descargar seleccionados' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Nothing selected: the button is disabled and the hint says the limit. */
export const Empty: Story = {
  args: { selectedCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Descargar seleccionados' })).toBeDisabled();
  },
};

/** Twelve selected: over the limit of 10, the download waits and a polite message says why. */
export const TooMany: Story = {
  args: { selectedCount: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(tooMany)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descargar seleccionados' })).toBeDisabled();
  },
};

/** The zip is being prepared. */
export const Pending: Story = { args: { selectedCount: 5, isPending: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: {
    selectedCount: 5,
    errorMessage: 'No fue posible preparar el archivo ZIP. Intente nuevamente en unos minutos.',
  },
};

/** With the invoices it selects: ticking an eleventh from the keyboard brings the message. */
function InvoicePicker(args: BulkDownloadBarProps) {
  const [selected, setSelected] = useState<string[]>(invoices.slice(0, 10).map((i) => i.key));
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <CheckboxGroup
        label="Facturas 2024"
        necessityIndicator="none"
        options={invoices}
        value={selected}
        onChange={setSelected}
      />
      <BulkDownloadBar
        {...args}
        selectedCount={selected.length}
        onClearSelection={() => setSelected([])}
      />
    </div>
  );
}

export const WithSelection: Story = {
  render: (args) => <InvoicePicker {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 seleccionados');
    const eleventh = canvas.getByRole('checkbox', { name: /Noviembre 2024/ });
    eleventh.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('11 seleccionados');
    await expect(canvas.getByText(tooMany)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText(tooMany)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Descargar seleccionados' })).toBeEnabled();
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { selectedCount: 11 } };

export const LongSpanishText: Story = {
  args: {
    selectedCount: 7,
    'aria-label': 'Descarga de informes de investigación y estudios de mercado seleccionados',
    errorMessage:
      'No fue posible preparar el archivo ZIP con los informes de investigación seleccionados. Intente nuevamente en unos minutos o descargue los informes uno por uno desde la lista.',
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <BulkDownloadBar {...args} />
    </div>
  ),
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { selectedCount: 12 },
};
