import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrites } from './after-writes.ts';
import type { CatalogueSnapshot } from './service.ts';

describe('the refresh after a write', () => {
  it('forgets the version and asks for the catalogue after each write, never after a read', async () => {
    const app = Fastify();
    let refreshes = 0;
    let invalidations = 0;
    refreshAfterWrites(app, {
      versions: { invalidate: () => invalidations++ },
      catalogue: { current: async () => (refreshes++, {} as CatalogueSnapshot) },
    });
    app.get('/read', async () => 'read');
    app.post('/write', async () => 'written');
    app.route({ method: ['GET', 'PUT'], url: '/either', handler: async () => 'either' });
    await app.ready();
    const answered = [];
    for (const [method, url] of [
      ['GET', '/read'],
      ['HEAD', '/read'],
      ['GET', '/either'],
      ['POST', '/write'],
      ['PUT', '/either'],
    ] as const)
      answered.push((await app.inject({ method, url })).statusCode);
    expect(answered).toEqual([200, 200, 200, 200, 200]);
    expect(refreshes).toBe(2);
    expect(invalidations).toBe(2);
    await app.close();
  });
});
