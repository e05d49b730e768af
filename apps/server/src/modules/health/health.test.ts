import type { ReadyResponse } from '@chhiwat/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../../db/database.ts';
import {
  createServerDatabase,
  createTestDatabase,
  testDatabaseKinds,
} from '../../test/database.ts';

describe.each(testDatabaseKinds)('health on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('reports the database up', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ kind, up: true });
  });

  it('says the process is live without touching anything', async () => {
    const response = await app.inject('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready on a migrated database', async () => {
    const response = await app.inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      failed: [],
      checks: { database: { status: 'pass' }, migrations: { status: 'pass' } },
    });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: `No route for ${method} /api/no-such-thing` },
      });
    }
  });
});

describe('health with the database gone', () => {
  it('reports 503 and degraded when the database does not answer', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({
      database: { ...database, ping: () => Promise.reject(new Error('down')) },
    });
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { up: false } });
    await app.close();
    await database.close();
  });
});

/** A database with no table at all: what a server finds before its first migration. */
async function unmigratedDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const { url, drop } = await createServerDatabase();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  return { ...database, close: () => database.close().then(drop) };
}

/** GET /api/health/ready on an app over the database, once `prepare` has had its way with it. */
async function readyAnswer(
  database: DatabaseHandle,
  prepare: () => Promise<void> = async () => {},
) {
  const app = await buildApp({ database });
  try {
    await app.ready();
    await prepare();
    const response = await app.inject('/api/health/ready');
    return { status: response.statusCode, body: response.json<ReadyResponse>() };
  } finally {
    await app.close();
  }
}

describe.each(testDatabaseKinds)('readiness on %s', (kind) => {
  it('is not ready when the last migration is not applied, and names it', async () => {
    const database = await createTestDatabase(kind);
    try {
      const { rows } = await sql<{ name: string }>`
        delete from kysely_migration
        where name = (select max(name) from kysely_migration) returning name`.execute(database.db);
      const removed = rows[0]?.name ?? '';
      expect(removed).toMatch(/^\d{4}-/);
      const answer = await readyAnswer(database);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        status: 'not_ready',
        failed: ['migrations'],
        checks: {
          database: { status: 'pass' },
          migrations: { status: 'fail', message: `not applied: ${removed}`, pending: [removed] },
        },
      });
    } finally {
      await database.close();
    }
  });

  it('is not ready on a database never migrated: every migration is pending', async () => {
    const database = await unmigratedDatabase(kind);
    try {
      const answer = await readyAnswer(database);
      expect(answer.status).toBe(503);
      expect(answer.body.failed).toEqual(['migrations']);
      const pending = answer.body.checks.migrations.pending ?? [];
      expect(pending.slice(0, 2)).toEqual(['0001-catalogue-and-admin', '0002-catalogue-version']);
      expect(pending.length).toBeGreaterThanOrEqual(5);
    } finally {
      await database.close();
    }
  });

  it('is not ready once the database is closed, and says the migrations could not be checked', async () => {
    const database = await createTestDatabase(kind);
    // close() also drops a PostgreSQL test database: closed is all that is left of it.
    const answer = await readyAnswer(database, () => database.close());
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'not_ready',
      failed: ['database'],
      checks: {
        database: { status: 'fail', message: 'the database does not answer' },
        migrations: { status: 'skipped', message: 'needs the database' },
      },
    });
  });
});
