import cluster, { type Worker } from 'node:cluster';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { answerWorkers, countingAnswerers } from './platform/cluster-messages.ts';
import { logOptions } from './platform/logger.ts';
import { clusterMetricsText } from './platform/metrics.ts';
import { databaseOptionsFor, prepareDatabase } from './start.ts';

/** More restarts than this within RESTART_WINDOW_MS: something is wrong that restarting will not fix. */
const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 60_000;
/** Past the workers' own shutdown deadline, how long the primary waits before killing them. */
const KILL_GRACE_MS = 5_000;

/**
 * WORKERS > 1 (issue #24): this process prepares the database once (migrations, demo catalogue,
 * first super admin), then runs `config.workers` server processes sharing the port (node:cluster
 * hands each new connection to the next worker). It answers their shared questions (rate-limit
 * counts), replaces a worker that dies, and on SIGTERM or SIGINT has every worker drain and stop.
 * Sessions, lockouts and the catalogue version live in PostgreSQL, so they hold across workers.
 */
export async function runPrimary(config: Config) {
  const log = Fastify({ logger: logOptions(config.LOG_LEVEL, config.NODE_ENV) }).log.child({
    role: 'primary',
  });
  await prepareOnce(config, log);
  answerWorkers({ ...countingAnswerers(), metrics: clusterMetricsText });
  const supervisor = new WorkerSupervisor(config, log);
  supervisor.start();
  process.on('SIGTERM', () => void supervisor.stop('SIGTERM'));
  process.on('SIGINT', () => void supervisor.stop('SIGINT'));
}

async function prepareOnce(config: Config, log: FastifyBaseLogger) {
  const database = await openDatabase(databaseOptionsFor(config));
  try {
    await prepareDatabase(database, config, log);
  } finally {
    await database.close();
  }
}

class WorkerSupervisor {
  private stopping = false;
  private readonly restarts: number[] = [];
  private readonly listening = new Set<number>();
  private readonly exitCodes: (number | null)[] = [];

  constructor(
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    cluster.on('listening', (worker) => this.listening.add(worker.id));
    cluster.on('exit', (worker, code, signal) => this.exited(worker, code, signal));
    for (let n = 0; n < this.config.workers; n += 1) this.fork();
    this.log.info({ workers: this.config.workers }, 'workers started');
  }

  /**
   * Has every worker drain its requests and stop; exits 0 when all of them stopped cleanly and
   * the stop was asked for (a signal), 1 otherwise.
   */
  async stop(reason: string, failed = false) {
    if (this.stopping) return;
    this.stopping = true;
    this.log.info({ reason }, 'stopping the workers');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const allExited = Promise.all(
      workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      this.log.warn('workers still running past the shutdown deadline: killing them');
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, this.config.SHUTDOWN_TIMEOUT_MS + KILL_GRACE_MS);
    await allExited;
    clearTimeout(killer);
    const clean = this.exitCodes.every((code) => code === 0);
    this.log.info({ exitCodes: this.exitCodes }, 'workers stopped');
    process.exit(clean && !failed ? 0 : 1);
  }

  private fork() {
    cluster.fork();
  }

  private exited(worker: Worker, code: number | null, signal: string | null) {
    if (this.stopping) {
      this.exitCodes.push(code);
      return;
    }
    if (!this.listening.has(worker.id)) {
      // it died before listening: the port, the database or the build, not bad luck
      this.log.fatal({ pid: worker.process.pid, code, signal }, 'a worker could not start');
      void this.stop('a worker could not start', true);
      return;
    }
    const now = Date.now();
    this.restarts.push(now);
    while ((this.restarts[0] ?? now) < now - RESTART_WINDOW_MS) this.restarts.shift();
    if (this.restarts.length > MAX_RESTARTS) {
      this.log.fatal({ restarts: this.restarts.length }, 'workers keep dying: giving up');
      void this.stop('restart loop', true);
      return;
    }
    this.log.error({ pid: worker.process.pid, code, signal }, 'a worker died: starting another');
    this.fork();
  }
}
