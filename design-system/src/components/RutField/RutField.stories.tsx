import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { esClMessages, isValidRut } from '@inversiones/es-cl';
import { Button } from '../Button/index.ts';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { RutField } from './RutField.tsx';

const meta = {
  title: 'Componentes/RutField',
  component: RutField,
  args: { label: 'RUT', isRequired: true },
  parameters: {
    docs: {
      description: {
        component: [
          'Campo de RUT chileno. Acepta dígitos, K, punto y guion (teclas y pegado); da formato',
          '`12.345.678-5` mientras se escribe sin mover el cursor y, al salir con un RUT válido,',
          'muestra `12345678-5` (wizard-spec 5).',
          '',
          '**Valor**: `value` / `defaultValue` / `onChange(texto)` usan el texto que ve la persona',
          '(`12.345.678-5` o `12345678-5`); `onCleanChange(limpio)` entrega `123456785` (sin puntos',
          'ni guion, K mayúscula). Valide con `isValidRut` y limpie con `cleanRut` del kit es-CL.',
          '',
          '**Errores**: `Este campo es requerido` si queda vacío; `Este campo es inválido` (error',
          'genérico de ingreso, portal-spec 5) si el dígito verificador o el formato no calzan,',
          'mostrado al salir del campo o al pegar y luego en cada tecla; `errorMessage` lo reemplaza',
          'por el caption configurado. Con `ownRut` (sameRut), ingresar el RUT propio vacía el',
          'campo y anuncia `No puede ingresar su propio RUT`.',
          '',
          'Con react-hook-form: `<Controller render={(c) => <RutField label="RUT" {...fieldControllerProps(c)} />} />`.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <RutField {...args} />
    </div>
  ),
} satisfies Meta<typeof RutField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '12.345.678-5' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'RUT' })).toHaveFocus();
  },
};

/** Dots and hyphen appear as the digits are typed. */
export const TypingFormats: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'RUT' });
    await userEvent.click(input);
    await userEvent.keyboard('123456785');
    await expect(input).toHaveValue('12.345.678-5');
  },
};

/** Left valid: it keeps the dotted form people read on their card. */
export const BlurKeepsDottedForm: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'RUT' });
    await userEvent.click(input);
    await userEvent.keyboard('123456785');
    await userEvent.tab();
    await expect(input).toHaveValue('12.345.678-5');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A wrong check digit, shown once the field is left. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'RUT' });
    await userEvent.click(input);
    await userEvent.keyboard('123456789');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(esClMessages.invalid)).toBeVisible();
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'RUT' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(within(canvasElement).getByText(esClMessages.required)).toBeVisible();
  },
};

/** The client's own rut (sameRut): the field empties itself and says why. */
export const SameRut: Story = {
  args: { label: 'RUT del apoderado', ownRut: '12.345.678-5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'RUT del apoderado' });
    await userEvent.click(input);
    await userEvent.keyboard('123456785');
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription(esClMessages.sameRut);
  },
};

/** An error decided by the form, with the configured caption. */
export const InvalidFromForm: Story = {
  args: { defaultValue: '7654321-6', isInvalid: true, errorMessage: 'RUT no registrado' },
};

export const Disabled: Story = { args: { defaultValue: '12345678-5', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: '12345678-5', isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'RUT del cónyuge', isRequired: false, placeholder: 'Ej.: 12.345.678-5' },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Paso 1:',
    label: 'RUT del beneficiario',
    labelSmall: 'Persona natural o jurídica',
    tooltip: 'El RUT figura en la cédula de identidad, bajo la fotografía.',
    help: 'Ingréselo <b>con dígito verificador</b>.',
    description: 'Ej.: 12.345.678-5',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'RUT de la persona autorizada para operar en su nombre en la cuenta de inversión de la sociedad',
    defaultValue: '7654321-6',
    description:
      'No puede ser su propio RUT. La persona autorizada deberá firmar el mandato en una sucursal o con su ejecutivo.',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultValue: '12.345.678-5', description: 'Ej.: 12.345.678-5' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: '12.345.678-9', isInvalid: true, errorMessage: esClMessages.invalid },
};

function RutForm() {
  const { control, handleSubmit, formState } = useForm({ defaultValues: { rut: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => undefined)}
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
    >
      <Controller
        name="rut"
        control={control}
        rules={{
          required: esClMessages.required,
          validate: (value) => isValidRut(value) || esClMessages.invalid,
        }}
        render={(controller) => (
          <RutField label="RUT" isRequired {...fieldControllerProps(controller)} />
        )}
      />
      <Button type="submit">Ingresar</Button>
      {formState.isSubmitSuccessful ? <p role="status">Enviado: RUT válido</p> : null}
    </form>
  );
}

/** Through react-hook-form's Controller and the design system's adapter. */
export const WithReactHookForm: Story = {
  render: () => <RutForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'RUT' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAccessibleDescription(esClMessages.required);
    await userEvent.keyboard('123456785');
    await userEvent.tab();
    await expect(input).toHaveValue('12.345.678-5');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Enviado: RUT válido')).toBeVisible();
  },
};
