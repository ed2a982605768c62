import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

const meta = {
  title: 'Componentes/ConfirmDialog',
  component: ConfirmDialog,
  args: { onConfirm: fn(), onCancel: fn(), defaultOpen: true },
  argTypes: {
    kind: { control: 'inline-radio', options: ['logout', 'bank', 'delete', 'custom'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's logout confirmation; the safe button has the focus. */
export const Logout: Story = {
  args: { kind: 'logout' },
  play: async () => {
    const screen = within(document.body);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cerrar Sesión' });
    await expect(dialog).toHaveAccessibleDescription('¿Está seguro que desea cerrar su sesión?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  },
};

/** Leaving for the partner bank (our own wording: the spec gives none). */
export const LeaveForBank: Story = { args: { kind: 'bank' } };

/** Deleting an item of a manager step: the spec's 'No' and 'Si'. */
export const Delete: Story = {
  args: { kind: 'delete' },
  play: async () => {
    const screen = within(document.body);
    await screen.findByRole('alertdialog', { name: 'Eliminar' });
    await expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  },
};

/** 'Si' confirms (the dialog then closes: the screenshot shows an empty page). */
export const DeleteConfirmed: Story = {
  args: { kind: 'delete' },
  play: async ({ args }) => {
    const screen = within(document.body);
    await screen.findByRole('alertdialog', { name: 'Eliminar' });
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

function Controlled(props: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Cerrar Sesión
      </Button>
      <ConfirmDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}

/** Keyboard: Escape cancels and focus returns to the trigger. */
export const KeyboardCancel: Story = {
  args: { kind: 'logout', defaultOpen: undefined },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cerrar Sesión' });
    await userEvent.click(trigger);
    const screen = within(document.body);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongSpanishText: Story = {
  args: {
    kind: 'custom',
    title: 'Anular la instrucción de transferencia internacional',
    message:
      'Al anular esta instrucción, la transferencia al beneficiario no será ejecutada y deberá ingresarla nuevamente si desea realizarla más adelante. ¿Desea anularla de todas formas?',
    confirmLabel: 'Anular instrucción',
    cancelLabel: 'Mantener instrucción',
    isDestructive: true,
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { kind: 'delete' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { kind: 'logout' },
};
