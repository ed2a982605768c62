// One autocannon run as a promise, and its figures as the load scripts report them.
import autocannon from 'autocannon';

/** Runs autocannon with `options` (connections and duration included) and resolves its result. */
export const runAutocannon = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** The figures of a run: requests per second, p50 and p99 latency, non-2xx answers, errors. */
export const summary = (name, result) => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  total: result.requests.total,
});
