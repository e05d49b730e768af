import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';

describe('security headers', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seeded: true });
    app = await buildApp({ database });
    behindProxy = await buildApp({ database, trustProxy: 1 });
  });
  afterAll(async () => {
    await app.close();
    await behindProxy.close();
    await database.close();
  });

  const directives = (header: string | string[] | number | undefined) =>
    new Map(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values] as const),
    );

  it('sends a strict Content-Security-Policy and nosniff on pages, API answers and errors', async () => {
    for (const url of ['/api/recipes', '/api/health', '/api/nothing-here', '/anything']) {
      const response = await app.inject(url);
      const header = response.headers['content-security-policy'];
      const csp = directives(header);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('worker-src'), url).toEqual(["'self'"]);
      expect(csp.get('manifest-src'), url).toEqual(["'self'"]);
      expect(String(header), url).not.toContain('unsafe');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await behindProxy.inject('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await behindProxy.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
    const spoofed = await app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
