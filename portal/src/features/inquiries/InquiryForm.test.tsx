import '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../../store/session.ts';
import { InquiryForm } from './InquiryForm.tsx';

const filed = {
  folio: 'CS-000042',
  category: 'consulta',
  message: 'Quisiera saber cuándo llega mi rescate.',
  status: 'recibida',
  createdAt: '2026-11-27T13:00:00.000Z',
  attachmentName: null,
  answer: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function start(answers: Array<() => Response>) {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(answers.shift()!()));
  vi.stubGlobal('fetch', fetchMock);
  const onFiled = vi.fn();
  render(<InquiryForm onFiled={onFiled} />);
  return { fetchMock, onFiled };
}

const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body));

afterEach(() => vi.unstubAllGlobals());

// Whole journeys through a select and a form on a shared machine.
describe('InquiryForm', { timeout: 20_000 }, () => {
  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = start([]);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Seleccione el tipo de su mensaje.')).toBeInTheDocument();
    expect(screen.getByText('Escriba su mensaje (al menos 10 caracteres).')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the send fails, and retries the same request', async () => {
    const user = userEvent.setup();
    const { fetchMock, onFiled } = start([
      () => json({ message: 'Error', status: 503 }, 503),
      () => json({ inquiry: filed }),
    ]);
    await user.click(screen.getByRole('button', { name: /^Seleccione.*Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Consulta' }));
    await user.click(screen.getByRole('textbox', { name: /^Mensaje/ }));
    await user.paste(filed.message);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sus datos se mantienen');
    expect(screen.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue(filed.message);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(
      await screen.findByRole('heading', { name: 'Recibimos su mensaje. Su folio es CS-000042.' }),
    ).toBeInTheDocument();
    expect(onFiled).toHaveBeenCalledWith(filed);
    const [first, second] = fetchMock.mock.calls.map(bodyOf);
    expect(second.requestId).toBe(first.requestId);
    expect(second).toMatchObject({
      category: 'consulta',
      message: filed.message,
      attachment: null,
    });
  });

  it('starts a new request, empty, for another message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = start([() => json({ inquiry: filed }), () => json({ inquiry: filed })]);
    await user.click(screen.getByRole('button', { name: /^Seleccione.*Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Consulta' }));
    await user.click(screen.getByRole('textbox', { name: /^Mensaje/ }));
    await user.paste(filed.message);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar otro mensaje' }));
    const form = screen.getByRole('form', { name: 'Nueva consulta o sugerencia' });
    expect(within(form).getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: /^Seleccione.*Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Sugerencia' }));
    await user.type(
      within(form).getByRole('textbox', { name: /^Mensaje/ }),
      'Otra sugerencia distinta.',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = fetchMock.mock.calls.map(bodyOf);
    expect(second.requestId).not.toBe(first.requestId);
  });
});
