import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';

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
