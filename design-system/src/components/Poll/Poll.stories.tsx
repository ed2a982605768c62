import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon/index.ts';
import { Poll } from './Poll.tsx';
import { riskPollQuestions, squareQuestion } from './poll-sample.ts';
import type { PollQuestionData } from './poll-types.ts';

const squareIcons = [
  <Icon key="A" name="document" size="lg" />,
  <Icon key="B" name="calendar" size="lg" />,
  <Icon key="C" name="search" size="lg" />,
];

/** The square theme's question with a decorative icon on each card. */
const squareWithIcons: PollQuestionData = {
  ...squareQuestion,
  alternativas: squareQuestion.alternativas.map((alternative, index) => ({
    ...alternative,
    icon: squareIcons[index],
  })),
};

const meta = {
  title: 'Componentes/Poll',
  component: Poll,
  args: { questions: riskPollQuestions, defaultValue: { 1: 'B' } },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Poll {...args} />
    </div>
  ),
} satisfies Meta<typeof Poll>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list theme: one card per alternative, the first question answered. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('radio', { name: 'Obtener una rentabilidad moderada' }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Entre 1 y 3 años' })).toBeChecked();
  },
};

/** Cards with icons, HTML texts, info tooltips and the priority alert above. */
export const Square: Story = {
  args: { theme: 'square', questions: [squareWithIcons], defaultValue: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('radio', { name: 'Fondos mutuos como el Fondo Mutuo Renta Chile Serie A' }),
    ).toBeChecked();
  },
};

/** The tip of a card opens on keyboard focus of its info button (and on hover). */
export const SquareTooltip: Story = {
  args: { theme: 'square', questions: [squareWithIcons], defaultValue: { 4: 'A' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Más información sobre la alternativa A' }),
    ).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Instrumentos de renta fija emitidos por bancos.');
    await waitFor(() => expect(tip).toHaveAttribute('data-placement'));
  },
};

/** A conversation: each question an incoming bubble, the chosen alternative the answer. */
export const Chat: Story = {
  args: { theme: 'chat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Más de 3 años' })).toBeChecked();
  },
};

/** Errors decided by the form after 'Continuar' with unanswered questions. */
export const RequiredError: Story = {
  args: {
    defaultValue: { 1: 'A' },
    errors: { 2: 'Este campo es requerido', 3: 'Este campo es requerido' },
  },
};

/** A poll already sent: answers shown, nothing can change. */
export const Disabled: Story = {
  args: { theme: 'square', defaultValue: { 1: 'A', 2: 'C', 3: 'B' }, isDisabled: true },
};

export const Empty: Story = { args: { questions: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const Mobile: Story = {
  tags: ['mobile'],
  args: { theme: 'chat', defaultValue: { 1: 'A', 2: 'B' } },
};

export const LongSpanishText: Story = {
  args: {
    theme: 'square',
    defaultValue: { 7: 'B' },
    questions: [
      {
        numeroPregunta: 7,
        pregunta:
          'Considerando su situación financiera actual, sus compromisos de los próximos años y su patrimonio total, ¿qué porcentaje de sus ahorros destinaría a inversiones con riesgo de pérdida?',
        alert: {
          priority: 'info',
          text: 'Recuerde que las rentabilidades pasadas no garantizan que ellas se repitan en el futuro y que los valores de las cuotas de los fondos mutuos son variables.',
        },
        alternativas: [
          {
            alternativa: 'A',
            descripcion:
              'Menos del 10%: prefiero mantener casi la totalidad de mis ahorros en instrumentos de renta fija',
          },
          {
            alternativa: 'B',
            descripcion:
              'Entre el 10% y el 50%: acepto variaciones temporales a cambio de una rentabilidad esperada mayor',
            tooltip: 'Incluye fondos balanceados y de renta variable nacional.',
          },
          {
            alternativa: 'C',
            descripcion:
              'Más del 50%: mi horizonte de inversión es largo y tolero caídas importantes del valor de mis inversiones',
          },
        ],
      },
    ],
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: {
    theme: 'chat',
    defaultValue: { 1: 'C' },
    errors: { 2: 'Este campo es requerido' },
  },
};
