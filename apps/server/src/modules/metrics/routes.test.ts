import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { hasMetricsToken, Metrics, queryOperation } from '../../platform/metrics.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';

const TOKEN = 'metrics-token-of-the-tests-0123456789';

/** The value of one sample line of the exposition text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)
        ? wanted.every((label) => candidate.includes(label))
        : false,
    );
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('metric helpers', () => {
  it("labels a query by its statement's first word", () => {
    expect(queryOperation('select * from recipes')).toBe('select');
    expect(queryOperation('  (SELECT 1) union (select 2)')).toBe('select');
    expect(queryOperation('with x as (select 1) update t set a = 1')).toBe('with');
    expect(queryOperation('INSERT into t values (1)')).toBe('insert');
    expect(queryOperation('begin')).toBe('other');
  });

  it('takes only the exact bearer token', () => {
    expect(hasMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(hasMetricsToken(TOKEN, TOKEN)).toBe(false);
    expect(hasMetricsToken(undefined, TOKEN)).toBe(false);
  });
});

describe.each(testDatabaseKinds)('GET /api/metrics (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const metrics = new Metrics();
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seeded: true, onQuery: metrics.observeQuery });
    app = await buildApp({ database, metrics, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const scrape = (authorization?: string) =>
    app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });

  it('asks for the token, and refuses a wrong one', async () => {
    for (const header of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`]) {
      const refused = await scrape(header);
      expect(refused.statusCode, header).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json().error.code).toBe('unauthorized');
    }
  });

  it('counts requests by route (fast lane included), the cache and the database', async () => {
    // the second read of an unchanged answer is written from memory (the fast lane)
    for (let n = 0; n < 3; n += 1)
      expect((await app.inject('/api/ingredients')).statusCode).toBe(200);
    expect((await app.inject('/api/recipes/no-such-recipe')).statusCode).toBe(404);

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.body;
    const requests = 'chhiwat_http_request_duration_seconds_count';
    expect(
      sample(text, requests, { method: 'GET', route: '/api/ingredients', status: '200' }),
    ).toBe(3);
    expect(
      sample(text, requests, { method: 'GET', route: '/api/recipes/:slug', status: '404' }),
    ).toBe(1);
    expect(sample(text, 'chhiwat_response_cache_hits_total')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'chhiwat_response_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'chhiwat_response_cache_bytes')).toBeGreaterThan(0);
    expect(
      sample(text, 'chhiwat_db_query_duration_seconds_count', {
        operation: 'select',
        outcome: 'ok',
      }),
    ).toBeGreaterThan(0);
  });

  it('does not exist without a token', async () => {
    const bare = await buildApp({ database });
    try {
      const answer = await bare.inject('/api/metrics');
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toMatch(/METRICS_TOKEN/);
    } finally {
      await bare.close();
    }
  });
});
