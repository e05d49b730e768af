import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { ManualClock } from './clock.ts';
import { FixedWindowCounter, PUBLIC_READS } from './rate-limit.ts';

const LIMIT = 3;
const MATCH = '/api/match?ingredients=onions,garlic';
// Loopback client addresses only (inject: nothing leaves the process).
const CLIENT = '127.0.0.1';
const OTHER_CLIENT = '127.0.0.2';

describe('rate limit on costly public reads', () => {
  let database: DatabaseHandle;
  let clock: ManualClock;
  let limited: FastifyInstance;
  let unlimited: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
    limited = await buildApp({ database, clock, rateLimitPublicReads: LIMIT });
    unlimited = await buildApp({ database, clock, rateLimitPublicReads: 0 });
  });
  afterAll(async () => {
    await limited.close();
    await unlimited.close();
    await database.close();
  });

  /** Each test starts in a fresh window. */
  const nextMinute = () => clock.advance(60_000);
  const get = (url: string, remoteAddress = CLIENT, headers: Record<string, string> = {}) =>
    limited.inject({ url, remoteAddress, headers });

  it('answers 429 with Retry-After and the JSON error shape to the request after the limit', async () => {
    nextMinute();
    for (let n = 1; n <= LIMIT; n++)
      expect((await get(MATCH)).statusCode, `request ${n}`).toBe(200);
    clock.advance(15_000);
    const refused = await get(MATCH);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    const { error } = refused.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe(
      'Too many requests from your address. Please try again in 45 seconds.',
    );
  });

  it('leaves another address alone, and lets the first one in again in the next window', async () => {
    nextMinute();
    for (let n = 0; n <= LIMIT; n++) await get(MATCH);
    expect((await get(MATCH)).statusCode).toBe(429);
    expect((await get(MATCH, OTHER_CLIENT)).statusCode).toBe(200);
    nextMinute();
    expect((await get(MATCH)).statusCode).toBe(200);
  });

  it('shares one budget between the costly reads, and does not count the plain list', async () => {
    nextMinute();
    for (let n = 0; n < 10; n++) expect((await get('/api/recipes?page=1')).statusCode).toBe(200);
    expect((await get('/api/recipes?q=tajine')).statusCode).toBe(200);
    expect((await get('/api/recipes?ingredients=onions')).statusCode).toBe(200);
    expect((await get('/api/blog/posts')).statusCode).toBe(200);
    expect((await get('/api/recipes/no-such-recipe')).statusCode).toBe(429);
    expect((await get('/api/recipes?page=2')).statusCode).toBe(200);
  });

  it('counts a 304 and a cached answer like any other read', async () => {
    nextMinute();
    const first = await get(MATCH);
    const etag = String(first.headers.etag);
    for (let n = 1; n < LIMIT; n++)
      expect((await get(MATCH, CLIENT, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(MATCH, CLIENT, { 'if-none-match': etag })).statusCode).toBe(429);
  });

  it('limits nothing when set to 0', async () => {
    nextMinute();
    for (let n = 0; n < LIMIT * 3; n++)
      expect((await unlimited.inject({ url: MATCH, remoteAddress: CLIENT })).statusCode).toBe(200);
  });

  it('lists only routes that exist', async () => {
    await limited.ready();
    for (const url of Object.keys(PUBLIC_READS))
      expect(limited.hasRoute({ method: 'GET', url }), url).toBe(true);
  });
});

describe('the window counter', () => {
  it('keeps at most its cap of addresses, forgetting the oldest, and forgets all at a new window', () => {
    const counter = new FixedWindowCounter(60_000, 3);
    for (const key of ['a', 'b', 'c', 'a', 'd']) counter.hit(key, 1_000);
    expect(counter.size).toBe(3);
    expect(counter.hit('a', 2_000).count).toBe(1); // 'a' was the oldest, forgotten for 'd'
    expect(counter.hit('d', 2_000).count).toBe(2);
    expect(counter.hit('d', 61_000)).toEqual({ count: 1, resetInMs: 59_000 });
    expect(counter.size).toBe(1);
  });
});
