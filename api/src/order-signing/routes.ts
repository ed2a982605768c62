// Order signing (spec 4 and 7): the four families' lists, each order's PDF and comments, the batch
// signature with the security pass's code, and the pending count. The owner is always the
// session's active profile; another owner's order is "not found".
import { orderSigning as contract } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { marketDate } from '../market/clock.ts';
import { addDays, fromCompactDate, type IsoDate } from '../market/iso-date.ts';
import { currencyDecimals, toWireNumber } from '../market/money.ts';
import { accessGuards } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';
import { proveSignatureCode, signatureCounters } from '../security-pass/signature-code.ts';
import { documentsToSign } from '../document-signing/routes.ts';
import { earlySettlementPdf, orderPdf, signedPdf } from './order-pdf.ts';
import {
  findOrder,
  listOfOrder,
  ordersOf,
  pendingCounts,
  signedBy,
  type OrderWithState,
} from './orders.ts';
import { refusalOf, signOrders } from './signing.ts';

type Family = contract.OrderFamily;
const m = contract.signingMessages;

/** Without a period, the signed and expired lists show the last 90 days. */
const DEFAULT_PERIOD_DAYS = 90;
/** Comments an order keeps: far above a real conversation, a bound on what one client writes. */
const MAX_COMMENTS = 200;

const santiagoDay = (epochMs: number): IsoDate => marketDate(epochMs);

function toWire(order: OrderWithState, today: IsoDate): contract.SigningOrder {
  const list = listOfOrder(order, today);
  const signature = order.signature;
  return {
    folio: order.folio,
    familia: order.family,
    fecha: order.orderedOn,
    venceEl: order.expiresOn,
    instrumento: order.instrument,
    descripcion: order.description,
    monto: {
      amount: toWireNumber(order.amount, currencyDecimals[order.currency]),
      currency: order.currency,
    },
    documentType: order.documentType,
    acordeAlPerfil: order.matchesProfile,
    comentarios: order.comments,
    ...(order.family === 'simultanea'
      ? { estado: list === 'toSign' ? 1 : list === 'signed' ? 2 : 3 }
      : {}),
    ...(order.terms.mlt ? { mlt: order.terms.mlt } : {}),
    firma: signature
      ? {
          firmadoEl: new Date(signature.signedAt).toISOString(),
          firmanteRut: signature.signerRut,
          firmanteNombre: signature.signerName,
          perfil: signature.profileName,
          metodo: signature.method,
          hash: signature.pdfSha256,
        }
      : null,
  };
}

const documentPath = (order: OrderWithState) =>
  order.documentType === 'LIQUIDACION_ANTICIPADA'
    ? contract.earlySettlementPdfPath(order.family, order.folio)
    : contract.orderPdfPath(order.family, order.folio);

function signedDocument(order: OrderWithState, today: IsoDate): contract.SignedDocument {
  const wire = toWire(order, today);
  if (!wire.firma) throw new Error(`La orden ${order.folio} no está firmada`);
  return {
    folio: order.folio,
    documentType: order.documentType,
    archivo: documentPath(order),
    firma: wire.firma,
  };
}

const pdfRoutes: Readonly<Record<Family, { method: string; path: string }>> = {
  forward: nonContractRoutes.forwardOrderPdf,
  internacional: nonContractRoutes.internationalOrderPdf,
  mlt: nonContractRoutes.mltOrderPdf,
  simultanea: nonContractRoutes.simultaneousOrderPdf,
};

export function orderSigningRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const guards = accessGuards(deps);
  const counters = signatureCounters();
  const today = () => santiagoDay(now());

  const orderOf = async (c: Context<AppEnv>, family: Family, folio: string) => {
    const order = await findOrder(db, activeRut(c), family, folio);
    if (!order) throw new ApiError(404, m.notFound(folio));
    return order;
  };

  for (const family of contract.ORDER_FAMILIES) {
    const endpoints = contract.families[family];

    implement(endpoints.list, async (c, { request }) => {
      const list = contract.listOf(family, request.estado);
      if (!list) throw new ApiError(400, 'El estado de la lista no es válido.', ['estado']);
      const day = today();
      const to = request.fechaTermino ? fromCompactDate(request.fechaTermino) : day;
      const from = request.fechaInicio
        ? fromCompactDate(request.fechaInicio)
        : addDays(day, -DEFAULT_PERIOD_DAYS);
      // Spec 4: the to-sign list has no date filter.
      const inPeriod = (order: OrderWithState) => {
        if (list === 'toSign') return true;
        const date = order.signature ? santiagoDay(order.signature.signedAt) : order.expiresOn;
        return date >= from && date <= to;
      };
      const orders = (await ordersOf(db, activeRut(c), family)).filter(
        (order) => listOfOrder(order, day) === list && inPeriod(order),
      );
      return { ordenes: orders.map((order) => toWire(order, day)), hoy: day };
    });

    const commentsOf = async (orderId: string) => {
      const rows = await db.query<{ id: string; body: string; created_at: string; author: string }>(
        `SELECT id::text AS id, body, created_at::text AS created_at, author_name AS author
         FROM order_comments WHERE order_id = $1 ORDER BY created_at, id`,
        [orderId],
      );
      return {
        comentarios: rows.map((row) => ({
          id: row.id,
          comment: row.body,
          commentDateTime: new Date(Number(row.created_at)).toISOString(),
          autor: row.author,
        })),
      };
    };

    implement(endpoints.comments, async (c, { params }) =>
      commentsOf((await orderOf(c, family, params.folio)).id),
    );

    implement(endpoints.addComment, async (c, { params, request }) => {
      const order = await orderOf(c, family, params.folio);
      const { client } = c.get('account');
      const author = [client.nombre, client.apellido_paterno, client.apellido_materno].join(' ');
      const added = await db.query(
        `INSERT INTO order_comments (order_id, author_name, body, created_at)
         SELECT $1, $2, $3, $4
         WHERE (SELECT count(*) FROM order_comments WHERE order_id = $1) < $5
         RETURNING id`,
        [order.id, author, request.comment, now(), MAX_COMMENTS],
      );
      if (!added.length) {
        throw new ApiError(409, 'La orden alcanzó el máximo de comentarios.', ['comment']);
      }
      return commentsOf(order.id);
    });

    implement(endpoints.sign, async (c, { request }) => {
      const owner = activeRut(c);
      const day = today();
      const { client, active } = c.get('account');
      const folios = new Set(request.firmas.map((f) => f.folio));

      // A retry of a signing act answers what it signed, signs nothing new and asks no code.
      const previous = await signedBy(db, owner, request.authorizationId);
      if (previous.length) {
        if (previous.some((order) => order.family !== family || !folios.has(order.folio))) {
          throw new ApiError(409, m.authorizationReused);
        }
        const done = new Set(previous.map((order) => order.folio));
        const rechazadas = [];
        for (const wanted of request.firmas.filter((f) => !done.has(f.folio))) {
          const order = await findOrder(db, owner, family, wanted.folio);
          const motivo = refusalOf(order, wanted, day, request.aceptaPerfil ?? false);
          rechazadas.push({ ...wanted, motivo: motivo ?? m.authorizationReused });
        }
        const position = (folio: string) => request.firmas.findIndex((f) => f.folio === folio);
        previous.sort((a, b) => position(a.folio) - position(b.folio));
        return {
          documentos: previous.map((order) => signedDocument(order, day)),
          rechazadas,
        };
      }

      const proven = await proveSignatureCode(c, deps, counters, request, m.noMethod);
      if (proven instanceof Response) return proven;

      const outcome = await signOrders(db, {
        ownerRut: owner,
        family,
        firmas: request.firmas,
        aceptaPerfil: request.aceptaPerfil ?? false,
        method: request.metodo,
        authorizationId: request.authorizationId,
        signer: {
          rut: client.rut,
          name: [client.nombre, client.apellido_paterno, client.apellido_materno].join(' '),
          profileCode: active.code,
          profileName: active.nombre,
          sessionId: c.get('session').publicId,
        },
        now: now(),
        today: day,
      });
      return {
        documentos: outcome.signed.map((order) => signedDocument(order, day)),
        rechazadas: outcome.refused,
      };
    });

    const pdf = pdfRoutes[family];
    app.on(pdf.method, [pdf.path], ...guards.profile, async (c) => {
      const order = await orderOf(c, family, c.req.param('folio') ?? '');
      const early = c.req.param('document') === 'pdfLiquidacionAnticipada';
      const settles = order.documentType === 'LIQUIDACION_ANTICIPADA';
      if (early && !settles) throw new ApiError(404, 'Esta orden no tiene liquidación anticipada.');
      // The signature covers the early settlement when there is one, else the order's contract.
      const signature = early === settles ? order.signature : null;
      const bytes = signature
        ? await signedPdf(order, signature)
        : early
          ? await earlySettlementPdf(order)
          : await orderPdf(order);
      const signed = signature !== null;
      const name = contract.orderFileName(family, order.folio, signed);
      return pdfAttachment(c, bytes, early ? name.replace('.pdf', '-liquidacion.pdf') : name, {
        inline: c.req.query('preview') === 'true',
      });
    });
  }

  implement(contract.pending, async (c) => {
    const rows = await pendingCounts(db, activeRut(c), today());
    const count = (family: Family) => rows.find((row) => row.family === family)?.total ?? 0;
    const ordenes = {
      forward: count('forward'),
      internacional: count('internacional'),
      mlt: count('mlt'),
      simultanea: count('simultanea'),
    };
    const documentos = await documentsToSign(c, db);
    return {
      ordenes,
      documentos,
      total: Object.values(ordenes).reduce((sum, n) => sum + n, documentos),
      vencenHoy: rows.reduce((sum, row) => sum + row.today, 0),
    };
  });

  return app;
}
