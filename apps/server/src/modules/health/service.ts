import { READINESS_CHECKS, type ReadyResponse } from '@chhiwat/core';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import { pendingMigrations } from '../../db/migrate.ts';

type Checks = ReadyResponse['checks'];

/**
 * Ready to take traffic: the database answers and holds every migration this server knows (a
 * server started against a database another version migrated, or not migrated yet, is not).
 * The answer names the failed checks; the reasons behind them go to the log only.
 */
export async function readiness(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<ReadyResponse> {
  const checks: Checks = {
    database: await databaseCheck(database, log),
    migrations: { status: 'skipped', message: 'needs the database' },
  };
  if (checks.database.status === 'pass') checks.migrations = await migrationsCheck(database, log);
  const failed = READINESS_CHECKS.filter((name) => checks[name].status === 'fail');
  return { status: failed.length ? 'not_ready' : 'ready', failed, checks };
}

async function databaseCheck(database: DatabaseHandle, log: FastifyBaseLogger) {
  try {
    await database.ping();
    return { status: 'pass' } as const;
  } catch (error) {
    log.warn({ err: error }, 'not ready: the database does not answer');
    return { status: 'fail', message: 'the database does not answer' } as const;
  }
}

async function migrationsCheck(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<Checks['migrations']> {
  try {
    const pending = await pendingMigrations(database.db);
    if (!pending.length) return { status: 'pass' };
    log.warn({ pending }, 'not ready: migrations not applied');
    return { status: 'fail', message: `not applied: ${pending.join(', ')}`, pending };
  } catch (error) {
    log.warn({ err: error }, 'not ready: the applied migrations cannot be read');
    return { status: 'fail', message: 'the applied migrations cannot be read' };
  }
}
