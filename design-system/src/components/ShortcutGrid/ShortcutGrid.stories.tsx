import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutGrid } from './ShortcutGrid.tsx';
import { sampleSelectedIds, sampleShortcuts } from './ShortcutGrid.sample.ts';

const saved = fn(async () => {});
const failing = fn(async () => {
  throw new Error('500');
});
const never = fn(() => new Promise<void>(() => {}));
const onRetry = fn();

const meta = {
  title: 'Componentes/ShortcutGrid',
  component: ShortcutGrid,
  args: { shortcuts: sampleShortcuts, selectedIds: sampleSelectedIds, onSave: saved },
} satisfies Meta<typeof ShortcutGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list'));
    await expect(list.getAllByRole('link')).toHaveLength(4);
    await expect(list.getByRole('link', { name: 'Mis Fondos' })).toHaveAttribute(
      'href',
      '/ffmm/misFondos',
    );
  },
};

/** Keyboard only: Editar accesos, tick one more with Space, Guardar; focus comes back. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Editar accesos' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('checkbox', { name: 'Invertir' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Valores del Día' })).toHaveFocus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: 'Guardar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(saved).toHaveBeenLastCalledWith([
      'invertir',
      'misFondos',
      'enTransito',
      'valoresDelDia',
      'cartolas',
    ]);
    await expect(await canvas.findByRole('button', { name: 'Editar accesos' })).toHaveFocus();
    await expect(canvas.getByRole('status', { hidden: true })).toHaveTextContent(
      'Sus accesos directos se guardaron.',
    );
  },
};

/** The edit list while saving: Guardando... said and shown, and nothing editable. */
export const Saving: Story = {
  args: { onSave: never },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar accesos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(canvas.getByRole('checkbox', { name: 'Invertir' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Guardando...' })).toHaveFocus();
  },
};

/** A failed save keeps the choice, says so and offers Reintentar. */
export const SaveError: Story = {
  args: { onSave: failing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar accesos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No fue posible guardar sus accesos directos.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const NoneChosen: Story = { args: { selectedIds: [] } };

export const ReadOnly: Story = { args: { onSave: undefined } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = { args: { hasError: true, onRetry } };

export const LongSpanishText: Story = {
  args: {
    selectedIds: ['apv', 'perfil', 'reunion', 'tefe', 'enTransito'],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
