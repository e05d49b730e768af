import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isCatalogueEmpty, loadCatalogue, readSeedCatalogue } from './seed/catalogue-seed.ts';
import { ensureSuperAdmin } from './modules/admins/bootstrap.ts';
import { shutDown } from './platform/graceful-shutdown.ts';
import { askPrimary, clusterHitCounters } from './platform/cluster-messages.ts';
import { logOptions } from './platform/logger.ts';
import { Metrics } from './platform/metrics.ts';
import { openStorage } from './platform/open-storage.ts';
import { findRepoRoot } from './platform/paths.ts';
import { makePrivate, PrivateFilesError, restrictUmask } from './platform/private-files.ts';
import { StorageSetupError } from './platform/s3-storage.ts';

export function databaseOptionsFor(config: Config) {
  return config.DATABASE_URL
    ? ({ kind: 'postgres', url: config.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') } as const);
}

/** Migrations, then the demo catalogue into an empty database, then the first super admin. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  log: FastifyBaseLogger,
) {
  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info({ migrations: applied }, 'database migrated');

  if (config.SEED === 'demo' && (await isCatalogueEmpty(database.db))) {
    const seedDir = config.SEED_DIR ?? path.join(findRepoRoot(), 'data', 'seed');
    const counts = await loadCatalogue(database.db, readSeedCatalogue(seedDir));
    log.info({ seeded: counts }, 'demo catalogue loaded');
  }

  const admin = await ensureSuperAdmin(database.db, {
    ...(config.ADMIN_EMAIL ? { email: config.ADMIN_EMAIL } : {}),
    ...(config.ADMIN_PASSWORD ? { password: config.ADMIN_PASSWORD } : {}),
  });
  if (admin.created) {
    log.info({ username: admin.username, email: admin.email }, 'super admin created');
    if (admin.generatedPassword) {
      // Printed once, on purpose outside the JSON log, so a person reading the console sees it.
      process.stdout.write(
        `\n  First super admin created.\n  Username: ${admin.username}\n  E-mail:   ${admin.email}\n` +
          `  Password: ${admin.generatedPassword}\n  Keep it now: it is not stored and will not be shown again.\n\n`,
      );
    }
  }
}

/** A worker serves the sum of every worker's metrics, which its primary gathers. */
const clusterMetrics = () => askPrimary<string>('metrics', null, 10_000);

export interface StartOptions {
  /**
   * A worker of a cluster (WORKERS > 1): its primary prepared the database before forking it, and
   * counts the rate limits' hits for every worker.
   */
  worker?: boolean;
}

/** The media store (STORAGE); an S3 bucket that does not answer stops the start like a bad setting. */
async function openMediaStorage(config: Config) {
  try {
    return await openStorage(config.storage, path.join(config.dataDir, 'media'));
  } catch (error) {
    if (error instanceof StorageSetupError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * DATA_DIR holds the embedded database, media and backups: it, and everything in it now or later,
 * is the server's user's alone (docs/security.md). When that cannot be, the server does not start.
 */
function refuseUnlessPrivate(dataDir: string, error: unknown): never {
  if (!(error instanceof PrivateFilesError)) throw error;
  const advice = ['EPERM', 'EACCES'].includes(error.code)
    ? " Make the server's user its owner (chown -R), or set DATA_DIR to a directory it owns."
    : '';
  throw new ConfigError(
    `DATA_DIR ${dataDir} must be private to the server's user. ${error.message}.${advice}`,
  );
}

/** Opens the database, prepares it and builds the app; the caller listens and closes. */
export async function startServer(config: Config, { worker = false }: StartOptions = {}) {
  restrictUmask();
  try {
    makePrivate(config.dataDir);
  } catch (error) {
    refuseUnlessPrivate(config.dataDir, error);
  }
  const storage = await openMediaStorage(config);
  const metrics = new Metrics({ processStats: true });
  if (worker) metrics.shareWithPrimary();
  const database = await openDatabase({
    ...databaseOptionsFor(config),
    onQuery: metrics.observeQuery,
  }).catch((error: unknown) => refuseUnlessPrivate(config.dataDir, error));
  try {
    const webDist =
      config.WEB_DIST ??
      (config.NODE_ENV === 'production'
        ? path.join(findRepoRoot(), 'apps', 'web', 'dist')
        : undefined);
    const app = await buildApp({
      database,
      // The server renderer is built beside the web app (apps/web/dist-ssr).
      ...(webDist ? { webDist, webSsr: path.join(path.dirname(webDist), 'dist-ssr') } : {}),
      logger: logOptions(config.LOG_LEVEL, config.NODE_ENV),
      metrics,
      metricsToken: config.METRICS_TOKEN,
      ...(worker ? { hitCounters: clusterHitCounters, readMetrics: clusterMetrics } : {}),
      trustProxy: config.TRUST_PROXY,
      timeouts: {
        requestMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
        keepAliveMs: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      },
      maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
      rateLimitPublicReads: config.RATE_LIMIT_PUBLIC_READS,
      rateLimitRenders: config.RATE_LIMIT_RENDERS,
      responseCacheBytes: config.RESPONSE_CACHE_MB * 1024 * 1024,
      importAllowHosts: config.IMPORT_ALLOW_HOSTS,
      publicUrl: config.publicUrl,
      storage,
    });
    if (!worker) await prepareDatabase(database, config, app.log);
    /** Drains the requests in flight (SHUTDOWN_TIMEOUT_MS at most), then closes the database. */
    const close = () => shutDown({ app, database }, config.SHUTDOWN_TIMEOUT_MS);
    return { app, database, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
