// The fund operations (spec 7 "Mutual funds": invest, redeem, after-hours movements). Every
// query reads the rut of the profile the session acts for, never a rut from the request.
import { formatCurrency, formatDisplayDate, formatRut } from '@inversiones/es-cl';
import { fundOperations as contract, pac, subAccounts } from '@inversiones/contract';
import { Hono } from 'hono';
import { accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { listAccounts } from '../ledger/accounts.ts';
import { cashInstrumentId } from '../ledger/instruments.ts';
import { funds } from '../market/catalogue.ts';
import { marketDate } from '../market/clock.ts';
import type { Currency } from '../market/money.ts';
import { toWireAccount } from '../dashboard/product-names.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { availableUnits } from './available.ts';
import { cashMinor, invest, PAYMENT_WAY_NAMES, planInvestment, seriesOfRequest } from './invest.ts';
import { actorOf, runOperation } from './operations.ts';
import { payButtonAccess } from '../pay-buttons/access.ts';
import { currentProfile, profileFit } from './profile-fit.ts';
import { destinations, planRedemption, redeem, redeemableHoldings } from './redeem.ts';
import { earlier, orderSchedule, TRANSFER_DEADLINE } from './schedule.ts';
import { operationMessages } from './messages.ts';
import { voucherFileName, voucherPdf } from './voucher-pdf.ts';
import { afterHoursOrders, cancelAfterHours, findVoucher } from './vouchers.ts';
import { applyDuePacDebits } from '../ledger/pac-debits.ts';
import { documentPdf } from '../pdf/document-pdf.ts';
import { pacSignatureServiceDown } from '../pdf/signature-service.ts';
import { ApiError } from '../platform/http.ts';
import { cancelPac, createPac, findPac, listPacs, signPac, toWirePac, type PacRow } from './pac.ts';
import { certificateFileName, pacCertificatePdf } from './pac-certificate-pdf.ts';
import { pacDebits, pacPerformance } from './pac-performance.ts';
import { listSubAccounts, openSubAccount } from './sub-accounts.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';

export function fundOperationRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const today = () => marketDate(deps.now());

  implement(contract.investOptions, async (c) => {
    const rut = activeRut(c);
    const date = today();
    const [accounts, current, profileId, buttons] = await Promise.all([
      listAccounts(db, rut, 'ffmm'),
      listAccounts(db, rut, 'ccm'),
      currentProfile(db, rut),
      payButtonAccess(db, rut),
    ]);
    const cash = await Promise.all(
      current.map(async (account) => {
        const currency = account.currency as Currency;
        const free = await availableUnits(db, account.id, cashInstrumentId(currency), date);
        return { money: wireMoney(cashMinor(free.units, currency), currency), free };
      }),
    );
    const fit = profileFit(profileId, 1);
    return {
      funds: funds
        .filter((fund) => fund.investEnabled)
        .map((fund) => ({
          id: fund.id,
          name: fund.name,
          currency: fund.currency,
          riskLevel: fund.riskLevel,
          cutOffTime: fund.cutOff,
          series: fund.series
            .filter((s) => s.investEnabled && !s.apvOnly)
            .map((s) => ({
              id: s.code,
              description: s.description,
              minimumInitial: wireMoney(s.minimumInitial, fund.currency),
              minimumAdditional: wireMoney(s.minimumAdditional, fund.currency),
            })),
        }))
        .filter((fund) => fund.series.length > 0),
      accounts: accounts.map(toWireAccount),
      paymentWays: [
        { id: 'transferencia' as const, name: PAYMENT_WAY_NAMES.transferencia, available: [] },
        ...(current.length > 0
          ? [
              {
                id: 'saldoCcm' as const,
                name: PAYMENT_WAY_NAMES.saldoCcm,
                available: cash.map((entry) => entry.money),
              },
            ]
          : []),
        // Pesos funds only: the data step offers it for them.
        ...(buttons.mensaje === null
          ? [{ id: 'botonPago' as const, name: PAYMENT_WAY_NAMES.botonPago, available: [] }]
          : []),
      ],
      profile: fit.profile,
      maxRiskLevel: fit.maxRiskLevel,
      afterHoursNotice: cash.some((entry) => entry.free.reducedByAfterHours),
    };
  });

  implement(contract.enablement, (_c, { params }) => {
    const { fund, series } = seriesOfRequest(params.fundId, params.seriesId);
    const investEnabled = fund.investEnabled && series.investEnabled;
    const redeemEnabled = fund.redeemEnabled && series.redeemEnabled;
    const schedule = orderSchedule(deps.now(), earlier(fund.cutOff, TRANSFER_DEADLINE));
    return {
      investEnabled,
      redeemEnabled,
      message: !investEnabled
        ? operationMessages.investDisabled
        : !redeemEnabled
          ? operationMessages.redeemDisabled
          : null,
      ...schedule,
    };
  });

  implement(contract.investSimulation, async (c, { request }) => {
    const plan = await planInvestment(db, activeRut(c), request, deps.now());
    return plan.quote;
  });

  implement(contract.investConfirm, (c, { request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(db, actor, 'ffmm.invertir', idempotencyKey, request, now, (tx) =>
      invest(tx, actor, idempotencyKey, request, now),
    );
  });

  implement(contract.voucher, (c, { params }) =>
    findVoucher(db, activeRut(c), params.folio, today()),
  );

  implement(contract.redeemOptions, async (c) => {
    const rut = activeRut(c);
    const [holdings, places] = await Promise.all([
      redeemableHoldings(db, rut, deps.now()),
      destinations(db, rut),
    ]);
    return {
      holdings,
      destinations: places.map(({ id, name, currency }) => ({ id, name, currency })),
    };
  });

  implement(contract.redeemSimulation, async (c, { request }) => {
    const plan = await planRedemption(db, activeRut(c), request, deps.now());
    return plan.quote;
  });

  implement(contract.redeem, (c, { request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(db, actor, 'ffmm.rescatar', idempotencyKey, request, now, (tx) =>
      redeem(tx, actor, idempotencyKey, request, now),
    );
  });

  implement(contract.afterHoursMovements, async (c) => ({
    movements: await afterHoursOrders(db, activeRut(c), today()),
  }));

  implement(contract.cancelAfterHours, (c, { params }) => {
    const actor = actorOf(c);
    const now = deps.now();
    // One cancellation per folio: a repeated DELETE answers the first one again.
    return runOperation(db, actor, 'ffmm.anular', `anular-${params.folio}`, params, now, (tx) =>
      cancelAfterHours(tx, actor, params.folio, marketDate(now)),
    );
  });

  implement(pac.list, async (c) => {
    const rut = activeRut(c);
    await applyDuePacDebits(db, rut, today());
    return { mandates: await listPacs(db, rut) };
  });

  implement(pac.create, (c, { request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(db, actor, 'ffmm.pac.crear', idempotencyKey, request, now, (tx) =>
      createPac(tx, actor, request, now),
    );
  });

  implement(pac.mandatePdf, async (c, { params }) => {
    const mandate = toWirePac(await findPac(db, activeRut(c), params.id));
    const active = c.get('account').active;
    const at = new Date(mandate.createdAt);
    const amount = formatCurrency(
      mandate.amount.amount,
      mandate.amount.currency === 'USD' ? 'USD' : 'CLP',
    );
    const bytes = await documentPdf({
      title: 'Mandato de Plan de Aporte Continuo (PAC)',
      clientName: active.nombre,
      clientRut: formatRut(active.Rut),
      paragraphs: [
        `Por este mandato, ${active.nombre}, RUT ${formatRut(active.Rut)}, autoriza a la administradora a invertir cada mes ${amount} en el ${mandate.fundName}, Serie ${mandate.seriesId}, cuenta N° ${mandate.accountId}, con cargo a la cuenta bancaria registrada para sus pagos.`,
        `El cargo se realiza el día ${pac.PAC_DEBIT_DAY} de cada mes o, si no es día hábil bancario, el día hábil siguiente, a partir del mes siguiente a la firma. Las cuotas se asignan al valor cuota del día del cargo.`,
        'El mandato rige mientras no sea anulado por el cliente desde el portal o ante su ejecutivo; la anulación se aplica a los cargos siguientes.',
      ],
      date: formatDisplayDate(marketDate(at.getTime())),
      signed: mandate.status !== 'pendienteFirma',
      at,
    });
    return {
      fileName: `mandato-pac-${mandate.id.slice(0, 8)}.pdf`,
      base64: Buffer.from(bytes).toString('base64'),
    };
  });

  /** The PAC's debits brought up to date, and their performance today. */
  async function performanceOf(rut: string, row: PacRow) {
    const date = today();
    const debits = await pacDebits(
      db,
      rut,
      { id: row.id, accountId: row.account_id, instrumentId: row.instrument_id },
      date,
    );
    return {
      debits,
      performance: pacPerformance(row.id, row.instrument_id, row.currency, debits, date),
    };
  }

  implement(pac.performance, async (c, { params }) => {
    const rut = activeRut(c);
    await applyDuePacDebits(db, rut, today());
    return (await performanceOf(rut, await findPac(db, rut, params.id))).performance;
  });

  implement(pac.pdf, async (c, { params }) => {
    const rut = activeRut(c);
    await applyDuePacDebits(db, rut, today());
    const row = await findPac(db, rut, params.id);
    const { debits, performance } = await performanceOf(rut, row);
    const active = c.get('account').active;
    const bytes = await pacCertificatePdf(
      toWirePac(row),
      performance,
      debits,
      { name: active.nombre, rut: active.Rut },
      deps.now(),
    );
    return {
      fileName: certificateFileName(row.id),
      base64: Buffer.from(bytes).toString('base64'),
    };
  });

  implement(pac.sign, (c, { params }) => {
    const actor = actorOf(c);
    // The demo's signature-service outage: spec 8's failure, with the advice.
    if (pacSignatureServiceDown(actor.actedBy)) {
      throw new ApiError(503, operationMessages.pacSignFailed);
    }
    const now = deps.now();
    return runOperation(db, actor, 'ffmm.pac.firmar', `pac-firma-${params.id}`, params, now, (tx) =>
      signPac(tx, actor, params.id, now),
    );
  });

  implement(pac.cancel, (c, { params }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(
      db,
      actor,
      'ffmm.pac.anular',
      `pac-anular-${params.id}`,
      params,
      now,
      (tx) => cancelPac(tx, actor, params.id, now),
    );
  });

  implement(subAccounts.list, (c) => listSubAccounts(db, activeRut(c), today()));

  implement(subAccounts.create, (c, { request, idempotencyKey }) => {
    const actor = actorOf(c);
    const now = deps.now();
    return runOperation(db, actor, 'ffmm.subcuenta.abrir', idempotencyKey, request, now, (tx) =>
      openSubAccount(tx, actor, request.alias, marketDate(now)),
    );
  });

  // The voucher's PDF receipt: a file outside the contract (`voucherPdfPath`), for the profile.
  const pdf = nonContractRoutes.voucherPdf;
  app.on(pdf.method, [pdf.path], ...accessGuards(deps).profile, async (c) => {
    const folio = c.req.param('folio') ?? '';
    const voucher = await findVoucher(db, activeRut(c), folio, today());
    const active = c.get('account').active;
    const bytes = await voucherPdf(voucher, { name: active.nombre, rut: active.Rut });
    return pdfAttachment(c, bytes, voucherFileName(voucher.folio));
  });

  return app;
}
