/**
 * Offline (issue #21, decision 0020): with the service worker, a visitor who opened the site once
 * keeps the picker, the ranking and the recipes they opened when the network goes; admin reads are
 * never answered from a cache; back online, a change made meanwhile shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  assembleCatalogue,
  cardTeaser,
  type OfflineCatalogue,
  type OfflineManifest,
  type OfflineShard,
} from '@chhiwat/core';
import { launchChromium } from './browser.ts';
import { repoRoot } from './server.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

/** The whole offline catalogue as the worker assembles it: the manifest, then each shard. */
async function readOfflineCatalogue(): Promise<OfflineCatalogue> {
  const manifest = (await (
    await fetch(`${baseUrl}/api/offline-catalogue`)
  ).json()) as OfflineManifest;
  const shards = await Promise.all(
    manifest.shards.map(
      async ({ id, version }) =>
        (await (
          await fetch(`${baseUrl}/api/offline-catalogue/shards/${id}?v=${version}`)
        ).json()) as OfflineShard,
    ),
  );
  return assembleCatalogue(manifest, shards);
}

describe('offline, after one visit', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: APIRequestContext;
  let catalogue: OfflineCatalogue;
  const restore: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    });
    page = await context.newPage();
    const adminContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.211' },
    });
    admin = adminContext.request;
    const login = await admin.post(`${baseUrl}/api/admin/auth/login`, {
      data: { identifier: owner.email, password: owner.password },
    });
    expect(login.status()).toBe(200);
    catalogue = await readOfflineCatalogue();
  });

  afterAll(async () => {
    for (const undo of restore.reverse()) await undo();
    await browser?.close();
  });

  const kept = (cacheName: string) =>
    page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
      cacheName,
    );

  it('installs its worker on the first visit and keeps the catalogue: its manifest and shard', async () => {
    await page.goto(`${baseUrl}/?lang=en`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => kept('chhiwat-offline-catalogue'), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          '/api/offline-catalogue',
          '/api/offline-catalogue/shards/0',
          '/api/offline-catalogue/kept',
        ]),
      );
    // the page is controlled from its next load
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it('ranks 20 random selections offline exactly as the server does online', async () => {
    const recipe = catalogue.recipes[0];
    if (!recipe) throw new Error('no recipe');
    await page.goto(`${baseUrl}/recipe/${recipe.slug}?lang=en`);
    await page.getByRole('heading', { name: recipe.title_en }).first().waitFor();
    const slugs = catalogue.ingredients.map((i) => i.slug);
    let seed = 21;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const queries = Array.from({ length: 20 }, (_, n) => {
      const picked = new Set<string>();
      // half of them from one recipe's own lines, so there are matches to rank
      const own = catalogue.links[n % catalogue.links.length] ?? [];
      while (picked.size < 2 + (n % 6))
        picked.add(
          n % 2 && own.length
            ? (own[Math.floor(random() * own.length)]?.slug ?? '')
            : (slugs[Math.floor(random() * slugs.length)] ?? ''),
        );
      return `/api/match?ingredients=${[...picked].join(',')}&lang=en&pageSize=100`;
    });
    const online = await Promise.all(
      queries.map(async (query) => (await fetch(`${baseUrl}${query}`)).json() as Promise<unknown>),
    );
    expect(online.some((answer) => (answer as { total: number }).total > 0)).toBe(true);
    await context.setOffline(true);
    const offline = await page.evaluate(
      (paths) =>
        Promise.all(
          paths.map(async (path) => {
            const response = await fetch(path);
            return {
              body: (await response.json()) as unknown,
              from: response.headers.get('x-chhiwat-offline'),
            };
          }),
        ),
      queries,
    );
    expect(offline.map((answer) => answer.from)).toEqual(queries.map(() => '1'));
    // The same recipes, matches and order; the kept cards carry a teaser of each description.
    const withTeasers = online.map((answer) => {
      const list = answer as { recipes: Record<string, string>[] };
      return {
        ...list,
        recipes: list.recipes.map((card) => ({
          ...card,
          description_en: cardTeaser(card.description_en ?? ''),
          description_fr: cardTeaser(card.description_fr ?? ''),
          description_ar: cardTeaser(card.description_ar ?? ''),
        })),
      };
    });
    expect(offline.map((answer) => answer.body)).toEqual(withTeasers);
  });

  it('shows the picker offline, says so, opens the recipe it saw and explains one it did not', async () => {
    await page.goto(`${baseUrl}/?lang=en`);
    await expect
      .poll(() => page.getByTestId('ingredient-grid').getByRole('button').count())
      .toBeGreaterThan(0);
    // The demo catalogue is one shard, kept whole: the banner says no more than before.
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('You are offline — showing saved recipes');
    const seen = catalogue.recipes[0];
    const unseen = catalogue.recipes.at(-1);
    if (!seen || !unseen || seen === unseen) throw new Error('need two recipes');
    await page.goto(`${baseUrl}/recipe/${seen.slug}?lang=en`);
    await page.getByRole('heading', { name: seen.title_en }).first().waitFor();
    await page.goto(`${baseUrl}/recipe/${unseen.slug}?lang=en`);
    const notSaved = page.getByTestId('recipe-not-saved');
    await notSaved.waitFor();
    await expect
      .poll(() => notSaved.getByTestId('saved-recipes').textContent())
      .toContain(seen.title_en);
  });

  it('never answers the back-office from a cache, and keeps nothing of it', async () => {
    const answered = await page.evaluate(async () => {
      try {
        await fetch('/api/admin/auth/me');
        return 'answered';
      } catch {
        return 'network error';
      }
    });
    expect(answered).toBe('network error');
    for (const name of ['chhiwat-pages', 'chhiwat-api', 'chhiwat-images'])
      expect((await kept(name)).filter((path) => /^\/(api\/)?admin/.test(path))).toEqual([]);
  });

  it('shows an admin change made meanwhile once back online', async () => {
    await context.setOffline(false);
    const recipe = catalogue.recipes[0];
    const line = catalogue.links[0]?.[0];
    if (!recipe || !line) throw new Error('no recipe line');
    const rows = (await (await admin.get(`${baseUrl}/api/admin/ingredients`)).json()) as {
      ingredients: Record<string, unknown>[];
    };
    const row = rows.ingredients.find((i) => i.slug === line.slug);
    if (!row) throw new Error(`no ingredient ${line.slug}`);
    const {
      id,
      created_at: _c,
      updated_at: _u,
      category_name_en: _n,
      recipe_count: _r,
      ...input
    } = row;
    const save = (name: unknown) =>
      admin.put(`${baseUrl}/api/admin/ingredients/${String(id)}`, {
        data: { ...input, name_en: name },
      });
    const renamed = `${String(row.name_en)} (back online)`;
    expect((await save(renamed)).status()).toBe(200);
    restore.push(() => save(row.name_en));
    await page.goto(`${baseUrl}/recipe/${recipe.slug}?lang=en`);
    await expect.poll(() => page.locator('main').textContent()).toContain(renamed);
  });

  it('offers a new build once its worker is waiting, and takes it when asked', async () => {
    // A new build, as far as the browser can tell: other bytes at /service-worker.js. The file is
    // put back afterwards; no other test runs a service worker.
    const worker = path.join(repoRoot, 'apps/web/dist/service-worker.js');
    const variants = [worker, `${worker}.br`, `${worker}.gz`].filter((file) => fs.existsSync(file));
    const saved = variants.map((file) => [file, fs.readFileSync(file)] as const);
    restore.push(async () => saved.forEach(([file, bytes]) => fs.writeFileSync(file, bytes)));
    variants.slice(1).forEach((file) => fs.rmSync(file));
    fs.appendFileSync(worker, '\n// the next build\n');

    await page.goto(`${baseUrl}/?lang=en`);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toBeDefined();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 15_000 });
    expect(await prompt.textContent()).toContain('A new version is ready — refresh');
    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Refresh' }).click(),
    ]);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active !== null;
        }),
      )
      .toBe(true);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
  });
});
