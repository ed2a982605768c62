import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WizardFrame } from './WizardFrame.tsx';

const steps = [
  { caption: 'Datos personales', state: 'completed' as const },
  { caption: 'Dirección', state: 'current' as const },
  { caption: 'Empleo', state: 'remaining' as const },
];

describe('WizardFrame', () => {
  it('embedded: a region named by the wizard and step titles with index, counter and pinned message', () => {
    render(
      <WizardFrame
        presentation="embedded"
        wizardTitle="Actualización de datos"
        title="Dirección"
        headingId="step-title"
        counter={{ current: 2, total: 3 }}
        steps={steps}
        tooltip="Use su dirección particular."
        pinnedMessage={{ priority: 2, html: 'Sus datos se guardan al avanzar.' }}
      >
        <p>Contenido del paso</p>
      </WizardFrame>,
    );
    const region = screen.getByRole('region', { name: 'Actualización de datos Dirección' });
    expect(within(region).getByRole('heading', { name: 'Dirección' })).toHaveAttribute(
      'id',
      'step-title',
    );
    expect(within(region).getByText('Paso 2 de 3')).toBeInTheDocument();
    const index = within(region).getByRole('navigation', { name: 'Pasos del formulario' });
    expect(within(index).getByText('Dirección').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(region).getByText('Sus datos se guardan al avanzar.')).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Más información sobre este paso' }),
    ).toBeInTheDocument();
    expect(within(region).getByText('Contenido del paso')).toBeInTheDocument();
  });

  it('the step title can receive focus programmatically', () => {
    render(
      <WizardFrame presentation="embedded" title="Empleo" headingId="h">
        <p>x</p>
      </WizardFrame>,
    );
    const heading = screen.getByRole('heading', { name: 'Empleo' });
    heading.focus();
    expect(heading).toHaveFocus();
  });

  it('modal: a dialog labelled by its titles; Cerrar closes when closable', async () => {
    const onClose = vi.fn();
    render(
      <WizardFrame
        wizardTitle="Declaración de inversionista"
        title="Antecedentes"
        headingId="t"
        isClosable
        onClose={onClose}
        alert={<div role="alert">Ha ocurrido un error, por favor intente más tarde...</div>}
      >
        <p>Contenido</p>
      </WizardFrame>,
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Declaración de inversionista Antecedentes',
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ha ocurrido un error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('modal: the pinned message sits outside the scrolling body, so scrolled content never slides under it', () => {
    render(
      <WizardFrame
        title="Datos personales"
        headingId="p"
        pinnedMessage={{ priority: 1, html: 'Sus datos se guardan en cada paso.' }}
      >
        <p>Campo</p>
      </WizardFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Datos personales' });
    const message = within(dialog).getByText('Sus datos se guardan en cada paso.');
    const content = within(dialog).getByText('Campo');
    const body = content.closest('[data-wizard-body]');
    expect(body).not.toBeNull();
    expect(body!.contains(message)).toBe(false);
    // It still comes before the step in reading order.
    expect(
      message.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('modal closable without a wizard title: Cerrar sits beside the step title, no empty band above', async () => {
    const onClose = vi.fn();
    render(
      <WizardFrame
        title="Perfil de inversionista"
        headingId="poll"
        isClosable
        onClose={onClose}
        pinnedMessage={{ priority: 1, html: 'Sus respuestas definen su perfil de inversionista.' }}
      >
        <p>Preguntas</p>
      </WizardFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Perfil de inversionista' });
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    // Nothing comes before the pinned message: the dialog opens on content, not an empty band.
    expect(dialog.querySelector('[data-wizard-pinned]')).toBe(dialog.firstElementChild);
    expect(close.closest('[data-wizard-body]')).not.toBeNull();
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the wizard's stage in the whole journey beside the step counter", () => {
    render(
      <WizardFrame
        title="Datos personales"
        headingId="j"
        isClosable
        journey={{ current: 2, total: 6, name: 'Datos personales' }}
        counter={{ current: 1, total: 3 }}
      >
        <p>Campos</p>
      </WizardFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Datos personales' });
    expect(within(dialog).getByText('Etapa 2 de 6 · Datos personales')).toBeVisible();
    expect(within(dialog).getByText('Paso 1 de 3')).toBeInTheDocument();
  });

  it('modal not closable: no Cerrar and Escape does not close', async () => {
    const onClose = vi.fn();
    render(
      <WizardFrame title="Antecedentes" headingId="t" onClose={onClose}>
        <p>Contenido</p>
      </WizardFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Antecedentes' });
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the content on a panel over the background image', () => {
    const { container } = render(
      <WizardFrame
        presentation="embedded"
        title="Bienvenida"
        headingId="b"
        background="/img/fondo.png"
      >
        <p>Hola</p>
      </WizardFrame>,
    );
    const stage = container.querySelector<HTMLElement>('[data-background]')!;
    expect(stage.style.backgroundImage).toContain('/img/fondo.png');
  });
});
