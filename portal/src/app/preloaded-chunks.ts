/**
 * The first page's chunks, which the server preloads with the HTML (dependencies first), are
 * evaluated one per task before any route imports its screen. Imported by the router in one go,
 * they ran as one long task that held a phone's main thread for a hundred milliseconds.
 */
let evaluation: Promise<void> | undefined;

/** Resolves once every preloaded chunk of this page has run (at once when there is none). */
export function preloadedChunksEvaluated(
  doc: Document = document,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  evaluation ??= evaluateInTurn(preloadedChunks(doc), importModule);
  return evaluation;
}

/** The page's `modulepreload` links that point at the build's own assets. */
export function preloadedChunks(doc: Document): string[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    .map((link) => new URL(link.href, doc.baseURI))
    .filter(
      (url) => url.origin === doc.location.origin && /^\/assets\/[\w.-]+\.js$/.test(url.pathname),
    )
    .map((url) => url.href);
}

async function evaluateInTurn(
  files: readonly string[],
  importModule: (url: string) => Promise<unknown>,
): Promise<void> {
  for (const file of files) {
    try {
      await importModule(file);
    } catch {
      // The route that needs it imports it again and shows the failure (its error boundary).
      return;
    }
    await nextTask();
  }
}

// A message, not setTimeout: a chain of timers is clamped to 4 ms each after the fifth.
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** For tests: the next call looks at the page again. */
export function forgetPreloadedChunks(): void {
  evaluation = undefined;
}
