import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordRules } from './PasswordRules.tsx';

const rules = (met: readonly boolean[]) =>
  [
    { id: 'length', label: 'Tener entre 8 y 128 caracteres' },
    { id: 'rut', label: 'No contener su RUT' },
    { id: 'name', label: 'No contener su nombre ni sus apellidos' },
    { id: 'different', label: 'Ser distinta de su clave actual' },
  ].map((rule, index) => ({ ...rule, met: met[index] ?? false }));

const meta = {
  title: 'Componentes/PasswordRules',
  component: PasswordRules,
  args: { id: 'reglas-clave', rules: rules([false, true, true, true]) },
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the rules, no meter. */
export const Empty: Story = {
  args: { rules: rules([false, false, false, false]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText(/Fortaleza estimada/)).toBeNull();
  },
};

/** Too short so far, and a weak estimate. */
export const Weak: Story = {
  args: { strength: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tener entre 8 y 128 caracteres')).toHaveTextContent('Pendiente');
    await expect(canvas.getByText(/Fortaleza estimada/)).toHaveTextContent('Débil');
  },
};

/** Every rule met, acceptable strength. */
export const Acceptable: Story = { args: { rules: rules([true, true, true, true]), strength: 2 } };

/** Every rule met, very strong. */
export const AllMet: Story = {
  args: { rules: rules([true, true, true, true]), strength: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).toHaveTextContent('Cumplido');
    }
  },
};

/** One broken rule among met ones (the name inside the password). */
export const RuleBroken: Story = {
  args: { rules: rules([true, true, false, true]), strength: 3 },
};

/** Long Spanish rules wrap. */
export const LongSpanishText: Story = {
  args: {
    title: 'Para proteger sus inversiones, su nueva clave de acceso al portal debe',
    rules: [
      {
        id: 'phrase',
        label:
          'Preferir una frase de varias palabras poco relacionadas entre sí antes que símbolos o mayúsculas difíciles de recordar',
        met: false,
      },
      ...rules([true, true]),
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { strength: 2 } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { rules: rules([true, false, true, true]), strength: 3 },
};
