import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/index.ts';
import { Disclosure } from './Disclosure.tsx';

const meta = {
  title: 'Componentes/Disclosure',
  component: Disclosure,
  args: {
    title: '¿Qué es un fondo mutuo?',
    children: (
      <Text>
        Es un patrimonio formado por los aportes de personas y empresas, administrado por una
        sociedad anónima por cuenta y riesgo de los aportantes.
      </Text>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '¿Qué es un fondo mutuo?' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click expands it (the screenshot shows the open panel). */
export const ClickToExpand: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '¿Qué es un fondo mutuo?' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongSpanishText: Story = {
  args: {
    defaultExpanded: true,
    title:
      'Condiciones generales de la administración de cartera y de la política de inversión aplicable',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Disclosure {...args} />
    </div>
  ),
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultExpanded: true } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultExpanded: true },
};
