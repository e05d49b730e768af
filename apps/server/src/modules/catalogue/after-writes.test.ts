import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrites } from './after-writes.ts';

describe('the refresh after a write', () => {
  it('brings the catalogue, then the cached answers, up to date before each write is answered, never after a read', async () => {
    const app = Fastify();
    let refreshes = 0;
    let refreshing = false;
    const steps: string[] = [];
    const slowly = async (step: string) => {
      refreshing = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push(step);
      refreshing = false;
    };
    refreshAfterWrites(app, {
      catalogue: {
        afterWrite: async () => {
          await slowly('catalogue');
          refreshes++;
        },
      },
      answers: { settled: () => slowly('answers') },
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
    ] as const) {
      answered.push((await app.inject({ method, url })).statusCode);
      expect(refreshing).toBe(false);
    }
    expect(answered).toEqual([200, 200, 200, 200, 200]);
    expect(refreshes).toBe(2);
    expect(steps).toEqual(['catalogue', 'answers', 'catalogue', 'answers']);
    await app.close();
  });

  it('answers the write even when the refresh fails', async () => {
    const app = Fastify();
    refreshAfterWrites(app, {
      catalogue: { afterWrite: () => Promise.reject(new Error('database gone')) },
      answers: { settled: () => Promise.reject(new Error('database gone')) },
    });
    app.post('/write', async () => 'written');
    const response = await app.inject({ method: 'POST', url: '/write' });
    expect([response.statusCode, response.body]).toEqual([200, 'written']);
    await app.close();
  });
});
