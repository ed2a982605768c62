import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { esClMessages } from '@inversiones/es-cl';
import { TextArea } from './TextArea.tsx';
import { COUNT_ANNOUNCE_DELAY_MS } from './use-polite-count.ts';

const meta = {
  title: 'Componentes/TextArea',
  component: TextArea,
  args: { label: 'Comentarios', isRequired: true },
  parameters: {
    docs: {
      description: {
        component: [
          'Texto libre de varias líneas con la regla de texto libre del spec (1 a 256 letras,',
          'dígitos, tildes, espacio y `- _ . , ; : & # ( /`; los saltos de línea cuentan como',
          'espacios). El contador `n de 256 caracteres` es visible y forma parte de la descripción',
          'que se lee al enfocar; se anuncia de forma cortés solo tras una pausa y cerca del máximo.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    defaultValue:
      'Quisiera recibir los estados de cuenta por correo.\nDe preferencia, el primer día hábil del mes.',
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comentarios' })).toHaveFocus();
  },
};

/** Close to the maximum: after a pause the remaining count is announced. */
export const NearLimit: Story = {
  args: { label: 'Motivo', maxLength: 40, defaultValue: 'Cambio de domicilio a otra' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Motivo' }));
    await userEvent.keyboard(' región');
    // Said in the field's own polite region (the error region before it is another one).
    const said = await canvas.findByText('Quedan 7 caracteres', undefined, {
      timeout: COUNT_ANNOUNCE_DELAY_MS * 3,
    });
    await expect(said.closest('[aria-live="polite"]')).toBe(said);
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Comentarios' }));
    await userEvent.tab();
    await expect(within(canvasElement).getByText(esClMessages.required)).toBeVisible();
  },
};

/** Characters outside the free-text rule: the rule's caption. */
export const RuleError: Story = {
  args: { defaultValue: 'Llámenme al +56 9 1234 5678 ¡gracias!' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Comentarios' }));
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('Debe ingresar entre 1 y 256 caracteres válidos'),
    ).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { defaultValue: 'Sin detalle', isInvalid: true, errorMessage: esClMessages.invalidData },
};

export const Disabled: Story = {
  args: { defaultValue: 'Solicitud enviada el 3 de marzo.', isDisabled: true },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'Solicitud enviada el 3 de marzo.', isReadOnly: true },
};

export const Optional: Story = {
  args: { label: 'Observaciones', isRequired: false, placeholder: 'Escriba aquí sus comentarios' },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Paso 3:',
    label: 'Origen de los fondos',
    labelSmall: 'Según la normativa de prevención de lavado de activos',
    tooltip: 'Su ejecutivo puede pedirle documentos de respaldo.',
    help: 'Por ejemplo: <b>ahorro</b>, herencia o venta de una propiedad.',
    description: 'Sea lo más específico posible.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Describa con el mayor detalle posible el origen de los fondos que invertirá en la administradora',
    defaultValue:
      'Los fondos provienen de la venta de un departamento en Ñuñoa, escriturada ante notario en Santiago, y de ahorros acumulados durante diez años en una cuenta de ahorro para la vivienda.',
    description:
      'Su respuesta se incorpora a su ficha de cliente y puede ser revisada por la Comisión para el Mercado Financiero.',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultValue: 'Prefiero ser contactado por la tarde.' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: 'Texto <no válido>', isInvalid: true, errorMessage: esClMessages.invalid },
};
