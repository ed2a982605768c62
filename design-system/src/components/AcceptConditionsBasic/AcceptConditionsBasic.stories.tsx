import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConditionItem } from '../private/conditions.ts';
import { AcceptConditionsBasic } from './AcceptConditionsBasic.tsx';

const items: ConditionItem[] = [
  { key: 'veracidad', value: 'Declaro que la información entregada es verdadera', mandatory: true },
  { key: 'perfil', value: 'Conozco mi perfil de inversionista y los riesgos del producto' },
];

const meta = {
  title: 'Componentes/AcceptConditionsBasic',
  component: AcceptConditionsBasic,
  args: { label: 'Declaraciones', items, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <AcceptConditionsBasic {...args} />
    </div>
  ),
} satisfies Meta<typeof AcceptConditionsBasic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Accepted: Story = { args: { defaultValue: ['veracidad', 'perfil'] } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox', { name: /Declaro/ })).toHaveFocus();
  },
};

/** Keyboard only: tick both; the mandatory one then stays ticked. */
export const KeyboardAccept: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift} ');
    await expect(within(canvasElement).getByRole('checkbox', { name: /Declaro/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['veracidad', 'perfil']);
  },
};

export const IncompleteError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 520, display: 'grid', gap: 16 }}>
      <AcceptConditionsBasic {...args} />
      <button type="button">Continuar</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Declaro/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(
      canvas.getByText('Debe aceptar todas las condiciones para continuar.'),
    ).toBeVisible();
  },
};

export const RequiredError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 520, display: 'grid', gap: 16 }}>
      <AcceptConditionsBasic {...args} />
      <button type="button">Continuar</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { isInvalid: true, errorMessage: 'Debe aceptar las declaraciones para continuar' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['veracidad'] } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['veracidad', 'perfil'] },
};

export const Optional: Story = {
  args: {
    label: 'Suscripciones',
    isRequired: false,
    items: [{ key: 'boletin', value: 'Deseo recibir el boletín mensual de mercados' }],
  },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Importante:',
    labelSmall: 'Marque cada declaración',
    tooltip: 'Estas declaraciones forman parte de su ficha de cliente.',
    help: 'Más información en la <a href="https://www.cmfchile.cl">CMF</a>.',
    description: 'Una declaración obligatoria no se puede desmarcar una vez aceptada.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Declaraciones del inversionista respecto de su situación tributaria y de residencia fiscal en el extranjero',
    items: [
      {
        key: 'fatca',
        value:
          'Declaro no ser ciudadano ni residente fiscal de los Estados Unidos de América para efectos de la normativa FATCA',
        mandatory: true,
      },
      {
        key: 'crs',
        value:
          'Declaro que no tengo residencia fiscal en otro país distinto de Chile para efectos del Estándar Común de Reporte',
      },
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: ['veracidad'] } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: ['veracidad'], isInvalid: true, errorMessage: 'Este campo es requerido' },
};
