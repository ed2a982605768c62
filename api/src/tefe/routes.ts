// TEFE (spec 7): the access check, the beneficiaries (list, register, edit, block, delete), the
// bank found by SWIFT code, the countries and currencies the form offers, and the purposes,
// origins of funds and annual volumes an instruction is filled in with. Every call asks the
// spec 6 access first: a profile TEFE is closed to gets 403 with the spec's message.
import {
  tefeAccess as access,
  tefeBeneficiaries as contract,
  tefeCatalogues,
} from '@inversiones/contract';
import { Hono } from 'hono';
import { actorOf, lockOwner } from '../fund-operations/operations.ts';
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

  return app;
}
