import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface Deferred<P extends object> {
  /** Renders the component once loaded (at once when already loaded), nothing before. */
  Component: ComponentType<P>;
  /** Loads it ahead of need; resolves when it can render synchronously. */
  preload: () => Promise<void>;
}

/**
 * A component whose code (and heavy dependencies) loads only when some screen renders it, so a
 * light page such as the login does not pay for parts it never shows.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown while the code loads (default nothing): a stand-in that keeps the part's place. */
  fallback: ReactNode = null,
): Deferred<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const ensure = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function DeferredComponent(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      ensure().then(
        (component) => mounted && setLoaded(() => component),
        // A chunk that fails to load leaves the optional part out; the rest keeps working.
        (error: unknown) => console.error(error),
      );
      return () => {
        mounted = false;
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : fallback;
  }

  return { Component: DeferredComponent, preload: () => ensure().then(() => undefined) };
}
