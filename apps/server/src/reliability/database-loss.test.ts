import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../test/database.ts';
import { until } from '../test/until.ts';
import {
  killServerProcesses,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.ts';

/**
 * A TCP relay between the server process and PostgreSQL. `cut()` plays the database going away:
 * every open connection drops and new ones are refused; `restore()` lets connections through again.
 */
class DatabaseRelay {
  private listener: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  /** Set while holding back what the server sends; called when something is held. */
  private onHeld: (() => void) | undefined;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async restore() {
    if (this.listener) return;
    const listener = net.createServer((client) => this.relay(client));
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (listener.address() as net.AddressInfo).port;
    this.listener = listener;
  }

  async cut() {
    const listener = this.listener;
    this.listener = undefined;
    this.onHeld = undefined;
    const closed = new Promise((resolve) => (listener ? listener.close(resolve) : resolve(null)));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Stops passing the server's messages on; resolves once one is held, i.e. a query is in flight. */
  holdNextQuery() {
    return new Promise<void>((resolve) => (this.onHeld = resolve));
  }

  private relay(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => (this.onHeld ? this.onHeld() : upstream.write(chunk)));
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
  }
}

const UNAVAILABLE = {
  error: {
    code: 'database_unavailable',
    message: 'The database is unavailable right now. Please try again in a moment.',
    // a 5xx names its request, as x-request-id does (platform/request-id.ts)
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  },
};
const APP_SHELL =
  '<!doctype html><html><head><title>Chhiwat</title></head><body><div id="root"></div></body></html>';

/** Well under the pool's 5 s connection timeout: a refused connection must fail the request at once. */
const FAST_MS = 3000;

async function timedFetch(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body,
    ms: performance.now() - started,
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL server going away mid-run', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let relay: DatabaseRelay;
  let server: ServerProcess;
  let cookie = '';
  let recipe: { id: number; slug: string };
  let catalogueBefore = '';
  let webDist: string;

  const recipeBody = (title: string) =>
    JSON.stringify({
      slug: 'relay-tagine',
      title_en: title,
      title_fr: 'Tajine de relais',
      title_ar: 'طاجين',
      instructions_en: 'Simmer.',
      instructions_fr: 'Laissez mijoter.',
      instructions_ar: 'اتركه ينضج على نار هادئة.',
      status: 'published',
      prep_time: 10,
      cooking_time: 30,
      difficulty: 'easy',
      category: 'tagine',
      ingredients: [{ ingredient_slug: 'lamb' }],
    });
  const adminWrite = (title: string) =>
    fetch(`${server.url}/api/admin/recipes/${recipe.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: recipeBody(title),
    });

  beforeAll(async () => {
    database = await createServerDatabase();
    const direct = new URL(database.url);
    relay = new DatabaseRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.restore();
    const relayed = new URL(database.url);
    relayed.port = String(relay.port);
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-shell-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), APP_SHELL);
    server = await startServerProcess({
      DATABASE_URL: relayed.toString(),
      SEED: 'demo',
      WEB_DIST: webDist,
    });
    cookie = await signInOver(server.url);
    const created = await fetch(`${server.url}/api/admin/recipes`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: recipeBody('Relay tagine'),
    });
    expect(created.status).toBe(201);
    recipe = ((await created.json()) as { recipe: typeof recipe }).recipe;
    const catalogue = await timedFetch(`${server.url}/api/recipes?lang=en&pageSize=100`);
    expect(catalogue.status).toBe(200);
    catalogueBefore = catalogue.body;
    // A write makes the next list read ask the database again, so the reads below find it gone.
    expect((await adminWrite('Relay tagine')).status).toBe(200);
  });
  afterAll(async () => {
    await killServerProcesses();
    await relay.cut();
    await database.drop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 503 to a request whose query is in flight when the database goes, and keeps running', async () => {
    const queryHeld = relay.holdNextQuery();
    const answer = timedFetch(`${server.url}/api/ingredients/lamb`);
    await queryHeld;
    await relay.cut();
    const response = await answer;
    expect([response.status, JSON.parse(response.body)]).toEqual([503, UNAVAILABLE]);
  });

  it('answers database reads with a quick 503 in the error shape, and lists from its last catalogue', async () => {
    await relay.cut();

    const health = await timedFetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({
      status: 'degraded',
      database: { kind: 'postgres', up: false },
    });
    expect(health.ms).toBeLessThan(FAST_MS);

    const databaseReads = [
      `/api/recipes/${recipe.slug}`,
      '/api/ingredients/lamb',
      '/api/ingredient-categories',
      '/api/recipe-categories',
      '/api/blog/posts',
      '/sitemap.xml',
    ];
    for (const path of databaseReads) {
      const response = await timedFetch(`${server.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(JSON.parse(response.body)).toEqual(UNAVAILABLE);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.ms).toBeLessThan(FAST_MS);
    }

    // The recipe list, the ingredient list and matching answer from the in-memory catalogue, as it was.
    const list = await timedFetch(`${server.url}/api/recipes?lang=en&pageSize=100`);
    expect(list.status).toBe(200);
    expect(list.body).toBe(catalogueBefore);
    const ingredients = await timedFetch(`${server.url}/api/ingredients`);
    expect(ingredients.status).toBe(200);
    expect(JSON.parse(ingredients.body).ingredients.map((i: { slug: string }) => i.slug)).toContain(
      'lamb',
    );
    const matches = await timedFetch(`${server.url}/api/match?ingredients=lamb&lang=en`);
    expect(matches.status).toBe(200);
    expect(JSON.parse(matches.body).recipes.map((r: { slug: string }) => r.slug)).toContain(
      recipe.slug,
    );

    // A recipe page needs the database for its head; the bare app shell loads and shows its error.
    const page = await timedFetch(`${server.url}/recipe/${recipe.slug}`, {
      headers: { accept: 'text/html' },
    });
    expect([page.status, page.headers.get('content-type'), page.body]).toEqual([
      503,
      'text/html; charset=utf-8',
      APP_SHELL,
    ]);

    const session = await timedFetch(`${server.url}/api/admin/auth/session`, {
      headers: { cookie },
    });
    expect([session.status, JSON.parse(session.body)]).toEqual([503, UNAVAILABLE]);
    const write = await adminWrite('Lost tagine');
    expect([write.status, await write.json()]).toEqual([503, UNAVAILABLE]);
  });

  it('recovers by itself when the database is back: reads, the catalogue poller and admin writes', async () => {
    // Changed behind the server's back while it could not see the database.
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    await direct.query(`update recipes set title_en = 'Renamed in SQL' where id = $1`, [recipe.id]);
    await direct.end();

    await relay.restore();

    const health = await timedFetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    // Reads never wait for the catalogue: the rename shows once the version check patched it in.
    const renamed = async () => {
      const list = await timedFetch(`${server.url}/api/recipes?lang=en&pageSize=100&q=renamed`);
      expect(list.status).toBe(200);
      return JSON.parse(list.body).recipes.map((r: { slug: string }) => r.slug);
    };
    await until(2_000, 'the rename', async () => (await renamed()).length > 0);
    expect(await renamed()).toEqual([recipe.slug]);

    const write = await adminWrite('Recovered tagine');
    expect(write.status).toBe(200);
    const detail = await timedFetch(`${server.url}/api/recipes/${recipe.slug}`);
    expect(detail.status).toBe(200);
    expect(JSON.parse(detail.body).recipe.title_en).toBe('Recovered tagine');
    for (const path of ['/api/ingredients', '/api/blog/posts', '/sitemap.xml']) {
      expect({ path, status: (await fetch(`${server.url}${path}`)).status }).toEqual({
        path,
        status: 200,
      });
    }
  });
});
