import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { Dialog, DialogTrigger, Modal } from './Dialog.tsx';

function Opener({ isClosable = true }: { isClosable?: boolean }) {
  return (
    <>
      <Button>Antes</Button>
      <DialogTrigger>
        <Button>Abrir</Button>
        <Modal isClosable={isClosable}>
          <Dialog title="Resumen" footer={(close) => <Button onPress={close}>Aceptar</Button>}>
            Texto
          </Dialog>
        </Modal>
      </DialogTrigger>
    </>
  );
}

describe('Dialog', () => {
  it('is a dialog named by its title, with a close button named Cerrar', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Resumen' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('traps focus inside and restores it to the trigger on Escape', async () => {
    render(<Opener />);
    const trigger = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await userEvent.tab();
    // Wraps around instead of escaping to the page.
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with the Cerrar button from the keyboard', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when not closable: no Cerrar button and Escape does not close it', async () => {
    render(<Opener isClosable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Resumen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('controlled: reports close requests through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange}>
        <Dialog title="Controlado">Texto</Dialog>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the optional heading image with its alternative text', () => {
    render(
      <Modal isOpen>
        <Dialog title="Con imagen" headingImage={{ src: 'banner.png', alt: 'Oficina de la firma' }}>
          Texto
        </Dialog>
      </Modal>,
    );
    expect(screen.getByRole('img', { name: 'Oficina de la firma' })).toHaveAttribute(
      'src',
      'banner.png',
    );
  });
});
