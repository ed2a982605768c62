import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import { MandataryList, type MandataryListItem } from './MandataryList.tsx';

const mandataries: MandataryListItem[] = [
  {
    rut: '15432198-5',
    name: 'Rodrigo Ignacio Soto Muñoz',
    types: ['Supervisor'],
    hasTefe: false,
    isActive: true,
    isYou: true,
  },
  {
    rut: '13246579-7',
    name: 'Andrés Felipe Lagos Pinto',
    types: ['Operador', 'Apoderado'],
    hasTefe: true,
    isActive: true,
    isYou: false,
  },
  {
    rut: '12345678-5',
    name: 'Camila Andrea Rojas Fuentes',
    types: ['Operador'],
    hasTefe: false,
    isActive: false,
    isYou: false,
  },
];

const meta = {
  title: 'Componentes/MandataryList',
  component: MandataryList,
  args: { mandataries, onRemove: fn(), 'aria-label': 'Mandatarios de la empresa' },
} satisfies Meta<typeof MandataryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The supervisor marked, without a remove button; each other row names whom it removes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Mandatarios de la empresa' });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByText('RUT 13.246.579-7')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Eliminar a Andrés Felipe Lagos Pinto' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('13246579-7');
  },
};

/** One removal in course: its button is pending, and its name says so. */
export const Removing: Story = {
  args: { removingRut: '13246579-7' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Eliminando a Andrés Felipe Lagos Pinto' }),
    ).toBeVisible();
  },
};

/** Only the supervisor himself. */
export const OnlyYou: Story = { args: { mandataries: mandataries.slice(0, 1) } };

/** No mandataries: a message saying what to do. */
export const Empty: Story = {
  args: { mandataries: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('La empresa no tiene otros mandatarios'),
    ).toBeVisible();
  },
};

/** Loading: placeholder rows, busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be loaded: the caller's message and retry take its place. */
export const Error: Story = {
  args: {
    error: (
      <StateMessage
        tone="error"
        title="No fue posible cargar los mandatarios"
        action={<Button variant="secondary">Reintentar</Button>}
      >
        Intente nuevamente en unos minutos.
      </StateMessage>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Long names and every badge wrap. */
export const LongSpanishText: Story = {
  args: {
    mandataries: [
      ...mandataries.slice(0, 1),
      {
        rut: '9876543-3',
        name: 'María de los Ángeles Fernández de la Fuente Echeverría-Valdés',
        types: ['Operador', 'Supervisor', 'Apoderado'],
        hasTefe: true,
        isActive: true,
        isYou: false,
      },
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const MobileEmpty: Story = { args: { mandataries: [] }, tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
