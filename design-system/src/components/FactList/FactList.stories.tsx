import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { FactList } from './FactList.tsx';

const meta = {
  title: 'Componentes/FactList',
  component: FactList,
  args: {
    'aria-label': 'Características del fondo',
    facts: [
      { id: 'type', term: 'Tipo de fondo', value: 'Deuda Largo Plazo' },
      { id: 'currency', term: 'Moneda', value: 'Pesos (CLP)' },
      { id: 'risk', term: 'Nivel de riesgo', value: '3 de 7' },
      { id: 'horizon', term: 'Horizonte sugerido', value: 'Más de 3 años' },
      { id: 'inception', term: 'Fecha de inicio', value: '15/03/2012' },
      { id: 'assets', term: 'Patrimonio', value: formatCurrency(184_532_118_402) },
      {
        id: 'objective',
        term: 'Objetivo',
        value:
          'Invertir en instrumentos de deuda de emisores nacionales, con una duración de cartera superior a 3 años.',
        isWide: true,
      },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fund's facts: short values side by side, the objective on its own row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Moneda').nextElementSibling).toHaveTextContent('Pesos (CLP)');
  },
};

/** Long Spanish terms and values wrap inside their column. */
export const LongSpanishText: Story = {
  args: {
    facts: [
      {
        id: 'settlement',
        term: 'Plazo de pago de los rescates solicitados antes de la hora de corte',
        value: '10 días hábiles bancarios desde la fecha de la solicitud',
      },
      { id: 'fee', term: 'Remuneración anual de la sociedad administradora', value: '1,19 %' },
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
