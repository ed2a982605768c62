import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Text } from '../Text/index.ts';
import { WizardActions } from '../WizardActions/index.ts';
import { WizardFrame } from './WizardFrame.tsx';

// Inline images, so screenshots never wait on a network.
const bannerImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="946" height="140" viewBox="0 0 946 140">' +
      '<rect width="946" height="140" fill="#143A66"/>' +
      '<path d="M0 110 C250 60 500 130 946 50 V140 H0Z" fill="#0F766E" opacity="0.6"/></svg>',
  );
const backgroundImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#D6E1EE"/>' +
      '<circle cx="340" cy="40" r="120" fill="#C5E8E3"/></svg>',
  );

const actions = (
  <WizardActions label="Acciones del paso">
    <Button variant="secondary">Volver</Button>
    <Button variant="tertiary">Continuar más tarde</Button>
    <Button>Continuar</Button>
  </WizardActions>
);

const meta = {
  title: 'Componentes/WizardFrame',
  component: WizardFrame,
  parameters: { layout: 'padded' },
  args: {
    presentation: 'embedded',
    wizardTitle: 'Actualización de datos personales',
    title: 'Dirección particular',
    headingId: 'wizard-step-title',
    tooltip: 'Indique la dirección donde recibe su correspondencia.',
    counter: { current: 2, total: 4 },
    steps: [
      { caption: 'Datos personales', state: 'completed' },
      { caption: 'Dirección', state: 'current' },
      { caption: 'Empleo', state: 'remaining' },
      { caption: 'Cónyuge', state: 'remaining' },
    ],
    children: (
      <Text>
        Complete su dirección: país, región, ciudad y comuna. Podrá modificarla más adelante.
      </Text>
    ),
    controls: actions,
    onClose: fn(),
  },
} satisfies Meta<typeof WizardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Embedded: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Actualización de datos personales Dirección particular',
    });
    await expect(within(region).getByText('Paso 2 de 4')).toBeInTheDocument();
  },
};

/** The dialog is labelled by the wizard name and the step title; Cerrar closes it. */
export const Modal: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    presentation: 'modal',
    isClosable: true,
    headingImage: { src: bannerImage, alt: '' },
    pinnedMessage: {
      priority: 2,
      html: 'Sus datos se guardan <strong>al avanzar de paso</strong>.',
    },
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Actualización de datos personales Dirección particular',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A wizard of an onboarding journey: its stage among the journey's wizards above the title. */
export const InJourney: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    presentation: 'modal',
    isClosable: true,
    wizardTitle: undefined,
    steps: undefined,
    title: 'Datos personales',
    journey: { current: 2, total: 6, name: 'Datos personales' },
    counter: { current: 1, total: 3 },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Datos personales' });
    await expect(within(dialog).getByText('Etapa 2 de 6 · Datos personales')).toBeVisible();
    await expect(within(dialog).getByText('Paso 1 de 3')).toBeInTheDocument();
  },
};

/** Closable, with nothing above the step title (the poll): Cerrar sits in the title's row. */
export const ClosableWithoutHeading: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    presentation: 'modal',
    isClosable: true,
    wizardTitle: undefined,
    steps: undefined,
    counter: undefined,
    title: 'Perfil de inversionista',
    pinnedMessage: { priority: 1, html: 'Sus respuestas definen su perfil de inversionista.' },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Perfil de inversionista',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

/** The response-error alert above the step's content. */
export const WithError: Story = {
  args: {
    alert: (
      <Alert priority="error" title="No pudimos guardar sus datos">
        Ha ocurrido un error, por favor intente más tarde...
      </Alert>
    ),
  },
};

export const WithBackground: Story = {
  args: { background: backgroundImage, steps: undefined, wizardTitle: undefined },
};

export const LongSpanishText: Story = {
  args: {
    wizardTitle: 'Declaración de inversionista calificado y antecedentes tributarios',
    title: 'Antecedentes de residencia tributaria en el extranjero (FATCA y CRS)',
    pinnedMessage: {
      priority: 1,
      html: 'Recuerde que la información declarada tiene carácter de declaración jurada y puede ser verificada por la administradora.',
    },
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { pinnedMessage: { priority: 3, html: 'Revise los campos marcados antes de continuar.' } },
};
