import { orderSigning } from '@inversiones/contract';
import type { SigningPeriod, SigningStatus } from '@inversiones/design-system';
import { apiGet, apiSend } from '../../http/client.ts';

export type OrderFamily = orderSigning.OrderFamily;
export type ContractOrder = orderSigning.SigningOrder;
export type OrderComment = orderSigning.OrderComment;
export type SignRequest = orderSigning.SignRequest;
export type SignResponse = orderSigning.SignResponse;

/**
 * One family's list in its own wire vocabulary (`estado`); the period only for signed and
 * expired orders (without one the API answers the last 90 days).
 */
export async function loadOrders(
  family: OrderFamily,
  status: SigningStatus,
  period: SigningPeriod | null,
  signal: AbortSignal,
): Promise<orderSigning.OrdersResponse> {
  const dates =
    status !== 'toSign' && period ? { fechaInicio: period.from, fechaTermino: period.to } : {};
  return apiGet(orderSigning.families[family].list, {
    signal,
    params: { estado: orderSigning.listStates[family][status], ...dates },
  });
}

/** An order's comments; a failure is the caller's to show (in the comments dialog). */
export async function loadComments(family: OrderFamily, folio: string): Promise<OrderComment[]> {
  const { comentarios } = await apiGet(orderSigning.families[family].comments, {
    params: { folio },
    onError: false,
  });
  return comentarios;
}

/** Adds a comment and answers the order's comments with it. */
export async function addComment(
  family: OrderFamily,
  folio: string,
  comment: string,
): Promise<OrderComment[]> {
  const { comentarios } = await apiSend(
    orderSigning.families[family].addComment,
    { comment },
    { params: { folio }, onError: false },
  );
  return comentarios;
}

/** The batch signature; refusals and failures are the signing modal's to show. */
export const signOrders = (family: OrderFamily, request: SignRequest): Promise<SignResponse> =>
  apiSend(orderSigning.families[family].sign, request, { onError: false });
