// The demo banks (DEMO_MODE only): one small payment page per bank code where the payer
// approves, rejects or lets the payment time out, and a record of that decision the server
// settles transactions with, as it would ask a real bank. The whole loop runs on one machine.
import { randomBytes } from 'node:crypto';
import { formatCurrency } from '@inversiones/es-cl';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { findPayButtonBank } from './banks.ts';
import { bankRedirectPath, type BankDecision } from './bank-redirects.ts';

/** What the bank says of a payment: the payer's decision, or still nothing. */
export type BankOutcome = BankDecision | 'pendiente';

/** The bank side of a payment, as the firm's server sees it. */
export interface BankGateway {
  /** Registers a payment at the bank; answers the page the payer opens. */
  register(
    db: Queryable,
    payment: { transactionId: string; bank: number; amount: bigint },
  ): Promise<{ bankUrl: string }>;
  /** What the bank recorded for the payment. */
  outcome(db: Queryable, transactionId: string): Promise<BankOutcome>;
  /** The firm voids a payment the client cancelled: the bank no longer takes it. */
  void(db: Queryable, transactionId: string, now: number): Promise<void>;
}

const DECISIONS: readonly BankDecision[] = ['aprobado', 'rechazado', 'expirado'];

export const demoBank: BankGateway = {
  async register(db, { transactionId, bank, amount }) {
    const token = randomBytes(24).toString('base64url');
    const reference = `B${bank}-${randomBytes(5).toString('hex').toUpperCase()}`;
    await db.query(
      `INSERT INTO demo_bank_payments (token, transaction_id, bank_code, amount, bank_reference)
       VALUES ($1, $2::bigint, $3, $4::bigint, $5)`,
      [token, transactionId, bank, amount.toString(), reference],
    );
    return { bankUrl: `/api/demo/bancos/${bank}/pagos/${token}` };
  },
  async outcome(db, transactionId) {
    const [row] = await db.query<{ decision: BankOutcome }>(
      'SELECT decision FROM demo_bank_payments WHERE transaction_id = $1::bigint',
      [transactionId],
    );
    return row?.decision ?? 'pendiente';
  },
  async void(db, transactionId, now) {
    await db.query(
      `UPDATE demo_bank_payments SET decision = 'expirado', decided_at = $2::bigint
       WHERE transaction_id = $1::bigint AND decision = 'pendiente'`,
      [transactionId, String(now)],
    );
  },
};

interface PaymentRow {
  transaction_id: string;
  bank_code: number;
  amount: string;
  bank_reference: string;
  decision: BankOutcome;
}

async function findPayment(db: Queryable, bank: string, token: string) {
  const [row] = await db.query<PaymentRow>(
    `SELECT transaction_id::text, bank_code, amount::text, bank_reference, decision
     FROM demo_bank_payments WHERE token = $1 AND bank_code::text = $2`,
    [token, bank],
  );
  return row;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const DONE_TEXT: Record<BankDecision, string> = {
  aprobado: 'Este pago ya fue aprobado.',
  rechazado: 'Este pago fue rechazado.',
  expirado: 'Este pago expiró o fue anulado por el comercio.',
};

/** The bank's page: the amount to pay and the payer's three choices (no script). */
function paymentPage(payment: PaymentRow, nonce: string): string {
  const bank = findPayButtonBank(payment.bank_code);
  const name = escapeHtml(bank?.name ?? 'Banco');
  const amount = escapeHtml(formatCurrency(Number(payment.amount), 'CLP'));
  const decided = payment.decision !== 'pendiente';
  const actions = decided
    ? `<p class="done" role="status">${DONE_TEXT[payment.decision as BankDecision]}</p>`
    : `<form method="post">
  <button name="decision" value="aprobado" class="primary" autofocus>Aprobar pago</button>
  <button name="decision" value="rechazado">Rechazar pago</button>
  <button name="decision" value="expirado">Dejar expirar</button>
</form>`;
  return `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} · Pago en línea (demostración)</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}
header{display:flex;align-items:center;gap:12px;padding:16px 24px;background:#fff;border-bottom:1px solid #d1d5db}
main{max-width:480px;margin:32px auto;padding:24px;background:#fff;border:1px solid #d1d5db;border-radius:8px}
h1{font-size:1.25rem;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0 24px}
dt{color:#4b5563}dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
form{display:flex;flex-direction:column;gap:12px}
button{font:inherit;padding:12px 16px;border-radius:6px;border:1px solid #374151;background:#fff;color:#111827;cursor:pointer}
button.primary{background:#0b2545;border-color:#0b2545;color:#fff}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.note{font-size:.875rem;color:#4b5563}
</style>
</head>
<body>
<header><img src="/api/publico/imagenes/banco-${payment.bank_code}.svg" alt="" width="40" height="40"><h1>${name}</h1></header>
<main>
<h2>Pago en línea</h2>
<p class="note">Banco de demostración: ningún dinero real se mueve.</p>
<dl>
<dt>Comercio</dt><dd>Inversiones Demo S.A.</dd>
<dt>Monto a pagar</dt><dd>${amount}</dd>
<dt>Referencia</dt><dd>${escapeHtml(payment.bank_reference)}</dd>
</dl>
${actions}
</main>
</body>
</html>`;
}

/** The demo banks' pages: 404 outside demo mode, as if there were no such bank. */
export function demoBankRoutes(deps: Deps, { demoMode }: { demoMode: boolean }) {
  const app = new Hono<AppEnv>();
  const page = nonContractRoutes.demoBankPage;
  const decisionRoute = nonContractRoutes.demoBankDecision;
  const notFound = (c: Context<AppEnv>) => c.text('No encontrado.', 404);

  app.get(page.path, async (c) => {
    if (!demoMode) return notFound(c);
    const payment = await findPayment(deps.db, c.req.param('bank'), c.req.param('token'));
    if (!payment) return notFound(c);
    // No script; its one style element carries this response's nonce.
    const nonce = randomBytes(16).toString('base64');
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    return c.html(paymentPage(payment, nonce));
  });

  // The payer's choice: recorded once, then the bank sends the payer back with its answer.
  app.post(decisionRoute.path, async (c) => {
    if (!demoMode) return notFound(c);
    const token = c.req.param('token');
    const payment = await findPayment(deps.db, c.req.param('bank'), token);
    if (!payment) return notFound(c);
    const form = await c.req.parseBody();
    const choice = DECISIONS.find((d) => d === form.decision);
    if (!choice) return c.text('Decisión no válida.', 400);
    await deps.db.query(
      `UPDATE demo_bank_payments SET decision = $2, decided_at = $3::bigint
       WHERE token = $1 AND decision = 'pendiente'`,
      [token, choice, String(deps.now())],
    );
    const recorded = (await findPayment(deps.db, c.req.param('bank'), token)) as PaymentRow;
    const decision = recorded.decision === 'pendiente' ? choice : recorded.decision;
    return c.redirect(
      bankRedirectPath({
        bank: recorded.bank_code as 1 | 2 | 3 | 4 | 5 | 6,
        transactionId: recorded.transaction_id,
        decision,
        bankReference: recorded.bank_reference,
        amount: BigInt(recorded.amount),
      }),
      303,
    );
  });
  return app;
}
