// One file over 300 lines: most of it is one walk of every admin route on a listening app, with
// real rows and an upload as targets so a bypassed write would show; the helpers that make the
// targets, paths and bodies serve that walk only.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { requiringAdmin } from './admin-guard.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { createAccount, signIn, STRONG_PASSWORD } from '../test/admins.ts';
import { createTestDatabase, testDatabaseKinds } from '../test/database.ts';
import { pathVariants } from '../test/path-variants.ts';

/** One request with the path sent exactly as written: no client normalises or re-encodes it. */
function rawRequest(
  port: number,
  request: { method: string; path: string; cookie?: string; body?: Buffer; type?: string },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {};
    if (request.cookie) headers.cookie = request.cookie;
    if (request.body) {
      headers['content-type'] = request.type ?? 'application/json';
      headers['content-length'] = request.body.length;
    }
    const sent = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(request.body);
  });
}

/** Row counts and a content hash of every table, and the stored media files. */
async function snapshot(db: Kysely<Database>, mediaDir: string) {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ rows: number; hash: string | null }>`
      select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as hash
      from ${sql.table(name)} t`.execute(db);
    state[name] = `${rows[0]?.rows} ${rows[0]?.hash ?? ''}`;
  }
  state.media = fs.readdirSync(mediaDir, { recursive: true }).map(String).sort().join(',');
  return state;
}

describe('the second line: a guarded handler without an admin', () => {
  const call = (handler: ReturnType<typeof requiringAdmin>, admin?: { role: string }) =>
    (handler as (this: unknown, request: unknown, reply: unknown) => unknown).call(
      undefined,
      { admin },
      {},
    );

  it('never starts without an authorised admin on the request', () => {
    const work = vi.fn(() => 'done');
    expect(() => call(requiringAdmin(work, 'admin'))).toThrow('Please sign in to continue.');
    expect(() => call(requiringAdmin(work, 'super_admin'), { role: 'admin' })).toThrow(
      'Super admin access required',
    );
    expect(work).not.toHaveBeenCalled();
    expect(call(requiringAdmin(work, 'admin'), { role: 'admin' })).toBe('done');
    expect(call(requiringAdmin(work, 'super_admin'), { role: 'super_admin' })).toBe('done');
  });
});

describe.each(testDatabaseKinds)('the admin guard, by matched route, on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port = 0;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-guard-media-'));
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-guard-web-'));
  const cookies = { admin: '', superAdmin: '' };
  const targets: Record<string, string> = {};
  let png: Buffer;

  beforeAll(async () => {
    // A built app's routes too (its catch-all page route), so the production route set is tested.
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Chhiwat</title></head><body><div id="root"></div></body></html>',
    );
    database = await createTestDatabase(kind, { seeded: true });
    app = await buildApp({ database, mediaDir, webDist });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    await createAccount(database.db, { username: 'amina' });
    const target = await createAccount(database.db, { username: 'karim' });
    cookies.admin = await signIn(app, 'amina');
    cookies.superAdmin = await signIn(app, 'owner');
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    targets.admin = String(target.id);
    Object.assign(targets, await deletableRows(database.db));
    const uploaded = await rawRequest(port, {
      method: 'POST',
      path: '/api/admin/images/blog-images',
      cookie: cookies.superAdmin,
      body: png,
      type: 'image/png',
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    targets.image = String((JSON.parse(uploaded.body) as { image: { url: string } }).image.url)
      .split('/')
      .pop() as string;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  /** Rows that a bypassed write would really change: empty categories, an unused ingredient. */
  async function deletableRows(db: Kysely<Database>) {
    const category = await db
      .insertInto('ingredient_categories')
      .values({
        slug: 'guard-empty',
        name_en: 'E',
        name_fr: 'E',
        name_ar: 'E',
        color: '#000000',
        icon: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ingredient = await db
      .insertInto('ingredients')
      .values({
        slug: 'guard-unused',
        name_en: 'Unused',
        name_fr: 'Inutilisé',
        name_ar: 'غير مستعمل',
        name_darija: 'x',
        category_id: category.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const emptyCategory = await db
      .insertInto('ingredient_categories')
      .values({
        slug: 'guard-empty-2',
        name_en: 'F',
        name_fr: 'F',
        name_ar: 'F',
        color: '#000000',
        icon: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const blogCategory = await db
      .insertInto('blog_categories')
      .values({ slug: 'guard-empty', name_en: 'E', name_fr: 'E', name_ar: 'E' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recipe = await db
      .selectFrom('recipes')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const post = await db
      .selectFrom('blog_posts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      ingredient: String(ingredient.id),
      category: String(emptyCategory.id),
      blogCategory: String(blogCategory.id),
      recipe: String(recipe.id),
      post: String(post.id),
    };
  }

  /** The route's path with parameters naming real rows, so a write that got through would show. */
  function concretePath(url: string): string {
    const idOf: [RegExp, string][] = [
      [/^\/api\/admin\/admins\//, 'admin'],
      [/^\/api\/admin\/ingredients\//, 'ingredient'],
      [/^\/api\/admin\/categories\//, 'category'],
      [/^\/api\/admin\/recipes\//, 'recipe'],
      [/^\/api\/admin\/blog\/posts\//, 'post'],
      [/^\/api\/admin\/blog\/categories\//, 'blogCategory'],
    ];
    const id = targets[idOf.find(([pattern]) => pattern.test(url))?.[1] ?? ''] ?? '1';
    return url
      .replace(':type', 'ingredient')
      .replace(':bucket', 'blog-images')
      .replace(':name', targets.image ?? 'none.webp')
      .replace(':id', id);
  }

  function bodyFor(
    method: string,
    url: string,
  ): Pick<Parameters<typeof rawRequest>[1], 'body' | 'type'> {
    if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return {};
    if (url.startsWith('/api/admin/images/')) return { body: png, type: 'image/png' };
    // Bodies that would change something if a write got through.
    const password = 'Bypass-Passw0rd-2025!';
    if (url === '/api/admin/auth/password') {
      const body = {
        currentPassword: STRONG_PASSWORD,
        newPassword: password,
        confirmPassword: password,
      };
      return { body: Buffer.from(JSON.stringify(body)) };
    }
    if (url === '/api/admin/admins/:id/password')
      return { body: Buffer.from(JSON.stringify({ password, confirmPassword: password })) };
    if (url.startsWith('/api/admin/admins/')) return { body: Buffer.from('{"is_active":false}') };
    return { body: Buffer.from('{}') };
  }

  const guardedRoutes = () =>
    app.routeTable.filter(
      (route) => route.url.startsWith('/api/admin') && route.access !== 'public',
    );

  it('guards every admin route under every spelling of its path, and nothing changes', async () => {
    expect(guardedRoutes().length).toBeGreaterThan(40);
    const before = await snapshot(database.db, mediaDir);
    let sent = 0;
    for (const route of guardedRoutes()) {
      const callers: ('anonymous' | 'admin')[] =
        route.access === 'super_admin' ? ['anonymous', 'admin'] : ['anonymous'];
      const canonical = concretePath(route.url);
      for (const who of callers) {
        for (const variant of pathVariants(canonical)) {
          const response = await rawRequest(port, {
            method: route.method,
            path: variant,
            ...(who === 'admin' ? { cookie: cookies.admin } : {}),
            ...bodyFor(route.method, route.url),
          });
          sent++;
          const label = `${route.method} ${variant} as ${who}: ${response.status} ${response.body.slice(0, 100)}`;
          expect([401, 403, 404], label).toContain(response.status);
          if (variant === canonical)
            expect(response.status, label).toBe(who === 'anonymous' ? 401 : 403);
        }
      }
      expect(await snapshot(database.db, mediaDir), `${route.method} ${route.url}`).toEqual(before);
    }
    expect(sent).toBeGreaterThan(2000);
  });

  const read = (path: string, cookie: string) => rawRequest(port, { method: 'GET', path, cookie });

  it('still lets a signed-in super admin use the canonical path', async () => {
    const response = await read('/api/admin/admins', cookies.superAdmin);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await read('/%61pi/admin/admins', cookies.superAdmin)).status).toBe(404);
  });

  it('keeps admin accounts and the activity log to super admins', async () => {
    for (const url of ['/api/admin/admins', '/api/admin/roles', '/api/admin/activity']) {
      const plain = await read(url, cookies.admin);
      expect(plain.status, url).toBe(403);
      expect(JSON.parse(plain.body).error.code).toBe('forbidden');
    }
    expect((await read('/api/admin/dashboard', cookies.admin)).status).toBe(200);
  });

  it('answers every admin route with Cache-Control: no-store, errors included', async () => {
    for (const route of app.routeTable.filter((r) => r.url.startsWith('/api/admin'))) {
      // Both would end the super admin's session the rest of this file signs in with.
      if (
        route.url === '/api/admin/auth/logout' ||
        route.url === '/api/admin/auth/logout-everywhere'
      )
        continue;
      for (const cookie of [undefined, cookies.superAdmin]) {
        const response = await rawRequest(port, {
          method: route.method,
          // Rows that do not exist: this test must change nothing either.
          path: concretePath(route.url)
            .replace(/\/\d+$/, '/2147483647')
            .replace(targets.image ?? '', 'missing.webp'),
          ...(cookie ? { cookie } : {}),
          ...(route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE'
            ? {}
            : { body: Buffer.from('{}') }),
        });
        expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
      }
    }
  });
});

describe.each(testDatabaseKinds)('the session cookie behind HTTPS, on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // One trusted hop: the test's X-Forwarded-Proto stands for the proxy's (see proxy.test.ts).
    app = await buildApp({ database, trustProxy: 1 });
    await createAccount(database.db, { username: 'amina' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const https = { 'x-forwarded-proto': 'https' };
  const tokenOf = (setCookie: unknown) => /=([^;]*)/.exec(String(setCookie))?.[1] ?? '';
  const session = (cookie: string, headers: Record<string, string> = https) =>
    app.inject({ url: '/api/admin/auth/session', headers: { ...headers, cookie } });
  const signInOver = async (headers: Record<string, string>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers,
      payload: { identifier: 'amina', password: STRONG_PASSWORD },
    });
    return tokenOf(response.headers['set-cookie']);
  };

  it('accepts only the __Host- cookie over HTTPS: the same token under the plain name is ignored', async () => {
    const token = await signInOver(https);
    expect((await session(`__Host-chhiwat_session=${token}`)).statusCode).toBe(200);
    const planted = await session(`chhiwat_session=${token}`);
    expect(planted.statusCode).toBe(401);
    expect(planted.json().error.code).toBe('unauthenticated');
  });

  it('keeps the plain cookie to plain HTTP, where a __Host- one cannot be set', async () => {
    const token = await signInOver({});
    expect((await session(`chhiwat_session=${token}`, {})).statusCode).toBe(200);
    expect((await session(`chhiwat_session=${token}`)).statusCode).toBe(401);
    // A sign-out over HTTPS carrying only the plain cookie ends nothing.
    await app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { ...https, cookie: `chhiwat_session=${token}` },
    });
    expect((await session(`chhiwat_session=${token}`, {})).statusCode).toBe(200);
  });
});
