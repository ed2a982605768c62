import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { CampaignHero } from './CampaignHero.tsx';

// Growing savings bars (inline, so screenshots never wait on a network).
const growth =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">' +
      '<rect width="800" height="450" fill="#EEF3F9"/>' +
      '<g fill="#2A5388"><rect x="130" y="300" width="70" height="90" rx="6"/>' +
      '<rect x="250" y="250" width="70" height="140" rx="6"/>' +
      '<rect x="370" y="200" width="70" height="190" rx="6"/>' +
      '<rect x="490" y="140" width="70" height="250" rx="6"/></g>' +
      '<rect x="610" y="80" width="70" height="310" rx="6" fill="#0F766E"/>' +
      '<path d="M120 260 L280 205 L400 160 L520 100 L660 40" fill="none" stroke="#0F766E" stroke-width="8" stroke-linecap="round"/>' +
      '<path d="M100 390 H720" stroke="#727F90" stroke-width="4"/></svg>',
  );

const onStart = fn();

const controls = (
  <>
    <Button onPress={onStart}>Comenzar</Button>
    <Button variant="secondary">Ahora no</Button>
  </>
);

const meta = {
  title: 'Componentes/CampaignHero',
  component: CampaignHero,
  args: {
    imageSrc: growth,
    imageAlt: 'Gráfico de barras de un ahorro que crece mes a mes',
    title: 'Invierta desde $\u00a05.000 al mes',
    children:
      'Con el Fondo Mutuo Renta Chile Serie A puede comenzar con montos pequeños y rescatar cuando lo necesite.',
    controls,
  },
} satisfies Meta<typeof CampaignHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture is named by its alt text; Tab reaches 'Comenzar'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Gráfico de barras de un ahorro que crece mes a mes' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Comenzar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onStart).toHaveBeenCalled();
  },
};

/** The campaign text as configuration HTML, sanitised. */
export const WithHtml: Story = {
  args: {
    title: 'Ahorro Previsional Voluntario',
    children: undefined,
    html: '<p>Con el <strong>APV</strong> puede obtener un beneficio tributario de hasta el 15% de lo ahorrado.</p><p>Conozca las condiciones en <a href="/apv">nuestra guía</a>.</p>',
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const LongSpanishText: Story = {
  args: {
    title: 'Diversifique su patrimonio con el Fondo Mutuo Acciones Latinoamericanas Serie APV',
    children:
      'Invierta en las principales empresas de la región con una administración profesional, aportes mensuales automáticos desde su cuenta corriente y la posibilidad de rescatar su inversión en cualquier momento, sujeto a las condiciones del reglamento interno del fondo.',
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
