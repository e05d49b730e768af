import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createTestDatabase, testDatabaseKinds } from '../test/database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  msg: string;
  requestId?: string;
  reqId?: string;
}

/** A built web app and an uploaded photo, so static files and media are served too. */
function makeFiles() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-request-id-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1);');
  const mediaDir = path.join(root, 'media');
  fs.mkdirSync(path.join(mediaDir, 'recipe-images'), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, 'recipe-images', 'tagine-1.webp'), 'RIFF....WEBP');
  return { root, webDist, mediaDir };
}

describe.each(testDatabaseKinds)('request ids on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const files = makeFiles();
  const lines: LogLine[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      database,
      webDist: files.webDist,
      mediaDir: files.mediaDir,
      logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } },
    });
    // Routes may still be added until the app is ready: one that fails as a bug would.
    app.get('/api/test/crash', async () => {
      throw new Error('crashed on purpose');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(files.root, { recursive: true, force: true });
  });

  const get = (url: string, requestId?: string) =>
    app.inject({ url, headers: requestId ? { 'x-request-id': requestId } : {} });

  it('echoes a valid id the client or proxy sent', async () => {
    const response = await get('/api/health/live', 'lb-7f3a:trace.1_x');
    expect(response.headers['x-request-id']).toBe('lb-7f3a:trace.1_x');
  });

  it('replaces an invalid id with a new one, and makes one when none is sent', async () => {
    for (const invalid of ['two words', 'x'.repeat(129), '<script>', 'a,b']) {
      const response = await get('/api/health/live', invalid);
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    const first = await get('/api/health/live');
    const second = await get('/api/health/live');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('is on a 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/no-such-thing',
        headers: { 'x-request-id': `missing-${method}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-request-id']).toBe(`missing-${method}`);
    }
  });

  it('is on the answer to a path that cannot be routed, given in the one error shape', async () => {
    const broken = await get('/api/recipes/%zz', 'broken-escape');
    expect([broken.statusCode, broken.headers['x-request-id']]).toEqual([400, 'broken-escape']);
    expect(broken.json()).toEqual({
      error: {
        code: 'FST_ERR_BAD_URL',
        message: "'/api/recipes/%zz' is not a valid url component",
      },
    });
  });

  it("is each request's own on answers from the response cache, the fast lane included", async () => {
    const before = app.responseCache.stats();
    const stored = await get('/api/ingredients', 'cache-first');
    // Right after the first, while the content version is known fresh: the fast lane, which
    // writes the answer on the socket itself.
    const fastLane = await get('/api/ingredients', 'cache-fast-lane');
    await delay(300); // the version must be read again: the long way, through the lookup
    const longWay = await get('/api/ingredients', 'cache-long-way');
    expect(app.responseCache.stats()).toMatchObject({
      hits: before.hits + 2,
      misses: before.misses + 1,
    });
    expect(fastLane.rawPayload).toEqual(stored.rawPayload);
    expect(longWay.rawPayload).toEqual(stored.rawPayload);
    expect([stored, fastLane, longWay].map((response) => response.headers['x-request-id'])).toEqual(
      ['cache-first', 'cache-fast-lane', 'cache-long-way'],
    );
  });

  it('is on static files and uploaded media', async () => {
    const asset = await get('/assets/app-1a2b.js', 'static-file');
    expect([asset.statusCode, asset.headers['x-request-id']]).toEqual([200, 'static-file']);
    const photo = await get('/media/recipe-images/tagine-1.webp', 'media-file');
    expect([photo.statusCode, photo.headers['x-request-id']]).toEqual([200, 'media-file']);
    const page = await get('/recipes', 'html-page');
    expect([page.statusCode, page.headers['x-request-id']]).toEqual([200, 'html-page']);
  });

  it('is in the body of a server error, not of a client error', async () => {
    const crashed = await get('/api/test/crash', 'crash-1');
    expect(crashed.statusCode).toBe(500);
    expect(crashed.headers['x-request-id']).toBe('crash-1');
    expect(crashed.json()).toEqual({
      error: { code: 'internal', message: 'Unknown error', requestId: 'crash-1' },
    });
    const missing = await get('/api/recipes/no-such-recipe', 'missing-recipe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).not.toHaveProperty('requestId');
  });

  it('is on every log line of its request, as requestId', async () => {
    const linesOf = async (url: string, requestId: string) => {
      const from = lines.length;
      await get(url, requestId);
      await delay(20); // "request completed" is written once the answer is out
      return lines.slice(from);
    };
    const crashLines = await linesOf('/api/test/crash', 'log-crash');
    expect(crashLines.map((line) => line.msg)).toEqual(['unhandled error', 'request completed']);
    expect(crashLines[1]).toMatchObject({ url: '/api/test/crash', status: 500 });
    await get('/api/recipe-categories');
    const cachedLines = await linesOf('/api/recipe-categories', 'log-fast-lane');
    expect(cachedLines.map((line) => line.msg)).toEqual(['request completed']);
    expect(cachedLines[0]).toMatchObject({ url: '/api/recipe-categories', status: 200 });
    for (const [requestId, logged] of [
      ['log-crash', crashLines],
      ['log-fast-lane', cachedLines],
    ] as const) {
      for (const line of logged) {
        expect(line.requestId).toBe(requestId);
        expect(line).not.toHaveProperty('reqId');
      }
    }
  });

  it('is on answers written to a real socket, the fast lane included', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const fetchWith = (requestId: string) =>
      fetch(`${address}/api/recipe-categories`, { headers: { 'x-request-id': requestId } });
    const ids = [];
    for (const requestId of ['socket-1', 'socket-2', 'socket-3']) {
      const response = await fetchWith(requestId);
      expect(response.status).toBe(200);
      ids.push(response.headers.get('x-request-id'));
    }
    expect(ids).toEqual(['socket-1', 'socket-2', 'socket-3']);
  });
});

describe('a server error for a database out of reach', () => {
  it('names its request in the body', async () => {
    // Nothing listens on port 1: every query fails the way a stopped PostgreSQL server does.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://x@127.0.0.1:1/x' });
    const app = await buildApp({ database });
    try {
      const response = await app.inject({
        url: '/api/recipe-categories',
        headers: { 'x-request-id': 'database-gone' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['x-request-id']).toBe('database-gone');
      expect(response.json().error).toMatchObject({
        code: 'database_unavailable',
        requestId: 'database-gone',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
