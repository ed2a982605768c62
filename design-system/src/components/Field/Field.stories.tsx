import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from './Field.tsx';

interface AnatomyProps extends FieldBaseProps {
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  defaultValue?: string;
}

/** The shared anatomy every field of the library is built from, around a plain input. */
function FieldAnatomy({
  label,
  labelStrong,
  labelSmall,
  help,
  tooltip,
  description,
  errorMessage,
  necessityIndicator,
  ...props
}: AnatomyProps) {
  return (
    <div style={{ maxWidth: 360 }}>
      <AriaTextField {...props} validationBehavior="aria" className={fieldStyles.root}>
        <FieldLabel
          label={label}
          labelStrong={labelStrong}
          labelSmall={labelSmall}
          tooltip={tooltip}
          isRequired={props.isRequired}
          necessityIndicator={necessityIndicator}
        />
        <Input className={fieldStyles.controlBox()} />
        <FieldHint help={help} description={description} />
        <FieldErrorText errorMessage={errorMessage} />
      </AriaTextField>
    </div>
  );
}

const meta = {
  title: 'Componentes/Field',
  component: FieldAnatomy,
  args: { label: 'Nombre', isRequired: true },
} satisfies Meta<typeof FieldAnatomy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Required: `(*)` for the eye, `aria-required` for assistive technology. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nombre' })).toBeRequired();
  },
};

/** Not required: labelled `Opcional`, which is also part of the accessible name. */
export const Optional: Story = {
  args: { label: 'Segundo nombre', isRequired: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Segundo nombre Opcional' }),
    ).toBeVisible();
  },
};

/** Neither mark (radios and grouped parts). */
export const NoNecessityMark: Story = { args: { necessityIndicator: 'none' } };

/** Every part: strong and small label lines, tooltip, sanitised help and description. */
export const AllParts: Story = {
  args: {
    labelStrong: 'Paso 2:',
    label: 'Renta mensual',
    labelSmall: 'Promedio de los últimos tres meses',
    tooltip: 'La pide la normativa para conocer a sus clientes.',
    help: 'Incluya <strong>todas</strong> sus fuentes de ingreso.<img src=x onerror=alert(1)>',
    description: 'En pesos chilenos.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Renta mensual/ });
    await expect(input).toHaveAccessibleDescription(
      'Incluya todas sus fuentes de ingreso. En pesos chilenos.',
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Invalid: the spec's message, linked to the input as its description. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Datos ingresados inválidos', defaultValue: 'Camila#' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Datos ingresados inválidos');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Camila Rojas' } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Camila Rojas' } };

export const LongSpanishText: Story = {
  args: {
    label: 'Nombre completo del beneficiario final de la sociedad que invierte en el fondo',
    description:
      'Persona natural que, directa o indirectamente, posee el 10% o más del capital o de los derechos a voto.',
  },
};

export const Mobile: Story = { ...AllParts, tags: ['mobile'] };

export const HighContrast: Story = { ...Invalid, globals: { theme: 'high-contrast' } };
