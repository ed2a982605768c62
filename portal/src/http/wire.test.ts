import {
  auth,
  NOTIFICATION_COUNT_HEADER,
  SESSION_REMAINING_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@inversiones/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as wire from './wire.ts';

describe('wire names', () => {
  it('are the contract’s (repeated to keep zod off the login route)', () => {
    expect(wire.XSRF_COOKIE).toBe(XSRF_COOKIE);
    expect(wire.XSRF_HEADER).toBe(XSRF_HEADER);
    expect(wire.NOTIFICATION_COUNT_HEADER).toBe(NOTIFICATION_COUNT_HEADER);
    expect(wire.SESSION_REMAINING_HEADER).toBe(SESSION_REMAINING_HEADER);
    expect(wire.LOGIN_PATH).toBe(auth.login.path);
  });

  it('knows the calls that need no session', () => {
    expect(wire.isPublicPath('/auth/login')).toBe(true);
    expect(wire.isPublicPath('/health')).toBe(true);
    expect(wire.isPublicPath('/authPub/preguntas')).toBe(true);
    expect(wire.isPublicPath('/auth/perfiles')).toBe(false);
    expect(wire.isPublicPath('/client')).toBe(false);
  });

  it('reads the XSRF cookie among others', () => {
    expect(wire.readXsrfToken('a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
    expect(wire.readXsrfToken('a=1')).toBeNull();
  });

  it('reads the __Host- XSRF cookie of an https-only deployment', () => {
    expect(wire.readXsrfToken('a=1; __Host-XSRF-TOKEN=xyz; b=2')).toBe('xyz');
  });
});

describe('the XSRF echo', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    wire.forgetCookieRead();
  });

  it('reads the cookie store once for the calls of one task, and again in the next', () => {
    vi.useFakeTimers();
    const read = vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=uno');
    expect(wire.callHeaders('application/json', true)[wire.XSRF_HEADER]).toBe('uno');
    expect(wire.callHeaders('application/json', true)[wire.XSRF_HEADER]).toBe('uno');
    expect(read).toHaveBeenCalledTimes(1);
    read.mockReturnValue('XSRF-TOKEN=dos');
    vi.runAllTimers();
    expect(wire.callHeaders('application/json', true)[wire.XSRF_HEADER]).toBe('dos');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads it again once an answer arrived (it may have set a new token)', () => {
    const read = vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=uno');
    expect(wire.callHeaders('application/json', true)[wire.XSRF_HEADER]).toBe('uno');
    read.mockReturnValue('XSRF-TOKEN=nuevo');
    wire.forgetCookieRead();
    expect(wire.callHeaders('application/json', true)[wire.XSRF_HEADER]).toBe('nuevo');
  });

  it('is left out when the call does not echo it', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=uno');
    expect(wire.callHeaders('application/json', false)[wire.XSRF_HEADER]).toBeUndefined();
  });
});
