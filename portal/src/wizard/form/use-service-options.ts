// Options of a select loaded from its service (wizard-spec 4 and 7), following only the answers
// its url names (`useWatch`), with stale answers ignored (AbortController plus a request id).
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { apiGet } from '../../http/client.ts';
import type { FormValues } from './field-adapter.ts';
import {
  optionsFromResponse,
  placeholdersOf,
  resolveServiceUrl,
  type LoadedOption,
  type ServiceSource,
} from './service-url.ts';

/** blocked: a placeholder has no value (Sin opciones); loading: Cargando...; error: logged only. */
export type ServiceStatus = 'blocked' | 'loading' | 'ready' | 'error';

export interface ServiceOptions {
  status: ServiceStatus;
  options: readonly LoadedOption[];
  /** The path the options are for (null when blocked); a change means a parent changed. */
  path: string | null;
}

const anyBody = z.unknown();

/** GETs a configured list under the API base; failures are the caller's (logged, not shown). */
export function fetchList(path: string, signal: AbortSignal): Promise<unknown> {
  return apiGet(
    { method: 'GET', path, access: 'profile', response: anyBody },
    { signal, onError: false },
  );
}

const NO_OPTIONS: readonly LoadedOption[] = [];

export function useServiceOptions(
  source: ServiceSource,
  control: Control<FormValues>,
  load: typeof fetchList = fetchList,
): ServiceOptions {
  const keys = placeholdersOf(source.service.url);
  const watched = useWatch({ control, name: keys }) as unknown[];
  const resolved = resolveServiceUrl(source.service, (key) => watched[keys.indexOf(key)]);
  const path = resolved.status === 'ready' ? resolved.path : null;
  const [state, setState] = useState<ServiceOptions>({
    status: path ? 'loading' : 'blocked',
    options: NO_OPTIONS,
    path,
  });
  const request = useRef(0);

  useEffect(() => {
    const id = ++request.current;
    if (path === null) {
      setState({ status: 'blocked', options: NO_OPTIONS, path: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', options: NO_OPTIONS, path });
    load(path, controller.signal).then(
      (body) => {
        if (request.current !== id) return;
        setState({ status: 'ready', options: optionsFromResponse(body, source.service), path });
      },
      (error: unknown) => {
        if (request.current !== id || controller.signal.aborted) return;
        // wizard-spec 8: failed list loads are only logged; the empty list disables the control.
        console.error(`Error al obtener el listado de ${path}`, error);
        setState({ status: 'error', options: NO_OPTIONS, path });
      },
    );
    return () => controller.abort();
  }, [path, load, source.service]);

  // Until the effect runs for a new path, say loading rather than show the old list.
  return state.path === path
    ? state
    : { status: path ? 'loading' : 'blocked', options: NO_OPTIONS, path };
}
