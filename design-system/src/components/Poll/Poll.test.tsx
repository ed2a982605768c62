import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Poll } from './Poll.tsx';
import { PollQuestion } from './PollQuestion.tsx';
import { riskPollQuestions, squareQuestion } from './poll-sample.ts';
import type { PollTheme } from './poll-types.ts';

const themes: PollTheme[] = ['default', 'square', 'chat'];

// React Aria's first render and userEvent are slow in jsdom when the whole suite runs.
describe('Poll', { timeout: 20_000 }, () => {
  it.each(themes)('in the %s theme is one named radio group per question', async (theme) => {
    const onChange = vi.fn();
    render(<Poll questions={riskPollQuestions} theme={theme} onChange={onChange} />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(3);
    expect(
      screen.getByRole('radiogroup', {
        name: '2. ¿Por cuánto tiempo piensa mantener su inversión?',
      }),
    ).toHaveAttribute('aria-required', 'true');
    // Keyboard: Tab enters the first question, arrows choose.
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Preservar mi capital' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Obtener una rentabilidad moderada' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ 1: 'B' }, 1);
    // Tab goes on to the next question, which keeps its own answer.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ 1: 'B', 2: 'C' }, 2);
    const second = within(groups[1] as HTMLElement);
    expect(second.getByRole('radio', { name: 'Más de 3 años' })).toBeChecked();
  });

  it('starts from the alternatives loaded as seleccionada', () => {
    const loaded = riskPollQuestions.map((question, index) => ({
      ...question,
      alternativas: question.alternativas.map((alternative) => ({
        ...alternative,
        seleccionada: index === 0 && alternative.alternativa === 'C',
      })),
    }));
    render(<Poll questions={loaded} />);
    expect(
      screen.getByRole('radio', { name: 'Maximizar la rentabilidad en el largo plazo' }),
    ).toBeChecked();
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('shows and announces the errors the form decides per question', () => {
    render(
      <Poll
        questions={riskPollQuestions}
        value={{ 1: 'A' }}
        errors={{ 3: 'Este campo es requerido' }}
      />,
    );
    const third = screen.getByRole('radiogroup', { name: /¿qué haría\?/ });
    expect(third).toHaveAccessibleDescription('Este campo es requerido');
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(1);
  });

  it('says so when there are no questions', () => {
    render(<Poll questions={[]} />);
    expect(screen.getByRole('heading', { name: 'No hay preguntas disponibles' })).toBeVisible();
  });
});

describe('PollQuestion', { timeout: 20_000 }, () => {
  it('square theme: sanitised HTML names each card, with tooltips and the alert above', () => {
    render(
      <PollQuestion
        theme="square"
        question={{
          ...squareQuestion,
          alternativas: [
            ...squareQuestion.alternativas,
            { alternativa: 'D', descripcion: 'Ninguno<img src="x" onerror="alert(1)">' },
          ],
        }}
      />,
    );
    expect(
      screen.getByRole('radio', { name: 'Fondos mutuos como el Fondo Mutuo Renta Chile Serie A' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Más información sobre la alternativa A' }),
    ).toBeInTheDocument();
    expect(screen.getByText('experiencia real')).toBeVisible();
  });

  it('says Este campo es requerido when left without an answer', async () => {
    render(<PollQuestion question={riskPollQuestions[0]!} theme="chat" />);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('cannot be changed when disabled', async () => {
    const onChange = vi.fn();
    render(
      <PollQuestion
        question={riskPollQuestions[0]!}
        theme="square"
        defaultValue="A"
        isDisabled
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByText('Obtener una rentabilidad moderada'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Preservar mi capital' })).toBeChecked();
  });
});
