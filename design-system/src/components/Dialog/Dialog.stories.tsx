import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Text } from '../Text/index.ts';
import { Dialog, DialogTrigger, Modal } from './Dialog.tsx';

// A calm navy band as the optional heading image (inline, so screenshots never wait on a network).
const bannerImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="140" viewBox="0 0 600 140">' +
      '<rect width="600" height="140" fill="#143A66"/>' +
      '<path d="M0 110 C150 60 300 130 600 50 V140 H0Z" fill="#0F766E" opacity="0.6"/></svg>',
  );

const meta = {
  title: 'Componentes/Dialog',
  component: Modal,
  args: { onOpenChange: fn(), children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (
  <Text>
    Revise los datos de su inversión antes de continuar. Podrá modificarlos más adelante desde su
    perfil.
  </Text>
);

/** Closed: a trigger opens it; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger>
        <Button>Ver resumen</Button>
        <Modal {...args}>
          <Dialog
            title="Resumen de la inversión"
            footer={(close) => <Button onPress={close}>Aceptar</Button>}
          >
            {body}
          </Dialog>
        </Modal>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver resumen' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Resumen de la inversión',
    });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, 600 px, closable: the 'Cerrar' button in the corner. */
export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Modal {...args}>
      <Dialog
        title="Resumen de la inversión"
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Volver
            </Button>
            <Button onPress={close}>Confirmar</Button>
          </>
        )}
      >
        {body}
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const screen = within(document.body);
    await screen.findByRole('dialog', { name: 'Resumen de la inversión' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible());
  },
};

/** Keyboard: Tab cycles inside the dialog and never reaches the page behind it. */
export const FocusTrap: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <>
      <div style={{ padding: 24 }}>
        <Button>Botón de la página</Button>
      </div>
      <Modal {...args}>
        <Dialog
          title="Confirmar datos"
          footer={(close) => <Button onPress={close}>Confirmar</Button>}
        >
          {body}
        </Dialog>
      </Modal>
    </>
  ),
  play: async () => {
    const screen = within(document.body);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar datos' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  },
};

/** The wizard size: 80 % of the screen, between 600 and 946 px, with a heading image. */
export const Wizard: Story = {
  args: { defaultOpen: true, size: 'wizard' },
  render: (args) => (
    <Modal {...args}>
      <Dialog
        title="Actualización de datos"
        headingImage={{ src: bannerImage, alt: '' }}
        footer={
          <>
            <Button variant="secondary">Anterior</Button>
            <Button>Siguiente</Button>
          </>
        }
      >
        <Text>
          Estimado cliente, para continuar operando necesitamos actualizar algunos de sus
          antecedentes personales y de contacto. El proceso toma unos pocos minutos.
        </Text>
      </Dialog>
    </Modal>
  ),
};

/** Not closable: no 'Cerrar' button, and Escape does nothing. */
export const NotClosable: Story = {
  args: { defaultOpen: true, isClosable: false },
  render: (args) => (
    <Modal {...args}>
      <Dialog
        title="Datos faltantes"
        footer={(close) => <Button onPress={close}>Entendido</Button>}
      >
        <Text>
          Para continuar con el enrolamiento, comuníquese con su ejecutivo para registrar los datos
          faltantes.
        </Text>
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const screen = within(document.body);
    await screen.findByRole('dialog', { name: 'Datos faltantes' });
    await expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Datos faltantes' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    // Longer than any exit animation: a closing dialog would be gone by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.getByRole('dialog', { name: 'Datos faltantes' })).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Modal {...args}>
      <Dialog
        title="Solicitud de actualización de antecedentes del mandatario y de la representación legal"
        footer={(close) => <Button onPress={close}>Aceptar</Button>}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Text key={i}>
            La información proporcionada será verificada por nuestra área de cumplimiento normativo,
            conforme a la regulación vigente de la Comisión para el Mercado Financiero. Le
            recomendamos mantener actualizados sus antecedentes para evitar demoras en sus
            operaciones.
          </Text>
        ))}
      </Dialog>
    </Modal>
  ),
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultOpen: true, size: 'wizard' },
  render: (args) => (
    <Modal {...args}>
      <Dialog
        title="Actualización de datos"
        footer={
          <>
            <Button variant="secondary">Anterior</Button>
            <Button>Siguiente</Button>
          </>
        }
      >
        {body}
      </Dialog>
    </Modal>
  ),
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultOpen: true },
  render: Open.render,
};
