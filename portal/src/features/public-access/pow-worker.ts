// The proof of work off the main thread: the page stays responsive while the browser computes.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    self.postMessage(await solveChallenge({ challenge: event.data, deriveKey }));
  } catch {
    self.postMessage(null);
  }
};
