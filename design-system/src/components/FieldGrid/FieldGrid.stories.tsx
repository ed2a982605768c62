import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/index.ts';
import { Select, type SelectOption } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { FieldGrid, FieldGridItem } from './FieldGrid.tsx';

const countries: SelectOption[] = [
  { key: 'US', value: 'Estados Unidos' },
  { key: 'ES', value: 'España' },
  { key: 'AR', value: 'Argentina' },
  { key: 'PE', value: 'Perú' },
];

/** A fragment of the form that registers a foreign transfer's beneficiary. */
function beneficiaryFields(lastNameError?: string) {
  return (
    <>
      <FieldGridItem>
        <TextField label="Nombres" isRequired defaultValue="María José" />
      </FieldGridItem>
      <FieldGridItem>
        <TextField
          label="Apellido paterno"
          isRequired
          {...(lastNameError ? { isInvalid: true, errorMessage: lastNameError } : {})}
        />
      </FieldGridItem>
      <FieldGridItem>
        <TextField label="Apellido materno" />
      </FieldGridItem>
      <FieldGridItem>
        <Select label="País" isRequired options={countries} />
      </FieldGridItem>
      <FieldGridItem span="full">
        <TextField label="Dirección" isRequired />
      </FieldGridItem>
      <FieldGridItem span="full">
        <Checkbox label="Usar los datos del beneficiario como contacto" />
      </FieldGridItem>
    </>
  );
}

/** The grid is the story's only root element; its cells are its children. */
const gridOf = (canvasElement: HTMLElement) => canvasElement.firstElementChild as HTMLElement;

const meta = {
  title: 'Componentes/FieldGrid',
  component: FieldGrid,
  args: { children: beneficiaryFields() },
} satisfies Meta<typeof FieldGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns when two 18rem fields fit (one otherwise); the address and the checkbox span the row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = gridOf(canvasElement);
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    // Two 18rem columns and the 24-px gap need 600 px; never three.
    await expect(columns).toBe(grid.clientWidth >= 600 ? 2 : 1);
    const address = canvas.getByRole('textbox', { name: /^Dirección/ });
    const addressCell = [...grid.children].find((cell) => cell.contains(address));
    await expect(addressCell?.getBoundingClientRect().width).toBe(
      grid.getBoundingClientRect().width,
    );
  },
};

/** An error line lengthens its own cell only: the neighbour keeps its height and its top. */
export const WithErrors: Story = {
  args: { children: beneficiaryFields('Ingrese el apellido paterno como figura en el pasaporte') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Ingrese el apellido paterno como figura en el pasaporte'),
    ).toBeVisible();
    const [names, lastName] = [...gridOf(canvasElement).children];
    await expect(names!.getBoundingClientRect().height).toBeLessThan(
      lastName!.getBoundingClientRect().height,
    );
  },
};

/** Long Spanish labels wrap inside their cell; the shorter neighbour stays at the top. */
export const LongSpanishText: Story = {
  args: {
    children: (
      <>
        <FieldGridItem>
          <TextField label="Nombre completo del titular de la cuenta en el banco de destino" />
        </FieldGridItem>
        <FieldGridItem>
          <TextField label="Código SWIFT" rule={null} />
        </FieldGridItem>
        <FieldGridItem>
          <TextField
            label="Banco intermediario"
            description="Solo si su banco en el extranjero lo exige para recibir transferencias en dólares."
          />
        </FieldGridItem>
        <FieldGridItem>
          <TextField label="Código ABA" rule={null} />
        </FieldGridItem>
        <FieldGridItem span="full">
          <TextField label="Dirección de la sucursal del banco de destino, con ciudad y código postal" />
        </FieldGridItem>
      </>
    ),
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
