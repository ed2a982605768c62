import { tefeInstructions } from '@inversiones/contract';
import { beneficiaryFieldsSample, beneficiarySample } from '@inversiones/contract/samples/tefe';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderRoutes, serve, type Answers } from '../funds/funds.test-helper.tsx';
import { InstructPage } from './InstructPage.tsx';

const im = tefeInstructions.instructionMessages;
const ACCOUNT = '100234-04';
const ACCOUNTS = '/api/tefe/cuentasCorrientesMercantil';
const BALANCES = `${ACCOUNTS}/${ACCOUNT}/saldos`;
const TARIFF = `${ACCOUNTS}/${ACCOUNT}/comisiones`;
const INSTRUCTIONS = '/api/tefe/instrucciones';
const METHODS = '/api/securityPass/method';

const usd = (amount: number) => formatCurrency(amount, 'USD');
/** `text` matched literally in a RegExp, any space as a space. */
const pattern = (text: string) => text.replace(/[$.*+?()[\]{}|^\\]/g, '\\$&').replace(/\s/g, '\\s');
const dollars = (amount: number) => ({ amount, currency: 'USD' as const });

/** Laura, paid through Citibank as intermediary; Pierre, straight to his bank. */
const laura = { ...beneficiarySample(4, 'Laura', 'Gómez', 1), ...beneficiaryFieldsSample, DNI: '' };
const pierre = beneficiarySample(7, 'Pierre', 'Martin', 1);

const instruction = (
  Id: number,
  Status: tefeInstructions.InstructionStatusId,
  BeneficiaryName: string,
  amount: number,
  commission: number,
): tefeInstructions.Instruction => ({
  Id,
  Folio: String(1_000_100 + Id),
  Status,
  BeneficiaryId: 4,
  BeneficiaryName,
  BankName: 'JPMorgan Chase Bank, N.A.',
  SwiftCode: 'CHASUS33',
  AccountEnding: '6789',
  IntermediaryBankName: 'Citibank N.A.',
  CuentaId: ACCOUNT,
  Monto: dollars(amount),
  Comision: dollars(commission),
  Total: dollars(amount + commission),
  Proposito: 'Ahorro e inversión',
  OrigenFondos: 'Ahorros',
  VolumenAnual: 'Hasta US$ 50.000',
  CreatedAt: '2026-11-27T14:00:00.000Z',
  ExecuteAt: '2026-11-27T16:00:00.000Z',
  EnteredBy: 'Camila Rojas',
  AuthorizedBy: null,
});

const cronto = {
  tipo: 'cronto',
  estado: 'activo',
  destino: null,
  activoDesde: '2026-01-05T12:00:00.000Z',
  bloqueadoHasta: null,
};

interface Sent {
  body: unknown;
  key: string | null;
}

/**
 * The page's answers: `create` answers each POST of an instruction (the entered one by default),
 * `listed` is what the list answers; each POST is kept with its Idempotency-Key, each PUT with
 * its method.
 */
function servePage({
  create = () => instruction(31, 1, 'Laura Gómez Reyes', 2_000, 40),
  listed = [],
  methods = [cronto],
  tariff,
}: {
  create?: (n: number) => unknown;
  listed?: tefeInstructions.Instruction[];
  methods?: unknown[];
  /** The tariff's answer, to make it fail. */
  tariff?: () => unknown;
} = {}) {
  const posts: Sent[] = [];
  const puts: { method: string | undefined; body: unknown }[] = [];
  const answers: Answers = {
    '/api/tefe': { activo: true, mensaje: null },
    '/api/tefe/beneficiarios': {
      beneficiarios: [laura, pierre],
      total: 2,
      numeroPagina: 1,
      registrosPagina: 50,
    },
    [ACCOUNTS]: { fecha: '2026-11-27', cuentas: [{ id: ACCOUNT, numero: ACCOUNT, moneda: 'USD' }] },
    '/api/tefe/tiposMonedas': {
      monedas: [
        { id: 1, codigo: 'USD', nombre: 'Dólar estadounidense' },
        { id: 2, codigo: 'EUR', nombre: 'Euro' },
      ],
    },
    '/api/tefe/propositosTransferencia': {
      propositos: [
        { id: 3, nombre: 'Ahorro e inversión' },
        { id: 4, nombre: 'Ayuda familiar' },
      ],
    },
    '/api/tefe/origenesFondosInversiones': { origenes: [{ id: 5, nombre: 'Ahorros' }] },
    '/api/tefe/volumenesAnuales': { volumenes: [{ id: 6, nombre: 'Hasta US$ 50.000' }] },
    [METHODS]: { segundoFactorPendiente: false, metodos: methods },
    [BALANCES]: {
      cuenta: ACCOUNT,
      saldoContable: dollars(6_000),
      retenido: dollars(1_000),
      disponible: dollars(5_000),
    },
    [TARIFF]: {
      tramos: [
        { hasta: 5_000, comision: dollars(25) },
        { hasta: 20_000, comision: dollars(40) },
        { hasta: null, comision: dollars(60) },
      ],
      bancoIntermediario: dollars(15),
    },
    [INSTRUCTIONS]: (_url: URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return { instrucciones: listed };
      posts.push({
        body: JSON.parse(String(init.body)),
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      return create(posts.length);
    },
  };
  for (const { Id } of listed) {
    answers[`${INSTRUCTIONS}/${Id}`] = (_url: URL, init?: RequestInit) => {
      puts.push({ method: init?.method, body: JSON.parse(String(init?.body)) });
      return { ...listed.find((i) => i.Id === Id)!, Status: 2 };
    };
  }
  if (tariff) answers[TARIFF] = tariff;
  const fetchMock = serve(answers);
  renderRoutes('/tefe/instruir', <Route path="tefe/instruir" element={<InstructPage />} />);
  return { fetchMock, posts, puts };
}

const dataForm = () => screen.findByRole('form', { name: 'Datos de la transferencia' });
const amountField = () => screen.getByRole('textbox', { name: /^Monto a transferir/ });
/** The value a fact list under `scope` gives `term`. */
const fact = (scope: HTMLElement, term: string) =>
  within(scope)
    .getAllByRole('term')
    .find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills the data step for Laura with `amount` and the compliance answers. */
async function fill(user: UserEvent, amount: string) {
  await dataForm();
  await choose(user, /Beneficiario$/, 'Laura Gómez Reyes (Laura Miami)');
  await user.type(amountField(), amount);
  await choose(user, /Propósito de la transferencia$/, 'Ahorro e inversión');
  await choose(user, /Origen de los fondos$/, 'Ahorros');
  await choose(user, /Volumen anual estimado de sus transferencias$/, 'Hasta US$ 50.000');
  // The tariff is known once the commission shows.
  await waitFor(() => expect(screen.getByText(/^Comisión$/)).toBeVisible());
}

/** Fills the data step and goes on to the confirm step. */
async function toConfirm(user: UserEvent) {
  await fill(user, '2000');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  return screen.findByRole('heading', { level: 2, name: 'Confirme la transferencia' });
}

const codeField = () => screen.getByRole('textbox', { name: /^Código de verificación/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InstructPage', { timeout: 30_000 }, () => {
  it('says what is missing, shows the commission and total as the amount is typed, and holds to the free balance', async () => {
    const user = userEvent.setup();
    const { fetchMock, posts } = servePage();
    const form = await dataForm();
    // The only account and dollars come chosen; the account's free balance is shown.
    expect(screen.getByRole('button', { name: /Cuenta corriente de origen$/ })).toHaveTextContent(
      `Cuenta corriente en dólares N° ${ACCOUNT}`,
    );
    expect(screen.getByRole('button', { name: /Moneda$/ })).toHaveTextContent(
      'Dólar estadounidense (USD)',
    );
    await waitFor(() => expect(fact(form, 'Saldo disponible')).toBe(usd(5_000)));
    expect(fact(form, 'Retenido por transferencias en curso')).toBe(usd(1_000));
    const [lists] = callsTo(fetchMock, '/api/tefe/beneficiarios');
    expect(Object.fromEntries(lists!.searchParams)).toEqual({
      estado: '1',
      registrosPagina: '50',
    });

    // Continuar with nothing chosen: each field says what it needs, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    for (const message of [im.beneficiary, im.amountRange, im.purpose, im.fundOrigin]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByText(im.annualVolume)).toBeVisible();
    expect(screen.queryByText(im.account)).toBeNull();
    expect(screen.queryByText(im.currency)).toBeNull();
    expect(screen.getByRole('form', { name: 'Datos de la transferencia' })).toBeVisible();

    // US$ 2.000 to Laura: US$ 25 of the tariff plus US$ 15 of her intermediary bank.
    await choose(user, /Beneficiario$/, 'Laura Gómez Reyes (Laura Miami)');
    await user.type(amountField(), '2000');
    expect(amountField()).toHaveValue('2.000');
    await waitFor(() =>
      expect(fact(form, 'Comisión')).toBe(`${usd(40)} (incluye US$ 15 del banco intermediario)`),
    );
    expect(usd(40)).toBe('US$\u00a040,00');
    expect(fact(form, 'Total a cargar en su cuenta')).toBe(usd(2_040));
    expect(usd(2_040)).toBe('US$\u00a02.040,00');
    // Pierre has no intermediary: the tariff alone.
    await choose(user, /Beneficiario$/, 'Pierre Martin');
    expect(fact(form, 'Comisión')).toBe(usd(25));
    expect(fact(form, 'Total a cargar en su cuenta')).toBe(usd(2_025));

    // US$ 4.990 plus US$ 25 is more than the US$ 5.000 free: said on the amount, no confirm step.
    await user.clear(amountField());
    await user.type(amountField(), '4990');
    await choose(user, /Propósito de la transferencia$/, 'Ayuda familiar');
    await choose(user, /Origen de los fondos$/, 'Ahorros');
    await choose(user, /Volumen anual estimado de sus transferencias$/, 'Hasta US$ 50.000');
    expect(fact(form, 'Total a cargar en su cuenta')).toBe(usd(5_015));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(im.noBalance)).toBeVisible();
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(im.noBalance));
    expect(screen.queryByRole('heading', { name: 'Confirme la transferencia' })).toBeNull();
    expect(posts).toEqual([]);
    // Only reads: nothing was sent.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method !== 'GET')).toEqual([]);
  });

  it('confirms with a 6-digit code, keeps the step on a refused code, and retries a failure with the same key', async () => {
    const user = userEvent.setup();
    const { posts } = servePage({
      create: (n) =>
        n === 1
          ? json(
              { message: 'El código ingresado no es válido.', status: 400, path: ['codigo'] },
              400,
            )
          : n === 2
            ? json({ message: 'Error', status: 503 }, 503)
            : instruction(31, 1, 'Laura Gómez Reyes', 2_000, 40),
    });
    const heading = await toConfirm(user);
    const card = heading.closest('section') ?? document.body;
    // What will happen: to whom, through which banks, from which account, how much.
    expect(fact(card, 'Beneficiario')).toBe('Laura Gómez Reyes');
    expect(fact(card, 'Banco')).toBe('JPMorgan Chase Bank, N.A. (SWIFT CHASUS33)');
    expect(fact(card, 'Cuenta del beneficiario')).toBe('terminada en 6789');
    expect(fact(card, 'Banco intermediario')).toBe('Citibank N.A.');
    expect(fact(card, 'Cuenta de cargo')).toBe(`Cuenta corriente en dólares N° ${ACCOUNT}`);
    expect(fact(card, 'Monto a transferir')).toBe(usd(2_000));
    expect(fact(card, 'Comisión')).toBe(usd(40));
    expect(fact(card, 'Total a cargar en su cuenta')).toBe(usd(2_040));

    // A code short of 6 digits: said on the field, nothing sent.
    await user.type(codeField(), '123');
    await user.click(screen.getByRole('button', { name: 'Confirmar transferencia' }));
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese el código de 6 dígitos.'),
    );
    expect(posts).toEqual([]);

    // The server refuses the code: its words on the field, still the confirm step.
    await user.type(codeField(), '456');
    await user.click(screen.getByRole('button', { name: 'Confirmar transferencia' }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        expect.stringContaining('El código ingresado no es válido.'),
      ),
    );
    expect(codeField()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Confirme la transferencia' })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      BeneficiaryId: 4,
      CuentaId: ACCOUNT,
      Monto: 2_000,
      MonedaId: 1,
      PropositoId: 3,
      OrigenFondosId: 5,
      VolumenAnualId: 6,
      metodo: 'cronto',
      codigo: '123456',
    });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    // The service fails: said so, and Reintentar sends the same instruction under the same key.
    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar transferencia' }));
    expect(await screen.findByText(/^El servicio no respondió/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar transferencia' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Transferencia instruida' })).toBeVisible();
    expect(posts).toHaveLength(3);
    expect(posts[2]).toEqual(posts[1]);
    expect(posts[1]!.body).toMatchObject({ codigo: '654321' });
    expect(new Set(posts.map((p) => p.key)).size).toBe(1);
  });

  it('shows the voucher, reads the list and balances again, and starts an empty instruction', async () => {
    const user = userEvent.setup();
    const { fetchMock } = servePage();
    await toConfirm(user);
    const lists = callsTo(fetchMock, INSTRUCTIONS).length;
    const balances = callsTo(fetchMock, BALANCES).length;
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar transferencia' }));
    const voucher = await screen.findByRole('heading', { name: 'Transferencia instruida' });
    expect(screen.getByText('Folio N° 1000131')).toBeVisible();
    expect(screen.getByText('Ingresada')).toBeVisible();
    const card = voucher.closest('section') ?? document.body;
    expect(fact(card, 'Total a cargar en su cuenta')).toBe(usd(2_040));
    // Money is now held: the list and the balances are read again.
    await waitFor(() => expect(callsTo(fetchMock, BALANCES).length).toBe(balances + 1));
    // The POST and the list share the path: one more call than the POST.
    await waitFor(() => expect(callsTo(fetchMock, INSTRUCTIONS).length).toBe(lists + 2));

    await user.click(screen.getByRole('button', { name: 'Instruir otra transferencia' }));
    await dataForm();
    expect(amountField()).toHaveValue('');
    expect(screen.getByRole('button', { name: /Beneficiario$/ })).toHaveTextContent(
      'Seleccione una opción',
    );
    expect(
      screen.getByRole('button', { name: /Propósito de la transferencia$/ }),
    ).toHaveTextContent('Seleccione una opción');
    expect(screen.getByRole('button', { name: /Cuenta corriente de origen$/ })).toHaveTextContent(
      `Cuenta corriente en dólares N° ${ACCOUNT}`,
    );
    expect(screen.queryByText(/^Comisión$/)).toBeNull();
  });

  it('lists the transfers with their status, and cancels one still entered', async () => {
    const user = userEvent.setup();
    const entered = instruction(31, 1, 'Laura Gómez Reyes', 2_000, 40);
    const executed = instruction(32, 6, 'Pierre Martin', 1_000, 25);
    const { fetchMock, puts } = servePage({ listed: [entered, executed] });
    const table = await screen.findByRole('table', { name: 'Sus transferencias' });
    const [first] = callsTo(fetchMock, INSTRUCTIONS);
    expect(first!.searchParams.get('fechaTermino')).toBe('20261127');
    expect(first!.searchParams.get('fechaInicio')).toMatch(/^202610\d\d$/);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('Laura Gómez Reyes')).toHaveTextContent('Ingresada');
    expect(row('Pierre Martin')).toHaveTextContent('Ejecutada');
    expect(within(row('Pierre Martin')).queryByRole('button', { name: /^Anular/ })).toBeNull();

    const lists = callsTo(fetchMock, INSTRUCTIONS).length;
    await user.click(
      // Named by whom it goes to (and, since a change in course, by how much).
      within(row('Laura Gómez Reyes')).getByRole('button', {
        name: new RegExp(
          `^Anular la transferencia (de ${pattern(usd(2_000))} )?a Laura Gómez Reyes$`,
        ),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Anular transferencia' });
    // Text matchers read the no-break space of the figures as a plain one.
    expect(dialog).toHaveTextContent(
      `La transferencia de ${usd(2_040).replace(/\s/g, ' ')} a Laura Gómez Reyes no se enviará`,
    );
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(
      await screen.findByText(
        'La transferencia a Laura Gómez Reyes fue anulada y su monto liberado.',
      ),
    ).toBeVisible();
    expect(puts).toEqual([{ method: 'PUT', body: { Status: 'RechazadaUsuario' } }]);
    await waitFor(() => expect(callsTo(fetchMock, INSTRUCTIONS).length).toBeGreaterThan(lists));
  });

  it('asks for an active second factor before a transfer can be confirmed', async () => {
    const user = userEvent.setup();
    const { posts } = servePage({
      methods: [{ ...cronto, tipo: 'sms', estado: 'pendiente', destino: '+56 9 **** **21' }],
    });
    await toConfirm(user);
    expect(
      screen.getByText(/^Para instruir transferencias necesita un segundo factor activo/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar transferencia' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Código de verificación/ })).toBeNull();
    expect(posts).toEqual([]);
  });

  it('says when the account cannot be read, asks again, and never confirms without a total', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { posts } = servePage({
      tariff: () =>
        fail
          ? json({ message: 'Error', status: 503 }, 503)
          : {
              tramos: [{ hasta: null, comision: dollars(25) }],
              bancoIntermediario: dollars(15),
            },
    });
    expect(await screen.findByText(/^No pudimos leer el saldo y la comisión/)).toBeVisible();
    await choose(user, /Beneficiario$/, 'Laura Gómez Reyes (Laura Miami)');
    await user.type(amountField(), '500');
    await choose(user, /Propósito de la transferencia$/, 'Ahorro e inversión');
    await choose(user, /Origen de los fondos$/, 'Ahorros');
    await choose(user, /Volumen anual estimado de sus transferencias$/, 'Hasta US$ 50.000');
    expect(screen.queryByText(/^Comisión$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('form', { name: 'Datos de la transferencia' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Confirme la transferencia' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.queryByText(/^No pudimos leer el saldo y la comisión/)).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('form', { name: 'Confirme la transferencia' })).toBeVisible();
    expect(posts).toEqual([]);
  });
});
