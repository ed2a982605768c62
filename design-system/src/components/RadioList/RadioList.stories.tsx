import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioList } from './RadioList.tsx';

const profiles = [
  {
    key: '1',
    value: 'Conservador',
    description: 'Prioriza la estabilidad del capital por sobre la rentabilidad.',
  },
  {
    key: '2',
    value: 'Moderado',
    description: 'Acepta variaciones acotadas a cambio de una rentabilidad mayor.',
    tooltip: 'El perfil más común entre nuestros clientes.',
  },
  {
    key: '3',
    value: 'Agresivo',
    description: 'Busca la mayor rentabilidad y tolera pérdidas temporales importantes.',
  },
];

const meta = {
  title: 'Componentes/RadioList',
  component: RadioList,
  args: { label: '¿Qué perfil lo representa mejor?', isRequired: true, options: profiles },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <RadioList {...args} />
    </div>
  ),
} satisfies Meta<typeof RadioList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Only the chosen card is marked selected. */
export const Filled: Story = { args: { defaultValue: '2' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'Conservador' })).toHaveFocus();
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(canvasElement).getByRole('radio', { name: 'Agresivo' })).toBeChecked();
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { defaultValue: '3', isInvalid: true, errorMessage: 'Datos ingresados inválidos' },
};

export const Disabled: Story = { args: { defaultValue: '1', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: '1', isReadOnly: true } };

export const Optional: Story = { args: { isRequired: false } };

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Pregunta 8:',
    labelSmall: 'Elija una alternativa',
    tooltip: 'Su respuesta define el perfil de inversionista que le sugeriremos.',
    help: 'Vea la <a href="https://www.cmfchile.cl">guía del inversionista</a>.',
    description: 'Puede cambiar su perfil cuando quiera.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Considerando su situación financiera actual y sus compromisos de los próximos años, ¿qué alternativa describe mejor su objetivo de inversión?',
    options: [
      {
        key: 'A',
        value: 'Preservar el capital invertido, aunque la rentabilidad sea baja',
        description:
          'No estoy dispuesto a ver disminuido el monto invertido en ningún momento, aunque esto signifique rentabilidades menores a la inflación.',
      },
      {
        key: 'B',
        value: 'Hacer crecer el capital en el largo plazo',
        description:
          'Entiendo que el valor de mi inversión puede bajar temporalmente y estoy dispuesto a esperar su recuperación.',
      },
    ],
    defaultValue: 'B',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: '1' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: '2', isInvalid: true, errorMessage: 'Este campo es inválido' },
};
