import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AcceptConditions } from './AcceptConditions.tsx';
import { sampleConditions } from './sample-conditions.ts';

const meta = {
  title: 'Componentes/AcceptConditions',
  component: AcceptConditions,
  parameters: {
    docs: {
      description: {
        component: [
          'Condiciones que deben aceptarse todas (wizard-spec 5), cada una con su documento (pestaña',
          'nueva), descripción y marca `Obligatorio`. Una condición obligatoria, una vez marcada, no se',
          'puede desmarcar (wizard-spec 4). `AcceptConditionsBasic` es la lista simple, sin enlaces.',
          '',
          '**Valor**: las claves marcadas (`string[]`); `allConditionsAccepted(items, valor)` sirve para',
          'la regla del formulario. El texto de cada condición puede ser HTML: se sanitiza.',
        ].join('\n'),
      },
    },
  },
  args: { label: 'Condiciones del servicio', items: sampleConditions, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <AcceptConditions {...args} />
    </div>
  ),
} satisfies Meta<typeof AcceptConditions>;

export default meta;
type Story = StoryObj<typeof meta>;

const allKeys = sampleConditions.map((item) => item.key);

export const Empty: Story = {};

export const Accepted: Story = { args: { defaultValue: allKeys } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /Contrato de Administración/ }),
    ).toHaveFocus();
  },
};

/** Keyboard only: a mandatory condition, once ticked, cannot be unticked. */
export const MandatoryLocked: Story = {
  play: async ({ canvasElement, args }) => {
    const contract = within(canvasElement).getByRole('checkbox', {
      name: /Contrato de Administración/,
    });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect(contract).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Some conditions left unticked after a visit. */
export const IncompleteError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 560, display: 'grid', gap: 16 }}>
      <AcceptConditions {...args} />
      <button type="button">Firmar</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Reglamento Interno/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Firmar' }));
    await expect(
      canvas.getByText('Debe aceptar todas las condiciones para continuar.'),
    ).toBeVisible();
  },
};

/** Nothing ticked after a visit: the spec's required message. */
export const RequiredError: Story = {
  args: { items: sampleConditions.slice(1) },
  render: (args) => (
    <div style={{ maxWidth: 560, display: 'grid', gap: 16 }}>
      <AcceptConditions {...args} />
      <button type="button">Firmar</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: {
    defaultValue: ['reglamento'],
    isInvalid: true,
    errorMessage: 'Para firmar debe aceptar las condiciones obligatorias',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['reglamento'] } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: allKeys } };

export const Optional: Story = {
  args: {
    label: 'Preferencias de contacto',
    isRequired: false,
    items: [
      { key: 'correo', value: 'Acepto recibir novedades por correo electrónico' },
      { key: 'sms', value: 'Acepto recibir avisos por SMS' },
    ],
  },
};

/** labelStrong, labelSmall, tooltip, sanitised help and a description. */
export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Paso 4:',
    labelSmall: 'Lea cada documento antes de aceptarlo',
    tooltip: 'Su aceptación queda registrada con la fecha y hora de la firma.',
    help: 'Puede descargar copias en <a href="https://www.example.cl/documentos">Mis documentos</a>.<script>alert(1)</script>',
    description: 'Las condiciones obligatorias no se pueden desmarcar una vez aceptadas.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Declaraciones y autorizaciones necesarias para la apertura de la cuenta de inversión de la sociedad',
    items: [
      {
        key: 'beneficiario',
        value:
          'Declaro bajo juramento que soy el beneficiario final de los fondos que invertiré y que estos provienen de actividades lícitas',
        mandatory: true,
        url: 'https://www.example.cl/documentos/declaracion-beneficiario-final.pdf',
        description:
          'Esta declaración la exige la Unidad de Análisis Financiero para prevenir el lavado de activos y el financiamiento del terrorismo.',
      },
      ...sampleConditions.slice(1),
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: ['contratoCartera'] } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: {
    defaultValue: ['contratoCartera'],
    isInvalid: true,
    errorMessage: 'Debe aceptar todas las condiciones para continuar.',
  },
};
