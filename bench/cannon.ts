/** autocannon, run in the bench process, reduced to the figures the tables show. */
import autocannon from 'autocannon';

/** What a browser sends: the server compresses (brotli first) whatever is over 1 KB. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

export interface CannonSummary {
  /** Completed requests divided by the run's length. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Error codes with their counts (ECONNRESET, timeouts…). */
  errorKinds: Record<string, number>;
  /** Answers other than 2xx. */
  non2xx: number;
}

export async function fire(options: autocannon.Options): Promise<CannonSummary> {
  const errorKinds: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ headers: { ...BROWSER_HEADERS }, ...options }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    instance.on('reqError', (error: { code?: string; message?: string }) => {
      const kind = error.code ?? error.message ?? 'unknown';
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
  return {
    requestsPerSecond: result.requests.total / Math.max(result.duration, 1e-3),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    errorKinds,
    non2xx: result.non2xx,
  };
}
