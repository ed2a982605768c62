import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { Heading } from '../components/Heading/Heading.tsx';
import { Icon } from '../components/Icon/Icon.tsx';
import type { InvestorProfileData } from '../components/InvestorProfileView/investor-profile-data.ts';
import { serviceProfiles } from '../components/InvestorProfileView/investor-profile-sample.ts';
import { InvestorProfileView } from '../components/InvestorProfileView/InvestorProfileView.tsx';
import { ProfilePrompt } from '../components/InvestorProfileView/ProfilePrompt.tsx';
import { unansweredQuestions } from '../components/Poll/poll-answers.ts';
import { riskPollQuestions, squareQuestion } from '../components/Poll/poll-sample.ts';
import type { PollAnswers, PollTheme } from '../components/Poll/poll-types.ts';
import { Poll } from '../components/Poll/Poll.tsx';
import { Stack } from '../components/Stack/Stack.tsx';

const squareIcons: Record<string, ReactNode> = {
  A: <Icon name="document" size="lg" />,
  B: <Icon name="calendar" size="lg" />,
  C: <Icon name="search" size="lg" />,
};

/** The poll of the screen: the three risk questions, plus the square card question in that theme. */
function questionsFor(theme: PollTheme) {
  if (theme !== 'square') return riskPollQuestions;
  return [
    ...riskPollQuestions,
    {
      ...squareQuestion,
      alternativas: squareQuestion.alternativas.map((alternative) => ({
        ...alternative,
        icon: squareIcons[alternative.alternativa],
      })),
    },
  ];
}

/** A stand-in for the server's scoring: A, B, C weigh 1, 2, 3; the mean rounds to a PerfilId. */
function scoredProfiles(answers: PollAnswers): InvestorProfileData[] {
  const weights = Object.values(answers).map((answer) => ' ABC'.indexOf(answer ?? ' '));
  const mean = weights.reduce((sum, weight) => sum + weight, 0) / Math.max(weights.length, 1);
  const perfilId = Math.min(3, Math.max(1, Math.round(mean)));
  // The whole list, as the service answers it: the scored profile is the current one.
  return serviceProfiles.map((profile) => ({
    ...profile,
    Current: profile.PerfilId === perfilId,
    FechaEncuesta: '20251121',
  }));
}

interface ProfileScreenProps {
  theme: PollTheme;
  initialAnswers?: PollAnswers;
}

/** The investor-profile step: the poll, 'Continuar', then the resulting profile. */
function ProfileScreen({ theme, initialAnswers = {} }: ProfileScreenProps) {
  const questions = questionsFor(theme);
  const [answers, setAnswers] = useState<PollAnswers>(initialAnswers);
  const [missing, setMissing] = useState<number[]>([]);
  const [result, setResult] = useState<InvestorProfileData[] | null>(null);
  if (result) {
    return (
      <Stack gap="lg">
        <InvestorProfileView
          profiles={result.filter((profile) => profile.Current)}
          onModify={() => setResult(null)}
        />
        <InvestorProfileView theme="tabs" profiles={result} />
      </Stack>
    );
  }
  return (
    <Card title="Encuesta de perfil de inversionista" titleSize="xl">
      <Stack gap="lg">
        <Poll
          theme={theme}
          questions={questions}
          value={answers}
          onChange={(next) => {
            setAnswers(next);
            setMissing((current) => current.filter((numero) => next[numero] === undefined));
          }}
          errors={Object.fromEntries(missing.map((numero) => [numero, 'Este campo es requerido']))}
        />
        <div>
          <Button
            onPress={() => {
              const unanswered = unansweredQuestions(questions, answers);
              setMissing(unanswered);
              if (unanswered.length === 0) setResult(scoredProfiles(answers));
            }}
          >
            Continuar
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

const meta = {
  title: 'Composiciones/Perfil de inversionista',
  component: ProfileScreen,
  args: { theme: 'default' },
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <ProfileScreen {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'La encuesta de perfil (Poll) en sus tres temas, el resultado (InvestorProfileView con ProfileIndicator) y el aviso de los simuladores (ProfilePrompt).',
      },
    },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers every question from the keyboard (Tab to a question, arrows to choose). */
async function answerAll(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  for (let index = 0; index < count; index += 1) {
    await userEvent.tab();
    await userEvent.keyboard(index % 2 === 0 ? '{ArrowDown}' : '{ArrowDown}{ArrowDown}');
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: 'Modificar Perfil' })).toBeInTheDocument(),
  );
}

/** List theme, answered from the keyboard, then the resulting profile and the three tabs. */
export const EncuestaLista: Story = {
  play: async ({ canvasElement }) => {
    await answerAll(canvasElement, 3);
    await expect(within(canvasElement).getByRole('listitem', { current: true })).toHaveTextContent(
      'Perfil actual: Moderado',
    );
  },
};

/** Square theme with icons, HTML texts, tooltips and the priority alert, then the profile. */
export const EncuestaTarjetas: Story = {
  args: { theme: 'square' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(canvas.getByRole('listitem', { current: true })).toHaveTextContent(
        'Perfil actual: Agresivo',
      ),
    );
  },
};

/** Chat theme as a conversation, answered from the keyboard. */
export const EncuestaConversacion: Story = {
  args: { theme: 'chat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('radio', { name: 'Obtener una rentabilidad moderada' }),
    ).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Más de 3 años' })).toBeChecked();
  },
};

/** 'Continuar' with a question unanswered: the question says so. */
export const EncuestaIncompleta: Story = {
  args: { theme: 'default', initialAnswers: { 1: 'A', 2: 'B' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(
      canvas.getByRole('radiogroup', { name: /¿qué haría\?/ }),
    ).toHaveAccessibleDescription('Este campo es requerido');
  },
};

/** The profile page (view and indicator) and, for a client without a profile, the simulators' notice. */
export const PerfilYSimulador: Story = {
  render: () => (
    <div style={{ maxWidth: 760 }}>
      <Stack gap="lg">
        <Heading level={1}>Mi perfil de inversionista</Heading>
        <InvestorProfileView profiles={serviceProfiles.filter((profile) => profile.Current)} />
        <Card title="Simulador de inversión" titleSize="lg">
          <ProfilePrompt href="/perfilInversionista" />
        </Card>
      </Stack>
    </div>
  ),
};

export const Movil: Story = {
  tags: ['mobile'],
  args: { theme: 'chat', initialAnswers: { 1: 'C', 2: 'C' } },
};
