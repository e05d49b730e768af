/** How long a client may take; slow or idle connections are closed so they cannot pile up. */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (408 otherwise). */
  requestMs: number;
  /** The headers must arrive within this; at most requestMs. */
  headersMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** A socket without any traffic, in or out, for this long is destroyed. */
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
};

/**
 * Fastify's server options for these timeouts. Node checks request and header deadlines on a
 * timer (every 30 s by default, so a 10 s deadline could hold for 40 s): it runs here at a
 * quarter of the shortest deadline, at most every second.
 */
export function timeoutOptions(timeouts: ServerTimeouts) {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  const checkEveryMs = Math.max(25, Math.min(1000, Math.floor(headersMs / 4)));
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: headersMs,
      connectionsCheckingInterval: checkEveryMs,
    },
  };
}
