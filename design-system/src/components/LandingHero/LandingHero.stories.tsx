import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { LandingHero } from './LandingHero.tsx';

// A bright sky over the Andes (inline, so screenshots never wait on a network): the worst case
// for white text, which the scrim must still carry.
const andes =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500">' +
      '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#CFE4F7"/><stop offset="1" stop-color="#FFFFFF"/></linearGradient></defs>' +
      '<rect width="1200" height="500" fill="url(#sky)"/>' +
      '<path d="M0 380 L180 210 L300 300 L470 120 L640 320 L800 180 L980 330 L1200 200 V500 H0Z" fill="#7D9CC0"/>' +
      '<path d="M430 160 L470 120 L515 165 L490 158 L470 172 Z M765 215 L800 180 L840 222 L815 214 Z" fill="#FFFFFF"/>' +
      '<path d="M0 430 C300 380 600 470 1200 400 V500 H0Z" fill="#C5E8E3"/></svg>',
  );

const onContinue = fn();
const onLater = fn();

const controls = (
  <>
    <Button onPress={onContinue}>Continuar</Button>
    <Button variant="secondary" onPress={onLater}>
      Continuar más tarde
    </Button>
    <Button variant="tertiary">No volver a mostrar</Button>
  </>
);

const meta = {
  title: 'Componentes/LandingHero',
  component: LandingHero,
  args: {
    title: 'Hola {nombre}, le damos la bienvenida',
    firstName: 'VALENTINA',
    subtitle: 'Complete su perfil en pocos pasos y comience a invertir en fondos mutuos.',
    backgroundSrc: andes,
    controls,
    titleLevel: 1,
  },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name arrives as 'VALENTINA' and reads 'Valentina'; Tab reaches 'Continuar'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    // innerText applies text-transform: what a sighted client reads.
    await expect(heading.innerText).toBe('Hola Valentina, le damos la bienvenida');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onContinue).toHaveBeenCalled();
  },
};

/** No name known: the title reads naturally without it. */
export const WithoutName: Story = {
  args: { firstName: undefined },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/^Hola, le damos la bienvenida$/);
  },
};

/** Without a picture the brand surface stays, so the text still reads. */
export const WithoutImage: Story = {
  args: { backgroundSrc: undefined, firstName: 'josé tomás', titleLevel: 2 },
};

export const Mobile: Story = { tags: ['mobile'], args: { firstName: 'MARÍA JOSÉ' } };

export const LongSpanishText: Story = {
  args: {
    title: 'Estimada {nombre}, le damos la bienvenida a su nueva plataforma de inversiones',
    firstName: 'FRANCISCA ANTONIETA',
    subtitle:
      'Antes de invertir necesitamos conocer su perfil de inversionista, actualizar sus datos personales y registrar una cuenta bancaria para sus rescates. El proceso toma aproximadamente diez minutos.',
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
