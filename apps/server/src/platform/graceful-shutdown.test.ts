import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerDatabase, testDatabaseKinds } from '../test/database.ts';
import {
  killServerProcesses,
  PROCESS_ADMIN,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.ts';
import { until } from '../test/until.ts';
import { REQUEST_RECEIVED } from './logger.ts';

const connectionRefused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

interface Answer {
  status: number;
  body: string;
}

/**
 * A sign-in whose body is sent in two parts: the server has the request (headers read, route
 * found) but cannot answer it until `finish()` sends the rest. A real request kept in flight as
 * long as a test needs, with no route or delay added for tests.
 */
function slowSignIn(url: string, requestId: string, { keepAlive = false } = {}) {
  const body = Buffer.from(
    JSON.stringify({
      identifier: PROCESS_ADMIN.email,
      password: PROCESS_ADMIN.password,
      remember: false,
    }),
  );
  const request = http.request(`${url}/api/admin/auth/login`, {
    method: 'POST',
    agent: new http.Agent({ keepAlive }),
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      'x-request-id': requestId,
    },
  });
  let settled = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.once('error', reject);
    });
  });
  const settle = () => (settled = true);
  answer.then(settle, settle); // also marks a failure as expected until the test looks at it
  request.write(body.subarray(0, 10));
  return {
    answer,
    settled: () => settled,
    finish: () => request.end(body.subarray(10)),
  };
}

/** A request answered on a kept-alive connection, which then stays open and idle. */
function leaveIdleConnection(url: string) {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; agent: http.Agent }>((resolve, reject) => {
    http
      .get(`${url}/api/health/live`, { agent }, (response) => {
        response.resume();
        response.once('end', () => resolve({ status: response.statusCode ?? 0, agent }));
      })
      .once('error', reject);
  });
}

const RECEIVED = `"msg":"${REQUEST_RECEIVED}"`;
/**
 * Waits until the server logged that the request came in (at `debug`, which these servers log at):
 * it has the request in hand.
 */
const serverHas = (server: ServerProcess, requestId: string) =>
  until(10_000, `request ${requestId} at the server`, () =>
    server
      .output()
      .split('\n')
      .some((line) => line.includes(`"requestId":"${requestId}"`) && line.includes(RECEIVED)),
  );

describe.each(testDatabaseKinds)('stopping the server process on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-shutdown-'));
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await killServerProcesses();
    for (const drop of drops) await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A server on its own database of this kind (an embedded one in its own directory). */
  async function start(name: string, env: Record<string, string> = {}) {
    const database: Record<string, string> = { DATA_DIR: path.join(dataDir, name) };
    if (kind === 'postgres') {
      const created = await createServerDatabase();
      drops.push(created.drop);
      database.DATABASE_URL = created.url;
    }
    return startServerProcess({ LOG_LEVEL: 'debug', ...database, ...env });
  }
  const lockFile = (name: string) => path.join(dataDir, name, 'pglite.lock');

  it('on SIGTERM, refuses new connections, finishes the request in flight and exits 0', async () => {
    // Kept-alive connections stay open 60 s: past the 10 s shutdown timeout, had they counted.
    const server = await start('drained', { KEEP_ALIVE_TIMEOUT_SECONDS: '60' });
    const idle = await leaveIdleConnection(server.url);
    expect(idle.status).toBe(200);
    // Kept alive too: once answered, it turns idle while the server is closing.
    const inFlight = slowSignIn(server.url, 'in-flight-drained', { keepAlive: true });
    await serverHas(server, 'in-flight-drained');

    process.kill(server.pid, 'SIGTERM');
    await until(5_000, 'new connections refused', () => connectionRefused(server.url));
    expect(inFlight.settled()).toBe(false);
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile('drained'))).toBe(false);
    expect(server.output()).toContain('"outcome":"drained"');
    idle.agent.destroy();
  });

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still in flight', async () => {
    const server = await start('forced', { SHUTDOWN_TIMEOUT_MS: '500' });
    const inFlight = slowSignIn(server.url, 'in-flight-forced');
    await serverHas(server, 'in-flight-forced');

    const signalled = performance.now();
    process.kill(server.pid, 'SIGTERM');
    const exit = await server.exited;
    const waitedMs = performance.now() - signalled;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(waitedMs).toBeGreaterThanOrEqual(500);
    expect(waitedMs).toBeLessThan(5_000);
    await expect(inFlight.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(server.output()).toContain('shutdown timeout');
    // Cut short, yet the embedded database was still closed properly.
    expect(fs.existsSync(lockFile('forced'))).toBe(false);
  });
});
