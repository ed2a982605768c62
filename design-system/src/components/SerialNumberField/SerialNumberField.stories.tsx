import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { esClMessages } from '@inversiones/es-cl';
import { SerialNumberField } from './SerialNumberField.tsx';

// Simulated identity-card service: answers at once, so every story ends in a settled state.
const acceptCard = () => Promise.resolve(true);
const refuseCard = () => Promise.resolve(false);
// Never answers: the pending state stays on screen for its screenshot.
const neverAnswers = () => new Promise<boolean>(() => undefined);

const meta = {
  title: 'Componentes/SerialNumberField',
  component: SerialNumberField,
  args: {
    label: 'Número de serie',
    isRequired: true,
    rut: '12.345.678-5',
    validate: acceptCard,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Número de serie (o de documento) de la cédula de identidad. Acepta letras, dígitos y',
          'puntos (en mayúsculas); al salir quita los puntos. Si coincide con el RUT ingresado',
          '(`rut`) muestra rutEntered sin consultar el servicio; si no, llama a',
          '`validate(serie) => Promise<boolean>` con el texto `Validando...` anunciado de forma',
          'cortés. `false` o un error del servicio muestran serieNumber. Solo cuenta la respuesta',
          'para el valor actual; `onCheckStatusChange` informa `pending`, `valid`, `invalid` o `idle`.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SerialNumberField {...args} />
    </div>
  ),
} satisfies Meta<typeof SerialNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'A123456789' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Número de serie' }),
    ).toHaveFocus();
  },
};

/** Dots typed are removed when the field is left; the service accepts the card. */
export const DotsRemovedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de serie' });
    await userEvent.click(input);
    await userEvent.keyboard('519.233.412');
    await userEvent.tab();
    await expect(input).toHaveValue('519233412');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de serie' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(within(canvasElement).getByText(esClMessages.required)).toBeVisible();
  },
};

/** The rut typed again as serial: rutEntered, without asking the service. */
export const EqualsRut: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de serie' });
    await userEvent.click(input);
    await userEvent.keyboard('123456785');
    await userEvent.tab();
    await expect(within(canvasElement).getByText(esClMessages.rutEntered)).toBeVisible();
  },
};

/** The service has not answered yet. */
export const Pending: Story = {
  args: { validate: neverAnswers },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de serie' });
    await userEvent.click(input);
    await userEvent.keyboard('A123456789');
    await userEvent.tab();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Validando...',
    );
  },
};

/** The service refused the card: serieNumber. */
export const ServiceRefused: Story = {
  args: { validate: refuseCard },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de serie' });
    await userEvent.click(input);
    await userEvent.keyboard('A123456789');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription(esClMessages.serieNumber));
  },
};

export const Disabled: Story = { args: { defaultValue: 'A123456789', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 'A123456789', isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'Número de documento', isRequired: false, placeholder: 'Ej.: 519.233.412' },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Cédula:',
    label: 'Número de serie',
    labelSmall: 'O número de documento',
    tooltip: 'En cédulas nuevas figura como "Número de documento", bajo la fotografía.',
    help: 'Lo usamos para verificar su identidad con el <b>Registro Civil</b>.',
    description: 'Ej.: 519.233.412 o A123456789',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Número de serie o número de documento de la cédula de identidad vigente del representante legal',
    defaultValue: '519233412',
    description:
      'Si su cédula fue emitida antes de 2013, el número de serie está al reverso, junto a la huella digital.',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultValue: '519233412', description: 'Ej.: 519.233.412' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { validate: refuseCard },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de serie' });
    await userEvent.click(input);
    await userEvent.keyboard('A1');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  },
};
