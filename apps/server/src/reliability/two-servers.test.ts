import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@chhiwat/core';
import { createServerDatabase } from '../test/database.ts';
import {
  killServerProcesses,
  postLogin,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.ts';

const recipeBody = (ingredients: string[]) => ({
  slug: 'two-servers-tagine',
  title_en: 'Two servers tagine',
  title_fr: 'Tajine des deux serveurs',
  title_ar: 'طاجين الخادمين',
  instructions_en: 'Simmer slowly.',
  instructions_fr: 'Laissez mijoter.',
  instructions_ar: 'اتركه ينضج على نار هادئة.',
  status: 'published',
  prep_time: 15,
  cooking_time: 60,
  difficulty: 'easy',
  category: 'tagine',
  ingredients: ingredients.map((slug) => ({ ingredient_slug: slug })),
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; remainingAttempts?: number } }).error;

/** Milliseconds until `check` holds, asking every 20 ms; fails once `limitMs` is spent. */
async function millisecondsUntil(limitMs: number, check: () => Promise<boolean>) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await delay(20);
  }
  throw new Error(`not seen within ${limitMs} ms`);
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two server processes on one PostgreSQL database',
  () => {
    let database: Awaited<ReturnType<typeof createServerDatabase>>;
    let first: ServerProcess;
    let second: ServerProcess;
    let cookie = '';

    beforeAll(async () => {
      database = await createServerDatabase();
      // Behind a proxy, so each test signs in from its own address and throttling stays per test.
      const env = { DATABASE_URL: database.url, SEED: 'demo', TRUST_PROXY: '1' };
      first = await startServerProcess(env);
      second = await startServerProcess(env);
      cookie = await signInOver(first.url, { forwardedFor: '192.0.2.1' });
    });
    afterAll(async () => {
      await killServerProcesses();
      await database.drop();
    });

    const session = (server: ServerProcess, sessionCookie: string) =>
      fetch(`${server.url}/api/admin/auth/session`, { headers: { cookie: sessionCookie } });

    it('accepts a session made on one on the other, and a sign-out on one ends it on both', async () => {
      const own = await signInOver(first.url, { forwardedFor: '192.0.2.2' });
      const onSecond = await session(second, own);
      expect(onSecond.status).toBe(200);
      expect(((await onSecond.json()) as { admin: { email: string } }).admin.email).toBe(
        'owner@chhiwat.test',
      );

      const signOut = await fetch(`${second.url}/api/admin/auth/logout`, {
        method: 'POST',
        headers: { cookie: own },
      });
      expect(signOut.status).toBe(204);
      expect((await session(first, own)).status).toBe(401);
      expect((await session(first, cookie)).status).toBe(200);
    });

    it('counts failed sign-ins on both servers together and blocks on both', async () => {
      const attempt = (server: ServerProcess, password: string) =>
        postLogin(server.url, { identifier: 'owner', password, forwardedFor: '192.0.2.3' });
      const remaining = [];
      for (const server of [first, second, first, second]) {
        const response = await attempt(server, 'Wrong-Password-1!');
        expect(response.status).toBe(401);
        remaining.push((await errorOf(response)).remainingAttempts);
      }
      expect(remaining).toEqual([4, 3, 2, 1]);

      const fifth = await attempt(first, 'Wrong-Password-1!');
      expect(fifth.status).toBe(429);
      const rightPasswordElsewhere = await attempt(second, 'Tajine-Zitoun-2025!');
      expect(rightPasswordElsewhere.status).toBe(429);
      expect((await errorOf(rightPasswordElsewhere)).message).toBe(ADMIN_MESSAGES.blockedWait);
    });

    it('matches a recipe created, changed or deleted through one on the other within one second', async () => {
      const matchedOnSecond = async (ingredient: string) => {
        const response = await fetch(
          `${second.url}/api/match?ingredients=${ingredient}&lang=en&pageSize=100`,
        );
        expect(response.status).toBe(200);
        const body = (await response.json()) as { recipes: { slug: string }[] };
        return body.recipes.some((recipe) => recipe.slug === 'two-servers-tagine');
      };
      // The second server holds its catalogue in memory before the change.
      expect(await matchedOnSecond('saffron')).toBe(false);

      const write = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
        fetch(`${first.url}/api/admin/recipes${path}`, {
          method,
          headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });

      const created = await write('POST', '', recipeBody(['saffron', 'chicken']));
      expect(created.status).toBe(201);
      const { id } = ((await created.json()) as { recipe: { id: number } }).recipe;
      expect(await millisecondsUntil(1000, () => matchedOnSecond('saffron'))).toBeLessThan(1000);

      expect((await write('PUT', `/${id}`, recipeBody(['quinces', 'lamb']))).status).toBe(200);
      expect(await millisecondsUntil(1000, () => matchedOnSecond('quinces'))).toBeLessThan(1000);
      expect(await matchedOnSecond('saffron')).toBe(false);

      expect((await write('DELETE', `/${id}`)).status).toBe(204);
      expect(
        await millisecondsUntil(1000, async () => !(await matchedOnSecond('quinces'))),
      ).toBeLessThan(1000);
    });
  },
);
