import type { FastifyInstance } from 'fastify';

/** How often connections that went idle during the drain are closed. */
const IDLE_SWEEP_MS = 50;
/**
 * Closing the database gets this long, whatever the drain did: a query stuck on a server that
 * went away must not keep the process (and the embedded database's lock) alive.
 */
const DATABASE_CLOSE_MS = 5_000;

/** `drained`: every request in flight finished and the database closed; `forced`: a deadline cut in. */
export type ShutdownOutcome = 'drained' | 'forced';

export interface RunningServer {
  app: FastifyInstance;
  database: { close(): Promise<void> };
}

/**
 * Stops taking connections, lets the requests in flight finish for up to `timeoutMs` (then cuts
 * the connections still open), and closes the database.
 */
export async function shutDown(
  { app, database }: RunningServer,
  timeoutMs: number,
): Promise<ShutdownOutcome> {
  const drained = await drain(app, timeoutMs);
  const closed = await closeDatabase(app, database);
  return drained && closed ? 'drained' : 'forced';
}

/**
 * `app.close()` stops listening and closes the idle kept-alive connections once; a connection
 * busy at that moment would then stay open once idle, until its keep-alive timeout, holding the
 * drain back: the sweep closes each as soon as its answer is out.
 */
async function drain(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    if (await finishesWithin(app.close(), timeoutMs)) return true;
    app.log.warn({ timeoutMs }, 'shutdown timeout: closing the connections still open');
    app.server.closeAllConnections();
  } catch (error) {
    app.log.error({ err: error }, 'closing the server failed');
  } finally {
    clearInterval(sweep);
  }
  return false;
}

async function closeDatabase(app: FastifyInstance, database: RunningServer['database']) {
  try {
    if (await finishesWithin(database.close(), DATABASE_CLOSE_MS)) return true;
    app.log.error({ timeoutMs: DATABASE_CLOSE_MS }, 'the database did not close in time');
  } catch (error) {
    app.log.error({ err: error }, 'closing the database failed');
  }
  return false;
}

/** True once the work is done, false if `ms` pass first; a failure is thrown. */
async function finishesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
