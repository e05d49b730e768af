import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { DEFAULT_BODY_LIMIT } from './body-limits.ts';

// Loopback only: every socket here goes to 127.0.0.1.
const HOST = '127.0.0.1';
const SHORT = { requestMs: 3000, headersMs: 1000, keepAliveMs: 1000, idleMs: 20_000 };
const CAP = 3;

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: HOST });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

interface Client {
  socket: net.Socket;
  /** Milliseconds from connect to the server closing the socket. */
  closed: Promise<number>;
  received: () => string;
}

function connect(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: HOST });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a reset is one way of being closed
    socket.once('connect', () => {
      const started = performance.now();
      const closed = new Promise<number>((done) =>
        socket.once('close', () => done(performance.now() - started)),
      );
      resolve({ socket, closed, received: () => received });
    });
    socket.once('error', reject);
  });
}

/** Writes `chunks` one at a time every `everyMs` until the socket closes or they run out. */
function trickle(client: Client, chunks: string[], everyMs: number) {
  const timer = setInterval(() => {
    const next = chunks.shift();
    if (next === undefined || client.socket.destroyed) clearInterval(timer);
    else client.socket.write(next);
  }, everyMs);
  void client.closed.then(() => clearInterval(timer));
}

/** Sends a GET and resolves with the whole response (status line, headers, body). */
function roundTrip(client: Client, path: string): Promise<string> {
  const before = client.received().length;
  client.socket.write(`GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
  return new Promise((resolve, reject) => {
    const check = setInterval(() => {
      const text = client.received().slice(before);
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (end >= 0 && text.length >= end + 4 + length) finish(() => resolve(text));
      else if (client.socket.destroyed) finish(() => reject(new Error(`closed: ${text}`)));
    }, 10);
    const finish = (then: () => void) => (clearInterval(check), then());
  });
}

describe('slow and greedy clients', () => {
  let database: DatabaseHandle;
  let slow: FastifyInstance;
  let capped: FastifyInstance;
  let slowPort: number;
  let cappedPort: number;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    slow = await buildApp({ database, timeouts: SHORT });
    capped = await buildApp({ database, maxConnectionsPerAddress: CAP });
    slowPort = await listen(slow);
    cappedPort = await listen(capped);
  });
  afterAll(async () => {
    await slow.close();
    await capped.close();
    await database.close();
  });

  it('cuts a body trickled one byte at a time at the request timeout', async () => {
    const client = await connect(slowPort);
    client.socket.write(
      `POST /api/admin/auth/login HTTP/1.1\r\nHost: ${HOST}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    trickle(client, [...'{"identifier":"a"'.padEnd(100, ' ')], 300);
    const closedAfter = await client.closed;
    // Not the header deadline (the headers were complete), and long before the 30 s of trickling.
    expect(closedAfter).toBeGreaterThan(SHORT.requestMs * 0.9);
    expect(closedAfter).toBeLessThan(SHORT.requestMs + 1500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a connection that never finishes its headers at the header timeout', async () => {
    const client = await connect(slowPort);
    client.socket.write(`GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\n`);
    const headerLines = Array.from({ length: 100 }, (_, n) => `X-Slow-${n}: 1\r\n`);
    trickle(client, headerLines, 300);
    const closedAfter = await client.closed;
    expect(closedAfter).toBeGreaterThan(SHORT.headersMs * 0.9);
    expect(closedAfter).toBeLessThan(SHORT.requestMs);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('refuses the connection beyond the per-address cap while the first ones stay open', async () => {
    const first = await Promise.all(Array.from({ length: CAP }, () => connect(cappedPort)));
    // A full round trip on each proves the server has counted it.
    for (const client of first) expect(await roundTrip(client, '/api/nothing')).toMatch(/ 404 /);

    const extra = await connect(cappedPort);
    extra.socket.write(`GET /api/nothing HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
    expect(await extra.closed).toBeLessThan(2000);
    expect(extra.received()).toBe('');

    for (const client of first) expect(await roundTrip(client, '/api/nothing')).toMatch(/ 404 /);

    // A closed connection frees its place.
    first[0]?.socket.end();
    await first[0]?.closed;
    const next = await eventuallyAccepted(cappedPort);
    expect(await roundTrip(next, '/api/nothing')).toMatch(/ 404 /);
    for (const client of [...first, next]) client.socket.destroy();
  });

  it('answers 413 with the JSON error shape to a body over a small route limit', async () => {
    const response = await slow.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { identifier: 'x'.repeat(DEFAULT_BODY_LIMIT), password: 'p' },
    });
    expect(response.statusCode).toBe(413);
    const { error } = response.json<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>();
    expect(error.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    expect(error.message).toMatch(/body is too large/i);
    expect(error.fields).toEqual({
      body: `Request body is too large: at most ${DEFAULT_BODY_LIMIT / 1024} KB`,
    });
  });
});

/** The server sees a close a moment after the client: retry until a new connection is kept. */
async function eventuallyAccepted(port: number): Promise<Client> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const client = await connect(port);
    const refused = await Promise.race([
      client.closed.then(() => true),
      new Promise<false>((done) => setTimeout(() => done(false), 100)),
    ]);
    if (!refused) return client;
  }
  throw new Error('no connection accepted');
}
