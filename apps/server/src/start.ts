import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isCatalogueEmpty, loadCatalogue, readSeedCatalogue } from './seed/catalogue-seed.ts';
import { ensureSuperAdmin } from './modules/admins/bootstrap.ts';
import { findRepoRoot } from './platform/paths.ts';

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

/** Opens the database, prepares it and builds the app; the caller listens and closes. */
export async function startServer(config: Config) {
  const database = await openDatabase(databaseOptionsFor(config));
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
      logger: { level: config.LOG_LEVEL },
      trustProxy: config.TRUST_PROXY,
      timeouts: {
        requestMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
        keepAliveMs: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      },
      maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
      rateLimitPublicReads: config.RATE_LIMIT_PUBLIC_READS,
      responseCacheBytes: config.RESPONSE_CACHE_MB * 1024 * 1024,
      importAllowHosts: config.IMPORT_ALLOW_HOSTS,
      publicUrl: config.publicUrl,
      mediaDir: path.join(config.dataDir, 'media'),
    });
    await prepareDatabase(database, config, app.log);
    const close = async () => {
      // A connection busy when closing starts would stay open once idle, until its keep-alive
      // timeout (KEEP_ALIVE_TIMEOUT_SECONDS), holding the exit back; each is closed once answered.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await database.close();
    };
    return { app, database, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
