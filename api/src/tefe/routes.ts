// TEFE (spec 7): the access check, the beneficiaries (list, register, edit, block, delete), the
// bank found by SWIFT code, the countries and currencies the form offers, and the purposes,
// origins of funds and annual volumes an instruction is filled in with. Every call asks the
// spec 6 access first: a profile TEFE is closed to gets 403 with the spec's message.
import {
  tefeAccess as access,
  tefeBeneficiaries as contract,
  tefeCatalogues,
  tefeInstructions,
} from '@inversiones/contract';
import { Hono } from 'hono';
import { actorOf, lockOwner, runOperation } from '../fund-operations/operations.ts';
import { marketDate } from '../market/clock.ts';
import { fromCompactDate } from '../market/iso-date.ts';
import { accessGuards, roleFacts } from '../platform/access.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { proveSignatureCode, signatureCounters } from '../security-pass/signature-code.ts';
import { instructionPdf } from './instruction-pdf.ts';
import {
  applyDueInstructions,
  balancesOf,
  cancelInstruction,
  enterInstruction,
  findInstruction,
  listInstructions,
  requireSourceAccount,
  settleTransfers,
  sourceAccountsOf,
  TARIFF,
  toWireInstruction,
} from './instructions.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { tefeAccess, requireTefe } from './access.ts';
import {
  applyDueReviews,
  changeBeneficiary,
  createBeneficiary,
  findBeneficiary,
  listBeneficiaries,
  toWireBeneficiary,
} from './beneficiaries.ts';
import {
  annualVolumes,
  countries,
  currencies,
  findBank,
  fundOrigins,
  purposes,
} from './catalogues.ts';
import { tefeMessages as m } from './messages.ts';

/** A beneficiary's id from the path: a positive integer, or not found. */
function beneficiaryId(param: string | undefined): number {
  if (!/^[1-9]\d{0,17}$/.test(param ?? '')) throw new ApiError(404, m.notFound);
  return Number(param);
}

export function tefeRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;

  implement(access.active, (c) => tefeAccess(db, c));

  implement(contract.list, async (c, { request }) => {
    await requireTefe(db, c);
    const rut = activeRut(c);
    await applyDueReviews(db, rut, deps.now());
    const page = request.numeroPagina ? Number(request.numeroPagina) : 1;
    const pageSize = request.registrosPagina
      ? Number(request.registrosPagina)
      : contract.DEFAULT_PAGE_SIZE;
    const estado = request.estado ?? contract.ALL_STATUSES;
    const status = estado === contract.ALL_STATUSES ? null : Number(estado);
    if (
      status !== null &&
      !(contract.BENEFICIARY_STATUS_IDS as readonly number[]).includes(status)
    ) {
      throw new ApiError(400, 'El estado no es válido.', ['estado']);
    }
    const { total, rows } = await listBeneficiaries(db, rut, {
      status: status as contract.BeneficiaryStatusId | null,
      page,
      pageSize,
      name: request.nombre ?? '',
    });
    return { beneficiarios: rows, total, numeroPagina: page, registrosPagina: pageSize };
  });

  implement(contract.create, async (c, { request }) => {
    await requireTefe(db, c);
    const actor = actorOf(c);
    return db.transaction(async (tx) => {
      // The per-client limit holds under concurrent registrations.
      await lockOwner(tx, actor.ownerRut);
      return createBeneficiary(tx, actor, request, deps.now());
    });
  });

  implement(contract.get, async (c, { params }) => {
    await requireTefe(db, c);
    const id = beneficiaryId(params.id);
    const rut = activeRut(c);
    await applyDueReviews(db, rut, deps.now());
    const row = await findBeneficiary(db, rut, id);
    // Another client's, or deleted: not there for this one (deleted ones leave the list too).
    if (!row || row.status_id === contract.BENEFICIARY_STATUS.deleted) {
      throw new ApiError(404, m.notFound);
    }
    return toWireBeneficiary(row);
  });

  implement(contract.changeState, async (c, { params, request }) => {
    await requireTefe(db, c);
    const id = beneficiaryId(params.id);
    const rut = activeRut(c);
    return db.transaction(async (tx) => {
      // Two changes of the same beneficiary apply one after the other, each on the other's result.
      await lockOwner(tx, rut);
      await applyDueReviews(tx, rut, deps.now());
      return changeBeneficiary(tx, rut, id, request, deps.now());
    });
  });

  implement(contract.internationalBank, async (c, { params }) => {
    await requireTefe(db, c);
    const code = (params.code ?? '').toUpperCase();
    const bank = contract.SWIFT_PATTERN.test(code) ? findBank(code) : undefined;
    if (!bank) throw new ApiError(404, m.unknownBank);
    return bank;
  });

  implement(contract.countries, async (c) => {
    await requireTefe(db, c);
    return { paises: [...countries] };
  });

  implement(contract.currencies, async (c) => {
    await requireTefe(db, c);
    return { monedas: [...currencies] };
  });

  implement(tefeCatalogues.purposes, async (c) => {
    await requireTefe(db, c);
    return { propositos: [...purposes] };
  });

  implement(tefeCatalogues.fundOrigins, async (c) => {
    await requireTefe(db, c);
    return { origenes: [...fundOrigins] };
  });

  implement(tefeCatalogues.annualVolumes, async (c) => {
    await requireTefe(db, c);
    return { volumenes: [...annualVolumes] };
  });

  // Instructions (spec 7): every read first brings the owner's transfers up to date (executed at
  // the cut-off), under the owner's lock, so the holds and the ledger agree.
  const settled = (rut: string) => settleTransfers(db, rut, deps.now());
  const counters = signatureCounters();

  implement(tefeInstructions.sourceAccounts, async (c) => {
    await requireTefe(db, c);
    const accounts = await sourceAccountsOf(db, activeRut(c));
    return {
      fecha: marketDate(deps.now()),
      cuentas: accounts.map((a) => ({ id: a.number, numero: a.number, moneda: 'USD' as const })),
    };
  });

  implement(tefeInstructions.balances, async (c, { params }) => {
    await requireTefe(db, c);
    const rut = activeRut(c);
    await settled(rut);
    const account = await requireSourceAccount(db, rut, params.id ?? '');
    return balancesOf(db, account, marketDate(deps.now()));
  });

  implement(tefeInstructions.commissions, async (c, { params }) => {
    await requireTefe(db, c);
    await requireSourceAccount(db, activeRut(c), params.id ?? '');
    return TARIFF;
  });

  implement(tefeInstructions.create, async (c, { request, idempotencyKey }) => {
    await requireTefe(db, c);
    const actor = actorOf(c);
    const { metodo, codigo, ...fields } = request;
    const [earlier] = await db.query(
      'SELECT 1 FROM operations WHERE owner_rut = $1 AND idempotency_key = $2',
      [actor.ownerRut, idempotencyKey],
    );
    // A retry of the same confirm answers the first result and asks no code again (it was used).
    if (!earlier) {
      const proven = await proveSignatureCode(c, deps, counters, { metodo, codigo }, m.noMethod);
      if (proven instanceof Response) return proven;
    }
    const { client } = c.get('account');
    const facts = roleFacts(c);
    const now = deps.now();
    return runOperation(db, actor, INSTRUCT_ACTION, idempotencyKey, fields, now, async (tx) => {
      await applyDueInstructions(tx, actor.ownerRut, now);
      return enterInstruction(
        tx,
        {
          ...actor,
          name: [client.nombre, client.apellido_paterno, client.apellido_materno].join(' '),
          // A company's transfer waits for a supervisor (four eyes); a person's goes on.
          needsAuthorization: !facts.naturalPerson,
        },
        idempotencyKey,
        fields,
        now,
      );
    });
  });

  implement(tefeInstructions.list, async (c, { request }) => {
    await requireTefe(db, c);
    const rut = activeRut(c);
    await settled(rut);
    return {
      instrucciones: await listInstructions(
        db,
        rut,
        fromCompactDate(request.fechaInicio),
        fromCompactDate(request.fechaTermino),
      ),
    };
  });

  implement(tefeInstructions.cancel, async (c, { params }) => {
    await requireTefe(db, c);
    const id = instructionId(params.id);
    const rut = activeRut(c);
    return db.transaction(async (tx) => {
      await lockOwner(tx, rut);
      await applyDueInstructions(tx, rut, deps.now());
      return cancelInstruction(tx, rut, id, deps.now());
    });
  });

  const pdf = nonContractRoutes.tefeInstructionPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    await requireTefe(db, c);
    const rut = activeRut(c);
    await settled(rut);
    const row = await findInstruction(db, rut, instructionId(c.req.param('id')));
    if (!row) throw new ApiError(404, m.instructionNotFound);
    const instruction = toWireInstruction(row);
    const active = c.get('account').active;
    const bytes = await instructionPdf(instruction, { name: active.nombre, rut: active.Rut });
    return pdfAttachment(c, bytes, tefeInstructions.instructionFileName(instruction.Folio));
  });

  return app;
}

/** The operations table's action of an instruction. */
const INSTRUCT_ACTION = 'tefe.instruir';

/** An instruction's id from the path: a positive integer, or not found. */
function instructionId(param: string | undefined): number {
  if (!/^[1-9]\d{0,17}$/.test(param ?? '')) throw new ApiError(404, m.instructionNotFound);
  return Number(param);
}
