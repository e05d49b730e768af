// One file over 300 lines: the writer, the checker and the kill loop (its first part) are the
// harness of one scenario, run per database; nothing else uses them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseKind } from '../db/database.ts';
import { createServerDatabase, testDatabaseKinds } from '../test/database.ts';
import {
  killServerProcesses,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.ts';

const KILLS = 20;
const WRITERS = 3;
const INGREDIENT_POOL = [
  'ras-el-hanout',
  'saffron',
  'cumin',
  'paprika',
  'turmeric',
  'ginger',
  'cinnamon',
  'black-pepper',
  'salt',
  'chicken',
  'lamb',
  'beef',
  'onions',
  'garlic',
  'tomatoes',
  'potatoes',
  'carrots',
  'zucchini',
  'turnips',
  'cabbage',
  'eggplant',
  'green-peppers',
  'peas',
  'green-beans',
];

/** One write of a recipe: its version names it in the description and in every step. */
interface RecipeWrite {
  slug: string;
  version: number;
  ingredients: string[];
  steps: number;
}

interface TrackedRecipe {
  slug: string;
  writer: number;
  id?: number;
  /** What the database must hold: the last acknowledged write, or what the last check found. */
  stored?: RecipeWrite;
  /** Sent but never answered (the server died): the database holds either this or `stored`. */
  unanswered?: RecipeWrite;
  /** The write the last check found whole in the database. */
  checked?: RecipeWrite;
}

const instructionsOf = (write: RecipeWrite) =>
  Array.from(
    { length: write.steps },
    (_, step) => `Step ${step + 1} of write ${write.version}.`,
  ).join('\n');

const descriptionOf = (write: RecipeWrite) => `${write.slug} write ${write.version}`;

const recipeBody = (write: RecipeWrite) => ({
  slug: write.slug,
  title_en: `Crash recipe ${write.slug}`,
  title_fr: `Recette ${write.slug}`,
  title_ar: `وصفة ${write.slug}`,
  description_en: descriptionOf(write),
  instructions_en: instructionsOf(write),
  prep_time: 10,
  cooking_time: 20,
  difficulty: 'easy',
  category: 'tagine',
  ingredients: write.ingredients.map((slug) => ({ ingredient_slug: slug })),
});

const randomBetween = (low: number, high: number) =>
  low + Math.floor(Math.random() * (high - low + 1));
const randomIngredients = () =>
  [...INGREDIENT_POOL].sort(() => Math.random() - 0.5).slice(0, randomBetween(1, 12));

/** The recipes the test wrote and what each must look like after a crash. */
class WrittenRecipes {
  readonly recipes = new Map<string, TrackedRecipe>();
  private created = 0;
  private versions = 0;

  /** The next write of a writer: a new recipe, or a new version of one of its own. */
  next(writer: number): { recipe: TrackedRecipe; write: RecipeWrite; isCreate: boolean } {
    const own = [...this.recipes.values()].filter(
      (recipe) => recipe.writer === writer && recipe.id !== undefined && !recipe.unanswered,
    );
    const picked = Math.random() < 0.35 ? undefined : own[randomBetween(0, own.length - 1)];
    const isCreate = picked === undefined;
    const recipe = picked ?? { slug: `crash-recipe-${++this.created}`, writer };
    if (isCreate) this.recipes.set(recipe.slug, recipe);
    const write = {
      slug: recipe.slug,
      version: ++this.versions,
      ingredients: randomIngredients(),
      steps: randomBetween(1, 6),
    };
    return { recipe, write, isCreate };
  }
}

/** Writers sending recipe creates and updates back to back until told to stop. */
class WriteLoad {
  acknowledged = 0;
  inFlight = 0;
  stopping = false;
  private reached!: () => void;
  readonly targetReached = new Promise<void>((resolve) => (this.reached = resolve));

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly written: WrittenRecipes,
    private readonly target: number,
  ) {}

  run(writers: number) {
    return Promise.all(Array.from({ length: writers }, (_, writer) => this.writeLoop(writer)));
  }

  private async writeLoop(writer: number) {
    while (!this.stopping) {
      const { recipe, write, isCreate } = this.written.next(writer);
      const answer = await this.send(recipe, write, isCreate);
      if (!answer) {
        recipe.unanswered = write;
        return;
      }
      recipe.id = answer.id;
      recipe.stored = write;
      if (++this.acknowledged === this.target) this.reached();
    }
  }

  /** The saved recipe, or undefined when the server went away before answering. */
  private async send(recipe: TrackedRecipe, write: RecipeWrite, isCreate: boolean) {
    this.inFlight++;
    try {
      const response = await fetch(
        `${this.url}/api/admin/recipes${isCreate ? '' : `/${recipe.id}`}`,
        {
          method: isCreate ? 'POST' : 'PUT',
          headers: { cookie: this.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(recipeBody(write)),
        },
      );
      const text = await response.text();
      if (response.ok) return (JSON.parse(text) as { recipe: { id: number } }).recipe;
      // While stopping, a 503 "server closing" is an unanswered write like any other.
      if (this.stopping) return undefined;
      throw new Error(`write ${write.slug} v${write.version}: ${response.status} ${text}`);
    } catch (error) {
      if (this.stopping) return undefined;
      throw error;
    } finally {
      this.inFlight--;
    }
  }
}

interface StoredRecipe {
  id: number;
  description_en: string;
  instructions_en: string;
  ingredients: { ingredient_slug: string }[];
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface ListedRecipe {
  id: number;
  slug: string;
  description_en: string;
  ingredient_count: number;
}

/** The test's recipes as the admin list shows them. */
async function listWrittenRecipes(url: string, cookie: string) {
  const found = new Map<string, ListedRecipe>();
  for (let after = ''; ;) {
    const body = await getJson<{ recipes: ListedRecipe[]; pagination: { next: string | null } }>(
      `${url}/api/admin/recipes?search=crash%20recipe${after && `&after=${after}`}`,
      cookie,
    );
    for (const row of body.recipes) found.set(row.slug, row);
    if (!body.pagination.next) return found;
    after = body.pagination.next;
  }
}

const holds = (stored: StoredRecipe, write: RecipeWrite) =>
  stored.description_en === descriptionOf(write) &&
  stored.instructions_en === instructionsOf(write) &&
  JSON.stringify(stored.ingredients.map((link) => link.ingredient_slug)) ===
    JSON.stringify(write.ingredients);

const describeWrite = (write: RecipeWrite | undefined) =>
  write ? `v${write.version} (${write.ingredients.length} links, ${write.steps} steps)` : 'none';

/**
 * Every acknowledged write is there, whole; a write in flight at the crash is there whole or not at
 * all; nothing else exists. Afterwards `written` holds what the database holds.
 */
async function expectOnlyWholeWrites(url: string, cookie: string, written: WrittenRecipes) {
  const listed = await listWrittenRecipes(url, cookie);
  expect([...listed.keys()].filter((slug) => !written.recipes.has(slug))).toEqual([]);
  for (const recipe of [...written.recipes.values()]) {
    const row = listed.get(recipe.slug);
    if (!row) {
      expect(recipe.stored, `acknowledged ${recipe.slug} is missing`).toBeUndefined();
      written.recipes.delete(recipe.slug);
    } else if (recipe.stored && recipe.stored === recipe.checked && !recipe.unanswered) {
      // Not written since the last check, which read it whole: the list row must still be that write.
      expect([recipe.slug, row.description_en, row.ingredient_count]).toEqual([
        recipe.slug,
        descriptionOf(recipe.stored),
        recipe.stored.ingredients.length,
      ]);
    } else {
      await expectWholeWrite(url, cookie, recipe, row);
    }
  }
}

async function expectWholeWrite(
  url: string,
  cookie: string,
  recipe: TrackedRecipe,
  row: ListedRecipe,
) {
  const { recipe: stored } = await getJson<{ recipe: StoredRecipe }>(
    `${url}/api/admin/recipes/${row.id}`,
    cookie,
  );
  const held = [recipe.stored, recipe.unanswered].find((write) => write && holds(stored, write));
  expect(
    held,
    `${recipe.slug} holds "${stored.description_en}" with ${stored.ingredients.length} links ` +
      `and ${stored.instructions_en.split('\n').length} steps; expected acknowledged ` +
      `${describeWrite(recipe.stored)} or in-flight ${describeWrite(recipe.unanswered)}`,
  ).toBeDefined();
  expect(row.ingredient_count).toBe(stored.ingredients.length);
  Object.assign(recipe, { id: row.id, stored: held, checked: held, unanswered: undefined });
}

/**
 * PostgreSQL's pg_control starts with the system id (8 bytes) and two 4-byte versions, then the
 * cluster state: 1 = shut down cleanly, 6 = in production (open, or killed while open).
 */
const CLUSTER_SHUT_DOWN = 1;
const CLUSTER_IN_PRODUCTION = 6;
const clusterState = (pgliteDir: string) =>
  fs.readFileSync(path.join(pgliteDir, 'global', 'pg_control')).readUInt32LE(16);

/** A data directory holding the migrated and seeded catalogue, made from the run's snapshot. */
async function seededDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-crash-'));
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshots').seeded)]);
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: snapshot,
  });
  await database.close();
  return dataDir;
}

/** Where a server of each kind keeps its data, and how to remove it. */
async function serverStore(kind: DatabaseKind): Promise<{
  env: Record<string, string>;
  pgliteDir: string | undefined;
  remove: () => Promise<void>;
}> {
  if (kind === 'pglite') {
    const dataDir = await seededDataDir();
    return {
      env: { DATA_DIR: dataDir },
      pgliteDir: path.join(dataDir, 'pglite'),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createServerDatabase();
  // The first start migrates and seeds the empty database.
  return { env: { DATABASE_URL: url, SEED: 'demo' }, pgliteDir: undefined, remove: drop };
}

describe.each(testDatabaseKinds)('recipe writes across process deaths on %s', (kind) => {
  let store: Awaited<ReturnType<typeof serverStore>>;
  let server: ServerProcess;
  let cookie = '';
  const written = new WrittenRecipes();

  beforeAll(async () => {
    store = await serverStore(kind);
    server = await startServerProcess(store.env);
    cookie = await signInOver(server.url);
  });
  afterAll(async () => {
    await killServerProcesses();
    await store.remove();
  });

  /** Writes until `acknowledged` writes were answered, waits a random moment, then stops the server. */
  async function writeThenStop(signal: 'SIGKILL' | 'SIGTERM', acknowledged: number) {
    const load = new WriteLoad(server.url, cookie, written, acknowledged);
    const writers = load.run(WRITERS);
    await Promise.race([load.targetReached, writers]);
    await delay(randomBetween(0, 40));
    load.stopping = true;
    const inFlight = load.inFlight;
    const stopping = performance.now();
    const exit = await server.stop(signal);
    const stopMs = performance.now() - stopping;
    await writers;
    return { exit, inFlight, stopMs };
  }

  it(`keeps every acknowledged write whole through ${KILLS} SIGKILLs in the middle of writes`, async () => {
    for (let kill = 1; kill <= KILLS; kill++) {
      const { exit, inFlight } = await writeThenStop('SIGKILL', randomBetween(1, 12));
      expect(exit.signal).toBe('SIGKILL');
      expect(inFlight, `kill ${kill} found no write in flight`).toBeGreaterThan(0);
      if (store.pgliteDir) expect(clusterState(store.pgliteDir)).toBe(CLUSTER_IN_PRODUCTION);
      server = await startServerProcess(store.env);
      await expectOnlyWholeWrites(server.url, cookie, written);
    }
    expect(written.recipes.size).toBeGreaterThan(KILLS);
  }, 600_000);

  it('closes the database cleanly and promptly on SIGTERM, keeping every acknowledged write', async () => {
    const { exit, stopMs } = await writeThenStop('SIGTERM', randomBetween(3, 12));
    expect(exit).toEqual({ code: 0, signal: null });
    // Far below the 72 s keep-alive timeout that the writers' idle connections would otherwise hold.
    expect(stopMs).toBeLessThan(15_000);
    expect(server.output()).toContain('"msg":"shutting down"');
    if (store.pgliteDir) {
      expect(clusterState(store.pgliteDir)).toBe(CLUSTER_SHUT_DOWN);
      expect(fs.existsSync(`${store.pgliteDir}.lock`)).toBe(false);
    }
    server = await startServerProcess(store.env);
    await expectOnlyWholeWrites(server.url, cookie, written);
  }, 180_000);
});

describe('a PGlite data directory in use', () => {
  let dataDir: string;
  beforeAll(async () => (dataDir = await seededDataDir()));
  afterAll(async () => {
    await killServerProcesses();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server process with a clear message and leaves the first one working', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    await expect(startServerProcess({ DATA_DIR: dataDir })).rejects.toThrow(
      `server exited with code 1 (signal null) before listening:\n` +
        `The embedded database at ${path.join(dataDir, 'pglite')} is in use by another process ` +
        `(pid ${first.pid}). Stop that process, or give this one another DATA_DIR.`,
    );
    const cookie = await signInOver(first.url);
    const created = await fetch(`${first.url}/api/admin/recipes`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(
        recipeBody({ slug: 'after-refusal', version: 1, ingredients: ['lamb'], steps: 2 }),
      ),
    });
    expect(created.status).toBe(201);
    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 180_000);
});
