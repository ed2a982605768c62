import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MessageBlock } from './MessageBlock.tsx';

const meta = {
  title: 'Componentes/MessageBlock',
  component: MessageBlock,
  args: {
    title: 'Documentos de su inversión',
    children:
      'Descargue y revise el reglamento interno y el folleto informativo antes de invertir.',
    files: [
      { name: 'Reglamento interno.pdf', href: '/docs/reglamento-interno.pdf' },
      { name: 'Folleto informativo.pdf', href: '/docs/folleto-informativo.pdf' },
    ],
  },
} satisfies Meta<typeof MessageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Reglamento interno.pdf' });
    await expect(link).toHaveAttribute('download');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithIcon: Story = {
  args: {
    icon: 'info',
    title: 'Horario de operaciones',
    children:
      'Las transacciones ingresadas fuera de horario se cursan el día hábil bancario siguiente.',
    files: undefined,
  },
};

export const WithHtml: Story = {
  args: {
    children: undefined,
    html: '<p>Su contrato quedará <strong>vigente</strong> una vez firmado.</p>',
    files: undefined,
  },
};

export const LongSpanishText: Story = {
  args: {
    title:
      'Antecedentes requeridos para la actualización de la representación legal de la sociedad',
    children:
      'Adjunte la escritura de constitución, la inscripción en el Registro de Comercio con vigencia y el certificado de poderes emitido con no más de treinta días de antigüedad.',
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <MessageBlock {...args} />
    </div>
  ),
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
