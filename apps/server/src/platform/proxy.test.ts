import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { MAX_ADDRESS_FAILURES } from '../modules/auth/constants.ts';
import { createAccount, STRONG_PASSWORD } from '../test/admins.ts';
import { createTestDatabase } from '../test/database.ts';
import type { TrustedProxies } from './trust-proxy.ts';

// Sockets are loopback addresses (inject, no traffic); the documentation-range addresses below
// (192.0.2.x, 198.51.100.x, 203.0.113.x) only ever appear as header text.
const PROXY = '127.0.0.1';
const SECOND_PROXY = '127.0.0.2';
const STRANGER = '127.0.0.3';

interface SeenClient {
  ip: string;
  protocol: string;
}

describe('trusted proxies', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  async function appTrusting(trustProxy: TrustedProxies) {
    const app = await buildApp({ database, trustProxy });
    app.get('/test/client', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    apps.push(app);
    return app;
  }
  let oneHop: FastifyInstance;
  let twoHops: FastifyInstance;
  let listed: FastifyInstance;
  let none: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await createAccount(database.db, { username: 'amina' });
    oneHop = await appTrusting(1);
    twoHops = await appTrusting(2);
    listed = await appTrusting([PROXY, SECOND_PROXY]);
    none = await appTrusting(false);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const seen = async (
    app: FastifyInstance,
    remoteAddress: string,
    headers: Record<string, string>,
  ): Promise<SeenClient> =>
    (await app.inject({ url: '/test/client', remoteAddress, headers })).json();

  it('takes the right-most entry with one hop, whatever the client put on the left', async () => {
    for (const fake of ['192.0.2.1', '192.0.2.2', '10.0.0.1', 'not-an-address']) {
      const client = await seen(oneHop, PROXY, { 'x-forwarded-for': `${fake}, 203.0.113.7` });
      expect(client.ip, fake).toBe('203.0.113.7');
    }
    const twoDeep = await seen(twoHops, PROXY, { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' });
    expect(twoDeep.ip).toBe('192.0.2.1');
  });

  it('skips the listed proxies from the right and stops at the first other address', async () => {
    const client = await seen(listed, PROXY, {
      'x-forwarded-for': `192.0.2.1, 203.0.113.7, ${SECOND_PROXY}`,
    });
    expect(client.ip).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For and X-Forwarded-Proto from a socket that is not a proxy', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    expect(await seen(listed, STRANGER, headers)).toEqual({ ip: STRANGER, protocol: 'http' });
    expect(await seen(none, PROXY, headers)).toEqual({ ip: PROXY, protocol: 'http' });
  });

  it('reads the protocol the trusted proxy added: the right-most X-Forwarded-Proto', async () => {
    const protocolFor = async (value: string) =>
      (await seen(oneHop, PROXY, { 'x-forwarded-proto': value })).protocol;
    expect(await protocolFor('https')).toBe('https');
    expect(await protocolFor('http, https')).toBe('https');
    expect(await protocolFor('https, http')).toBe('http');
  });

  it('counts failed sign-ins behind one hop against the real address, not the fake left-most one', async () => {
    const login = (identifier: string, forwardedFor: string) =>
      oneHop.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { identifier, password: 'wrong' },
      });
    for (let n = 1; n < MAX_ADDRESS_FAILURES; n++) {
      const response = await login(`guess${n}`, `198.51.100.${n}, 203.0.113.50`);
      expect(response.statusCode, `failure ${n}`).toBe(401);
    }
    const last = await login('guess-last', '198.51.100.99, 203.0.113.50');
    expect(last.statusCode).toBe(429);
    expect((await login('guess-other', '203.0.113.51')).statusCode).toBe(401);
  });

  describe('Secure cookie and HSTS', () => {
    const signIn = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.60' },
        payload: { identifier: 'amina', password: STRONG_PASSWORD },
      });

    it('uses a __Host- Secure cookie and HSTS when a trusted proxy says https', async () => {
      for (const app of [oneHop, listed]) {
        const response = await signIn(app, PROXY);
        expect(response.statusCode).toBe(200);
        const cookie = String(response.headers['set-cookie']);
        expect(cookie).toMatch(/^__Host-chhiwat_session=/);
        expect(cookie).toContain('; Secure');
        expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
      }
    });

    it('does neither when a client that is not a trusted proxy says https', async () => {
      for (const [app, address] of [
        [listed, STRANGER],
        [none, PROXY],
      ] as const) {
        const response = await signIn(app, address);
        expect(response.statusCode).toBe(200);
        const cookie = String(response.headers['set-cookie']);
        expect(cookie).toMatch(/^chhiwat_session=/);
        expect(cookie).not.toContain('Secure');
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });
  });
});
