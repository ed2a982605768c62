import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@inversiones/tokens';
import { Box } from '../Box/index.ts';
import { Button } from '../Button/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { Icon, iconNames } from './Icon.tsx';

const meta = {
  title: 'Fundamentos/Icon',
  component: Icon,
  args: { name: 'bell' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each icon with its name, in a grid that fills the width (two columns at 375 px). */
function IconGallery() {
  return (
    <ul
      aria-label="Íconos"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: vars.space.sm,
      }}
    >
      {iconNames.map((name) => (
        <Box
          as="li"
          key={name}
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="xs"
          padding="sm"
          background="raised"
          borderRadius="md"
        >
          <Icon name={name} size="lg" />
          <Text as="span" size="sm" tone="secondary">
            {name}
          </Text>
        </Box>
      ))}
    </ul>
  );
}

/** Decorative by default: hidden from screen readers, the text beside it says what it means. */
export const Default: Story = {
  render: (args) => (
    <Stack direction="row" gap="xs" align="center">
      <Icon {...args} />
      <Text as="span">Notificaciones</Text>
    </Stack>
  ),
};

/** Every icon of the set with its name. */
export const Gallery: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Íconos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};

/** With a label, the icon alone carries meaning and is announced as an image. */
export const Labelled: Story = {
  args: { name: 'warning', label: 'Advertencia' },
  render: (args) => (
    <Text as="span" tone="warning">
      <Icon {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Advertencia' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="md" align="center">
      <Icon {...args} size="sm" />
      <Icon {...args} size="md" />
      <Icon {...args} size="lg" />
    </Stack>
  ),
};

/** Icons take the colour of their text, so feedback tones need no icon colours of their own. */
export const FeedbackTones: Story = {
  render: () => (
    <Stack gap="xs">
      <Text as="div" tone="info">
        <Stack direction="row" gap="xs" align="center">
          <Icon name="info" />
          Su cartola de marzo ya está disponible.
        </Stack>
      </Text>
      <Text as="div" tone="warning">
        <Stack direction="row" gap="xs" align="center">
          <Icon name="warning" />
          Su perfil de inversionista vence el 31/03/2025.
        </Stack>
      </Text>
      <Text as="div" tone="error">
        <Stack direction="row" gap="xs" align="center">
          <Icon name="error" />
          No pudimos procesar el rescate. Intente de nuevo en unos minutos.
        </Stack>
      </Text>
      <Text as="div" tone="success">
        <Stack direction="row" gap="xs" align="center">
          <Icon name="success" />
          Sus datos fueron actualizados.
        </Stack>
      </Text>
    </Stack>
  ),
};

export const InButton: Story = {
  render: () => (
    <Stack direction="row" gap="sm" wrap>
      <Button icon={<Icon name="download" />}>Descargar cartola</Button>
      <Button variant="secondary" icon={<Icon name="edit" />}>
        Editar datos
      </Button>
      <Button variant="danger" icon={<Icon name="delete" />}>
        Eliminar beneficiario
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // The decorative icon stays out of the button's name.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Descargar cartola' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  render: () => <IconGallery />,
};
