import type { fundOperations } from '@inversiones/contract';
import * as messages from './messages.ts';

/** /ffmm/invertir (spec 2), its tabs Comprar and Vender, and the after-hours orders. */
export const INVEST_PATH = '/ffmm/invertir';
export const SELL_PATH = `${INVEST_PATH}/vender`;
export const AFTER_HOURS_PATH = `${INVEST_PATH}/fueraDeHorario`;
export const PAC_PATH = `${INVEST_PATH}/pac`;

export const TAB_IDS = ['comprar', 'vender', 'pac', 'fueraDeHorario'] as const;
export type TabId = (typeof TAB_IDS)[number];

const tabPaths: Record<TabId, string> = {
  comprar: INVEST_PATH,
  vender: SELL_PATH,
  pac: PAC_PATH,
  fueraDeHorario: AFTER_HOURS_PATH,
};

export const tabItems = TAB_IDS.map((id) => ({ id, label: messages.tabs[id], href: tabPaths[id] }));

/** The flow step of a sub-path under /ffmm/invertir. */
export type Screen =
  | { tab: 'comprar' | 'vender'; step: 'data' | 'confirm' }
  | { tab: 'comprar' | 'vender'; step: 'voucher'; folio: string }
  | { tab: 'fueraDeHorario' }
  | { tab: 'pac' }
  | null;

export function screenOf(subpath: string): Screen {
  const parts = subpath.split('/').filter(Boolean);
  const tab =
    parts[0] === 'vender' || parts[0] === 'fueraDeHorario' || parts[0] === 'pac'
      ? parts.shift()
      : 'comprar';
  if (tab === 'fueraDeHorario' || tab === 'pac') {
    if (parts.length > 0) return null;
    return tab === 'pac' ? { tab: 'pac' } : { tab: 'fueraDeHorario' };
  }
  const kind = tab as 'comprar' | 'vender';
  if (parts.length === 0) return { tab: kind, step: 'data' };
  if (parts[0] === 'confirmar' && parts.length === 1) return { tab: kind, step: 'confirm' };
  if (parts[0] === 'comprobante' && parts.length === 2 && /^\d{1,18}$/.test(parts[1] ?? '')) {
    return { tab: kind, step: 'voucher', folio: parts[1] as string };
  }
  return null;
}

const base = (tab: 'comprar' | 'vender') => tabPaths[tab];

/** The query names of the data step: the post-login redirect's fundId, serieId, cuentaId. */
export const Q = {
  fund: 'fundId',
  series: 'serieId',
  account: 'cuentaId',
  amount: 'monto',
  units: 'cuotas',
  payment: 'formaPago',
  mode: 'modo',
  destination: 'destino',
  key: 'clave',
  accepts: 'acepta',
} as const;

/** Where a payment-button investment is paid: the bank payment area, with the investment. */
export const PAY_BUTTONS_PATH = '/ccm/bdp';

/** An investment's data as the URL carries it between the data and confirm steps (no storage). */
export interface BuyDraft {
  fundId: string | null;
  seriesId: string | null;
  accountId: string | null;
  amount: number | null;
  paymentWay: fundOperations.PaymentWay | null;
}

export interface SellDraft {
  fundId: string | null;
  seriesId: string | null;
  accountId: string | null;
  mode: fundOperations.RedeemRequest['mode'] | null;
  amount: number | null;
  units: number | null;
  destinationId: string | null;
}

const number = (text: string | null) => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
};

export function buyDraftOf(query: URLSearchParams): BuyDraft {
  const payment = query.get(Q.payment);
  return {
    fundId: query.get(Q.fund),
    seriesId: query.get(Q.series),
    accountId: query.get(Q.account),
    amount: number(query.get(Q.amount)),
    paymentWay:
      payment === 'transferencia' || payment === 'saldoCcm' || payment === 'botonPago'
        ? payment
        : null,
  };
}

export function sellDraftOf(query: URLSearchParams): SellDraft {
  const mode = query.get(Q.mode);
  return {
    fundId: query.get(Q.fund),
    seriesId: query.get(Q.series),
    accountId: query.get(Q.account),
    mode: mode === 'monto' || mode === 'cuotas' || mode === 'total' ? mode : null,
    amount: number(query.get(Q.amount)),
    units: number(query.get(Q.units)),
    destinationId: query.get(Q.destination),
  };
}

function queryOf(entries: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
}

export const buyDataHref = (draft: BuyDraft) =>
  `${base('comprar')}?${queryOf({
    [Q.fund]: draft.fundId,
    [Q.series]: draft.seriesId,
    [Q.account]: draft.accountId,
    [Q.amount]: draft.amount,
    [Q.payment]: draft.paymentWay,
  })}`;

/** The confirm step, with the idempotency key created as it opens (a reload keeps it). */
export const buyConfirmHref = (draft: BuyDraft, key: string) =>
  `${base('comprar')}/confirmar?${queryOf({
    [Q.fund]: draft.fundId,
    [Q.series]: draft.seriesId,
    [Q.account]: draft.accountId,
    [Q.amount]: draft.amount,
    [Q.payment]: draft.paymentWay,
    [Q.key]: key,
  })}`;

export const sellDataHref = (draft: SellDraft) =>
  `${base('vender')}?${queryOf({
    [Q.fund]: draft.fundId,
    [Q.series]: draft.seriesId,
    [Q.account]: draft.accountId,
    [Q.mode]: draft.mode,
    [Q.amount]: draft.mode === 'monto' ? draft.amount : null,
    [Q.units]: draft.mode === 'cuotas' ? draft.units : null,
    [Q.destination]: draft.destinationId,
  })}`;

export const sellConfirmHref = (draft: SellDraft, key: string) =>
  `${base('vender')}/confirmar?${sellDataHref(draft).split('?')[1] ?? ''}&${Q.key}=${encodeURIComponent(key)}`;

export const voucherHref = (tab: 'comprar' | 'vender', folio: string) =>
  `${base(tab)}/comprobante/${folio}`;

/** The bank payment area paying the confirmed investment (the acceptance of the profile fit). */
export const payInvestmentHref = (draft: BuyDraft, accepts: boolean) =>
  `${PAY_BUTTONS_PATH}?${queryOf({
    [Q.fund]: draft.fundId,
    [Q.series]: draft.seriesId,
    [Q.account]: draft.accountId,
    [Q.amount]: draft.amount,
    [Q.accepts]: accepts ? '1' : null,
  })}`;
