import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineCatalogue, OfflineManifest, OfflineShard } from '@chhiwat/core';
import {
  KEPT_SUMMARY_URL,
  KeptCatalogue,
  MANIFEST_URL,
  shardUrl,
  type KeptStore,
} from './kept-catalogue.ts';
import { OfflineAnswers } from './offline-answers.ts';

const card = (slug: string) => ({
  slug,
  title_ar: `${slug} ar`,
  title_fr: `${slug} fr`,
  title_en: `${slug} en`,
  description_ar: '',
  description_fr: '',
  description_en: '',
  image_url: null,
  illustration_url: `/recipe-pictures/${slug}.svg?v=t1`,
  prep_time: 10,
  cooking_time: 20,
  soak_time: 0,
  rest_time: 0,
  region: null,
  occasions: [],
  seasons: [],
  total_time: 30,
  difficulty: 'easy' as const,
  category: 'mains',
  tags: [],
  servings: 4,
  has_instructions: true,
});

/** A server of `sizes[i]` recipes in shard i, each with one line: `r<shard>-<n>` uses `lentils`. */
class FakeServer {
  readonly versions: number[];
  readonly asked: string[] = [];

  constructor(private readonly sizes: number[]) {
    this.versions = sizes.map(() => 1);
  }

  shard(id: number): OfflineShard {
    const slugs = Array.from({ length: this.sizes[id] ?? 0 }, (_, n) => `r${id}-${n}`);
    return {
      id,
      version: this.versions[id] ?? 0,
      recipes: slugs.map((slug) => ({ ...card(slug), title_en: `${slug} v${this.versions[id]}` })),
      links: slugs.map(() => [{ slug: 'lentils', optional: false, key: false }]),
    };
  }

  manifest(): OfflineManifest {
    const shards = this.sizes
      .map((count, id) => ({ id, version: this.versions[id] ?? 0, count }))
      .filter((shard) => shard.count > 0);
    return {
      version: Math.max(...this.versions),
      recipeCount: shards.reduce((sum, shard) => sum + shard.count, 0),
      shards,
      staples: [],
      substitutions: [],
      ingredients: [],
      ingredientCategories: [],
      recipeCategories: [],
    };
  }

  fetchJson = async (url: string): Promise<unknown> => {
    this.asked.push(url);
    if (url === MANIFEST_URL) return this.manifest();
    const id = Number(/\/shards\/(\d+)/.exec(url)?.[1]);
    return (this.sizes[id] ?? 0) > 0 ? this.shard(id) : undefined;
  };
}

class MapStore implements KeptStore {
  readonly bodies = new Map<string, unknown>();
  read = async (url: string) => structuredClone(this.bodies.get(url));
  write = async (url: string, body: unknown) => void this.bodies.set(url, structuredClone(body));
  remove = async (url: string) => void this.bodies.delete(url);
  urls = async () => [...this.bodies.keys()];
}

const slugsOf = async (kept: KeptCatalogue) =>
  (await kept.catalogue())?.recipes.map((recipe) => recipe.slug) ?? [];

describe('the catalogue the worker keeps (issue #42)', () => {
  let store: MapStore;
  beforeEach(() => {
    store = new MapStore();
  });

  it('holds nothing before its first refresh, then every shard of a small catalogue', async () => {
    const server = new FakeServer([3, 0, 2]);
    const kept = new KeptCatalogue(store, server.fetchJson);
    expect(await kept.catalogue()).toBeUndefined();
    await kept.refresh();
    expect(server.asked).toEqual([MANIFEST_URL, shardUrl(0, 1), shardUrl(2, 1)]);
    expect(await slugsOf(kept)).toEqual(['r0-0', 'r0-1', 'r0-2', 'r2-0', 'r2-1']);
    expect(store.bodies.get(KEPT_SUMMARY_URL)).toEqual({ kept: 5, total: 5 });
  });

  it('fetches again only the shard whose version moved', async () => {
    const server = new FakeServer([3, 4, 2]);
    const kept = new KeptCatalogue(store, server.fetchJson);
    await kept.refresh();
    const assembled = await kept.catalogue();
    server.asked.length = 0;
    await kept.refresh();
    expect(server.asked).toEqual([MANIFEST_URL]);
    // Nothing moved: the catalogue assembled (and indexed) before is the one kept.
    expect(await kept.catalogue()).toBe(assembled);

    server.versions[1] = 7;
    await kept.refresh();
    expect(server.asked).toEqual([MANIFEST_URL, MANIFEST_URL, shardUrl(1, 7)]);
    const catalogue = await kept.catalogue();
    expect(catalogue?.recipes.find((r) => r.slug === 'r1-0')?.title_en).toBe('r1-0 v7');
    // The old version is not kept beside the new one.
    expect([...store.bodies.keys()].filter((url) => url.includes('/shards/1?'))).toEqual([
      shardUrl(1, 7),
    ]);
  });

  it('keeps shards in id order up to its budget, and says how many of how many', async () => {
    const server = new FakeServer([4, 4, 4]);
    const kept = new KeptCatalogue(store, server.fetchJson, 9);
    await kept.refresh();
    expect(server.asked).toEqual([MANIFEST_URL, shardUrl(0, 1), shardUrl(1, 1)]);
    expect(store.bodies.get(KEPT_SUMMARY_URL)).toEqual({ kept: 8, total: 12 });
    // Offline answers rank the kept recipes only.
    const answer = new OfflineAnswers().answer(
      (await kept.catalogue()) as OfflineCatalogue,
      new URL('http://chhiwat.test/api/match?ingredients=lentils&pageSize=100'),
    ) as { total: number; recipes: { slug: string }[] };
    expect(answer.total).toBe(8);
    expect(answer.recipes.every((recipe) => !recipe.slug.startsWith('r2-'))).toBe(true);
  });

  it('drops a shard the server no longer lists', async () => {
    const sizes = [2, 2];
    const server = new FakeServer(sizes);
    const kept = new KeptCatalogue(store, server.fetchJson);
    await kept.refresh();
    sizes[1] = 0;
    await kept.refresh();
    expect(await slugsOf(kept)).toEqual(['r0-0', 'r0-1']);
    expect([...store.bodies.keys()].some((url) => url.includes('/shards/1?'))).toBe(false);
  });

  it('keeps what it had when the network goes in the middle of a refresh', async () => {
    const server = new FakeServer([2, 2]);
    const kept = new KeptCatalogue(store, server.fetchJson);
    await kept.refresh();
    server.versions[0] = 5;
    server.versions[1] = 5;
    let calls = 0;
    const failing = new KeptCatalogue(store, async (url) => {
      calls += 1;
      if (calls > 2) throw new TypeError('Failed to fetch');
      return server.fetchJson(url);
    });
    await expect(failing.refresh()).rejects.toThrow('Failed to fetch');
    const catalogue = await failing.catalogue();
    expect(catalogue?.recipes.map((r) => r.title_en)).toEqual([
      'r0-0 v5',
      'r0-1 v5',
      'r1-0 v1',
      'r1-1 v1',
    ]);
    // The next refresh fetches only what is still missing.
    server.asked.length = 0;
    await kept.refresh();
    expect(server.asked).toEqual([MANIFEST_URL, shardUrl(1, 5)]);
  });

  it('ignores the single document an older server sent', async () => {
    const kept = new KeptCatalogue(store, async () => ({ version: 1, recipes: [], links: [] }));
    await kept.refresh();
    expect(await kept.catalogue()).toBeUndefined();
    expect(store.bodies.size).toBe(0);
  });
});
