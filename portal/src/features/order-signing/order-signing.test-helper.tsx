// Loaded up front: a cold transform of the contract can outlast a test.
import '@inversiones/contract';
import { orderSigning } from '@inversiones/contract';
import { NavigationProvider } from '@inversiones/design-system';
import { toIsoDate } from '@inversiones/design-system/es-cl';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useHref, useNavigate } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { clearPendingSignatures } from '../../store/pending-signatures.ts';
import { applyContext, beginSession, clearSession } from '../../store/session.ts';
import { OrderSigningPage } from './OrderSigningPage.tsx';

type Family = orderSigning.OrderFamily;
type Order = orderSigning.SigningOrder;
type Refused = orderSigning.SignResponse['rechazadas'][number];

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A PDF answered as the API answers one: opened in the browser (inline) or kept (attachment). */
export const pdf = (name: string, disposition: 'inline' | 'attachment' = 'inline') =>
  new Response('%PDF-1.7 documento', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${name}"`,
    },
  });

/** A day relative to today, ISO. */
export const day = (offset = 0) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return toIsoDate(date);
};

const evidence = {
  firmadoEl: '2026-11-20T14:05:00.000Z',
  firmanteRut: '12345678-5',
  firmanteNombre: 'Camila Andrea Rojas Fuentes',
  perfil: 'Camila Andrea Rojas Fuentes',
  metodo: 'cronto' as const,
  hash: 'a'.repeat(64),
};

/** A forward order to sign, with `over` changed. */
export const order = (folio: string, over: Partial<Order> = {}): Order => ({
  folio,
  familia: 'forward',
  fecha: day(-2),
  venceEl: day(5),
  instrumento: 'Forward USD/CLP',
  descripcion: `Compra USD 50.000 a $ 948,30 (orden ${folio})`,
  monto: { amount: 47_415_000, currency: 'CLP' },
  documentType: 'CONTRATO',
  acordeAlPerfil: true,
  comentarios: 0,
  firma: null,
  ...over,
});

/** Camila's orders, per family and list, as the API answers them. */
export const camilaOrders = (): Record<Family, Record<orderSigning.SigningList, Order[]>> => ({
  forward: {
    toSign: [
      order('100231', { venceEl: day(0) }),
      order('100232', { documentType: 'LIQUIDACION_ANTICIPADA', acordeAlPerfil: false }),
      order('100233', { monto: { amount: 12_345.67, currency: 'USD' } }),
    ],
    signed: [order('100101', { firma: evidence, venceEl: day(-10) })],
    expired: [order('100050', { venceEl: day(-20) })],
  },
  internacional: {
    toSign: [
      order('300411', {
        familia: 'internacional',
        instrumento: 'Acciones Apple Inc. (AAPL)',
        monto: { amount: 8_000, currency: 'USD' },
      }),
    ],
    signed: [],
    expired: [],
  },
  mlt: {
    toSign: [
      order('200301', {
        familia: 'mlt',
        instrumento: 'Fondo Mutuo Renta Chile Serie A',
        mlt: {
          folioRescate: '880123',
          fondoOrigen: 'Fondo Mutuo Renta Chile Serie A',
          observacionesMandato: 'Traspaso total',
        },
      }),
    ],
    signed: [],
    expired: [order('200250', { familia: 'mlt', venceEl: day(-30) })],
  },
  simultanea: {
    toSign: [],
    signed: [],
    expired: [],
  },
});

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export interface FakeApi {
  calls: Call[];
  /** The calls to `pathname` (and `method`, GET by default). */
  to: (pathname: string, method?: string) => Call[];
}

export interface ApiOptions {
  /** The client's active security-pass methods. */
  methods?: ('cronto' | 'sms' | 'email')[];
  /**
   * Answers the signature POST (default: every order signed); `sign` signs some folios and
   * answers them with the refused ones.
   */
  sign?: (
    request: orderSigning.SignRequest,
    attempt: number,
    sign: (folios: string[], rechazadas?: Refused[]) => Response,
  ) => Response;
  /** Answers a file (default: a PDF named as the API names it). */
  file?: (url: URL) => Response;
  /** Any other answer, by `${method} ${pathname}` (checked first). */
  extra?: Record<string, (call: Call) => Response>;
  /** The documents the user can sign now, in the pending count (default none). */
  pendingDocuments?: () => number;
}

const familyOf = (pathname: string): Family | undefined =>
  orderSigning.ORDER_FAMILIES.find((family) => {
    const { orders, signatures } = orderSigning.familyPaths[family];
    return (
      pathname.startsWith(`/api${orders}/`) ||
      pathname === `/api${orders}` ||
      pathname === `/api${signatures}`
    );
  });

/**
 * The API as the page sees it: lists by family and `estado`, comments, PDFs, the signature
 * (signed orders leave the to-sign list) and the pending count. Records every call.
 */
export function fakeApi(options: ApiOptions = {}): FakeApi {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  clearPendingSignatures();
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  document.cookie = 'XSRF-TOKEN=token-de-prueba; path=/';
  const data = camilaOrders();
  const comments: Record<string, orderSigning.OrderComment[]> = {
    '100231': [
      {
        id: '1',
        comment: 'Orden ingresada según instrucción telefónica.',
        commentDateTime: '2026-11-26T13:42:00.000Z',
        autor: 'Mesa de Dinero',
      },
    ],
  };
  let signAttempts = 0;
  const calls: Call[] = [];
  const pending = () => {
    const orders = orderSigning.ORDER_FAMILIES.reduce((n, f) => n + data[f].toSign.length, 0);
    const documents = options.pendingDocuments?.() ?? 0;
    const today = data.forward.toSign.filter((o) => o.venceEl === day(0)).length;
    return {
      ordenes: Object.fromEntries(
        orderSigning.ORDER_FAMILIES.map((f) => [f, data[f].toSign.length]),
      ) as Record<Family, number>,
      documentos: documents,
      total: orders + documents,
      vencenHoy: today,
    };
  };

  const answer = (call: Call): Response => {
    const { method, url, body } = call;
    const key = `${method} ${url.pathname}`;
    const extra = options.extra?.[key];
    if (extra) return extra(call);
    if (key === 'GET /api/securityPass/method') {
      return json({
        segundoFactorPendiente: false,
        metodos: (options.methods ?? ['cronto', 'sms']).map((tipo) => ({
          tipo,
          estado: 'activo',
          destino: tipo === 'cronto' ? null : '+56 9 **** **21',
          activoDesde: '2026-01-05T12:00:00.000Z',
          bloqueadoHasta: null,
        })),
      });
    }
    if (key === 'GET /api/securityPass/otp/inversiones') {
      return json({ destino: '+56 9 **** **21', expiraEnSegundos: 300, reenviarEnSegundos: 60 });
    }
    if (key === 'GET /api/firmas/pendientes') return json(pending());
    const family = familyOf(url.pathname);
    if (!family) return json({ message: 'No encontrado', status: 404 }, 404);
    const { orders, signatures } = orderSigning.familyPaths[family];
    if (key === `GET /api${orders}`) {
      const list = orderSigning.listOf(family, url.searchParams.get('estado') ?? '');
      if (!list) return json({ message: 'El estado de la lista no es válido.', status: 400 }, 400);
      return json({ ordenes: data[family][list], hoy: day(0) });
    }
    if (key === `POST /api${signatures}`) {
      signAttempts += 1;
      const request = body as orderSigning.SignRequest;
      const signFolios = (folios: string[], rechazadas: Refused[] = []) => {
        const signed = data[family].toSign.filter((o) => folios.includes(o.folio));
        data[family].toSign = data[family].toSign.filter((o) => !signed.includes(o));
        data[family].signed.push(...signed);
        return json({
          documentos: signed.map((o) => ({
            folio: o.folio,
            documentType: o.documentType,
            archivo: orderSigning.orderPdfPath(family, o.folio),
            firma: { ...evidence, metodo: request.metodo },
          })),
          rechazadas,
        });
      };
      const all = request.firmas.map((f) => f.folio);
      return options.sign ? options.sign(request, signAttempts, signFolios) : signFolios(all);
    }
    const folio = /\/(\d+)\/(comentarios|pdf|pdfLiquidacionAnticipada)$/.exec(url.pathname);
    if (folio?.[2] === 'comentarios') {
      const list = (comments[folio[1]!] ??= []);
      if (method === 'POST') {
        list.push({
          id: String(list.length + 1),
          comment: (body as { comment: string }).comment,
          commentDateTime: '2026-11-27T10:00:00.000Z',
          autor: 'Camila Andrea Rojas Fuentes',
        });
      }
      return json({ comentarios: list });
    }
    if (folio) {
      if (options.file) return options.file(url);
      const signed = data[family].signed.some((o) => o.folio === folio[1]);
      const name = orderSigning.orderFileName(family, folio[1]!, signed);
      return pdf(folio[2] === 'pdf' ? name : name.replace('.pdf', '-liquidacion.pdf'));
    }
    return json({ message: 'No encontrado', status: 404 }, 404);
  };

  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    to: (pathname, method = 'GET') =>
      calls.filter((c) => c.url.pathname === pathname && c.method === method),
  };
}

const profile = (
  Rut: string,
  naturalPerson: boolean,
  types: { Id: number; Description: string }[],
) => ({
  code: Rut,
  nombre: naturalPerson ? 'Camila Andrea Rojas Fuentes' : 'Inversiones Cordillera SpA',
  Rut,
  HasTEFE: false,
  IsActive: true,
  MandataryTypes: types,
});

/** Camila, a natural person (she signs her own orders). */
export function asNaturalPerson(): void {
  applyContext({
    profile: profile('12345678-5', true, [{ Id: 0, Description: 'Persona Natural' }]),
    profileRole: 'Persona Natural',
    flagPN: true,
    flagSupervisor: false,
    flagOperador: false,
  });
}

/** Rodrigo as the supervisor of Inversiones Cordillera (he consults, the API refuses his signature). */
export function asSupervisor(): void {
  applyContext({
    profile: profile('76543210-3', false, [{ Id: 3, Description: 'Supervisor' }]),
    profileRole: 'Supervisor',
    flagPN: false,
    flagSupervisor: true,
    flagOperador: false,
  });
}

/** As the root layout does: the design system's links and tabs navigate through the router. */
function Layout() {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <Outlet />
    </NavigationProvider>
  );
}

/** The page at /firmaOperaciones (and Mi Perfil's security pass, where its link goes). */
export function renderPage(url = '/firmaOperaciones') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="firmaOperaciones" element={<OrderSigningPage />} />
          <Route path="miPerfil/administrarDispositivos" element={<h1>Pase de Seguridad</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** The table of the shown list ('Por firmar', 'Firmadas', 'Vencidas'), once loaded. */
export async function findTable(name = 'Por firmar') {
  const table = await screen.findByRole('table', { name });
  // The table's wrapper is busy while its skeleton rows stand for the orders.
  await waitFor(() => expect(table.closest('[aria-busy]')).toBeNull());
  return within(await screen.findByRole('table', { name }));
}

/** The names of the files the page saved (the anchors it clicked), in order. */
export { catchSaves } from '../documents/documents.test-helper.tsx';
