import { DEMO_PASSWORD } from '../db/demo-data.ts';
import type { App } from '../app.ts';
import {
  HOST_COOKIE_PREFIX,
  REQUIRED_HEADERS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@inversiones/contract';

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Echo the XSRF cookie in the header, as the portal does on every call (default true). */
  xsrf?: boolean;
  /** Send channel=1 and version=1 (default true). */
  channel?: boolean;
  /** Base URL scheme, to test https cookies. */
  origin?: string;
}

/** A cookie jar over `app.request`, like a browser on the portal's origin (no network). */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(private readonly app: App) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const { body, headers = {}, xsrf = true, channel = true } = options;
    const h: Record<string, string> = {};
    if (channel) Object.assign(h, REQUIRED_HEADERS);
    if (body !== undefined) h['content-type'] = 'application/json';
    if (this.cookies.size) {
      h.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const token =
      this.cookies.get(XSRF_COOKIE) ?? this.cookies.get(`${HOST_COOKIE_PREFIX}${XSRF_COOKIE}`);
    if (xsrf && token) h[XSRF_HEADER] = decodeURIComponent(token);
    Object.assign(h, headers);
    const response = await this.app.request(`${options.origin ?? 'http://localhost'}/api${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, options?: CallOptions) {
    return this.call('GET', path, options);
  }

  async login(idCliente: string, clave: string = DEMO_PASSWORD) {
    const response = await this.call('POST', '/auth/login', { body: { idCliente, clave } });
    return { response, body: (await response.clone().json()) as Record<string, unknown> };
  }
}

/** The JSON body of a test response, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const read = (response: Response): Promise<any> => response.json();
