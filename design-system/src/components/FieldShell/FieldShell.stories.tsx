import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/index.ts';
import { DatePicker } from '../DatePicker/index.ts';
import { Select } from '../Select/index.ts';
import type { SelectOption } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { FieldShell, type FieldShellProps } from './FieldShell.tsx';

const regions: SelectOption[] = [
  { key: '05', value: 'Valparaíso' },
  { key: '13', value: 'Metropolitana de Santiago' },
  { key: '08', value: 'Biobío' },
];

const meta = {
  title: 'Componentes/FieldShell',
  component: FieldShell,
  args: {
    control: 'text',
    label: 'Nombre',
    placeholder: 'Ej.: Camila Rojas',
    onActivate: fn(),
    onSelectedChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          "A field's light stand-in, used by the portal's wizard only in very long form steps",
          '(more than 40 fields). It renders the same label row, control box and help text as the',
          'full design-system field (`TextField`, `Select`, `DatePicker`, `Checkbox`) but as plain',
          'native elements without React Aria hooks, so a 200-field step paints fast.',
          '',
          '**Hand-over**: when the person reaches it (focus, by keyboard or pointer, for `text`, `select`',
          'and `date`; keyboard focus (`:focus-visible`) for `checkbox`) it calls `onActivate`, and',
          'the portal mounts the full field in its place, which takes the focus.',
          '',
          '**Checkbox**: a click on its label ticks the native box and calls',
          '`onSelectedChange(checked)` without handing over; the caller stores the new value.',
          '',
          "**Value**: already formatted text: the chosen option's text for `select`, `dd / mm / aaaa`",
          'for `date` (the empty date shows the placeholder `dd / mm / aaaa`).',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FieldShell {...args} />
    </div>
  ),
} satisfies Meta<typeof FieldShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty text shell with a placeholder; focusing it hands over to the full field. */
export const Text: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre Opcional' });
    await expect(args.onActivate).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(args.onActivate).toHaveBeenCalled();
  },
};

export const TextWithValueAndHelp: Story = {
  args: {
    label: 'Correo electrónico',
    value: 'camila.rojas@correo.cl',
    inputMode: 'email',
    isRequired: true,
    help: 'Le enviaremos aquí los <b>comprobantes</b> de sus operaciones.',
  },
};

/** The chosen option's text on the trigger, as the full Select shows it. */
export const SelectShell: Story = {
  args: {
    control: 'select',
    label: 'Región',
    value: 'Metropolitana de Santiago',
    isRequired: true,
    placeholder: undefined,
  },
};

export const DateShell: Story = {
  args: { control: 'date', label: 'Fecha de nacimiento', isRequired: true, placeholder: undefined },
};

/** Starts ticked: a click on the label unticks it and reports false, without handing over. */
export const CheckboxShell: Story = {
  args: {
    control: 'checkbox',
    label: 'Declaro ser residente tributario en Chile',
    isSelected: true,
    isRequired: true,
    placeholder: undefined,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByText('Declaro ser residente tributario en Chile'),
    );
    await expect(args.onSelectedChange).toHaveBeenCalledWith(false);
    // Not checking onActivate: Chromium treats this scripted click's focus as :focus-visible (a
    // real mouse does not); FieldShell.test.tsx checks that a label click does not hand over.
  },
};

export const LongSpanishText: Story = {
  args: {
    labelStrong: 'Origen de los fondos:',
    label:
      'Indique la actividad económica de la que provienen los fondos que invertirá en la administradora',
    labelSmall:
      'Por ejemplo: remuneraciones, venta de una propiedad, herencia o ahorro previsional',
    help: 'Esta información es exigida por la Unidad de Análisis Financiero (UAF) para prevenir el lavado de activos y el financiamiento del terrorismo.',
    value: 'Remuneraciones por trabajo dependiente en empresa de servicios financieros',
    isRequired: true,
  },
};

/** One shell of each kind, stacked as a long step shows them. */
function EveryShell(args: FieldShellProps) {
  const { onActivate, onSelectedChange } = args;
  return (
    <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>
      <FieldShell
        control="text"
        label="Nombre"
        value="Camila Rojas"
        isRequired
        onActivate={onActivate}
      />
      <FieldShell control="select" label="Región" isRequired onActivate={onActivate} />
      <FieldShell control="date" label="Fecha de nacimiento" onActivate={onActivate} />
      <FieldShell
        control="checkbox"
        label="Acepto los términos y condiciones del servicio"
        isRequired
        isSelected
        onSelectedChange={onSelectedChange}
        onActivate={onActivate}
      />
    </div>
  );
}

export const Mobile: Story = {
  tags: ['mobile'],
  render: (args) => <EveryShell {...args} />,
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: (args) => <EveryShell {...args} />,
};

/** A shell and the full field it stands for, one above the other. */
function Pair({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>{children}</div>;
}

/**
 * Each shell above its full field, with the same label and value: they must look the same, so
 * swapping one for the other in a long step moves nothing on screen.
 */
export const NextToFullFields: Story = {
  render: ({ onActivate, onSelectedChange }) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        gap: 24,
      }}
    >
      <Pair>
        <FieldShell
          control="text"
          label="Nombre"
          value="Camila Rojas"
          help="Como figura en su cédula."
          isRequired
          onActivate={onActivate}
        />
        <TextField
          label="Nombre"
          defaultValue="Camila Rojas"
          help="Como figura en su cédula."
          isRequired
        />
      </Pair>
      <Pair>
        <FieldShell
          control="select"
          label="Región"
          value="Metropolitana de Santiago"
          isRequired
          onActivate={onActivate}
        />
        <Select label="Región" options={regions} defaultValue="13" isRequired />
      </Pair>
      <Pair>
        <FieldShell control="date" label="Fecha de nacimiento" isRequired onActivate={onActivate} />
        <DatePicker label="Fecha de nacimiento" isRequired defaultFocusedDate="20240315" />
      </Pair>
      <Pair>
        <FieldShell
          control="date"
          label="Fecha de inicio"
          value="15 / 03 / 2024"
          onActivate={onActivate}
        />
        <DatePicker label="Fecha de inicio" defaultValue="20240315" />
      </Pair>
      <Pair>
        <FieldShell
          control="checkbox"
          label="Acepto los términos y condiciones"
          isSelected
          isRequired
          onSelectedChange={onSelectedChange}
          onActivate={onActivate}
        />
        <Checkbox label="Acepto los términos y condiciones" defaultValue isRequired />
      </Pair>
    </div>
  ),
};
