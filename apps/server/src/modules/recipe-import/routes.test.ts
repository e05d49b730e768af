// One file over 300 lines: one local site (the fixture pages, a redirect out, a huge page, a silent
// one, photos) and one seeded app that may fetch only from it serve every case; the cases are one
// story: a link read into a draft, saved, its image kept, and what the import must refuse.
import { randomBytes } from 'node:crypto';
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import {
  LOW_CONFIDENCE,
  importedRecipeForm,
  recipeDraftSchema,
  type RecipeDraft,
} from '@chhiwat/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { createTestDatabase } from '../../test/database.ts';
import { RECIPE_FIXTURES } from './fixtures/expected.ts';
import { readRecipe } from './read-recipe.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** 700 × 700 of random pixels: a PNG over the blog's 0.5 MB. */
const noise = await sharp(randomBytes(700 * 700 * 3), {
  raw: { width: 700, height: 700, channels: 3 },
})
  .png()
  .toBuffer();

/** A 2000 × 1500 JPEG, as a recipe site would publish its photo. */
const photo = await sharp({
  create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 120, b: 40 } },
})
  .jpeg()
  .toBuffer();

/**
 * A local site on 127.0.0.1 (the only host the app may fetch from here): the fixture pages, a
 * redirect to a host that is not allowed, a 6 MB page, a page that never answers.
 */
async function startSite() {
  const connections = { count: 0 };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = url.pathname.slice(1);
    if (url.pathname === '/redirect-out') {
      const port = (server.address() as AddressInfo).port;
      response.writeHead(302, { location: `http://127.0.0.2:${port}/01` }).end();
    } else if (url.pathname === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(Buffer.alloc(6 * 1024 * 1024, 'a'));
    } else if (url.pathname === '/slow') {
      // never answers: the import's deadline must end it
    } else if (url.pathname === '/image') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100));
    } else if (url.pathname === '/noise.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(noise);
    } else if (url.pathname === '/photo.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    } else if (RECIPE_FIXTURES.some((fixture) => fixture.file === file)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(fs.readFileSync(path.join(FIXTURES, file)));
    } else response.writeHead(404).end();
  });
  server.on('connection', () => (connections.count += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (pathname: string) => `http://127.0.0.1:${port}/${pathname}`,
    port,
    connections,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The system resolver answering made-up internal names from `table`, and nothing else: no DNS is
 * asked, and the fetcher refuses these addresses before connecting.
 */
function fakeInternalNames(table: Record<string, string>) {
  // the overload the fetcher calls: { all: true }, every address
  const lookupAll = async (hostname: string): Promise<dns.LookupAddress[]> => {
    const address = table[hostname];
    if (!address) throw Object.assign(new Error(`no ${hostname} here`), { code: 'ENOTFOUND' });
    return [{ address, family: net.isIP(address) }];
  };
  return vi
    .spyOn(dns.promises, 'lookup')
    .mockImplementation(lookupAll as unknown as typeof dns.promises.lookup);
}

describe('importing a recipe from a link (issue #23)', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  let cookie = '';

  beforeAll(async () => {
    site = await startSite();
    database = await createTestDatabase('pglite', { seeded: true });
    // a built app shell, so recipe pages are served with their head
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-import-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Chhiwat</title></head><body><div id="root"></div></body></html>',
    );
    app = await buildApp({
      database,
      webDist,
      importAllowHosts: ['127.0.0.1'],
      importTimeoutMs: 1000,
    });
    await createAccount(database.db, { username: 'importer' });
    cookie = await signIn(app, 'importer');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await site.close();
  });

  const importing = (payload: object, headers: Record<string, string> = { cookie }) =>
    app.inject({ method: 'POST', url: '/api/admin/recipes/import', headers, payload });

  it('builds the expected draft from every fixture page, fetched from its link', async () => {
    for (const fixture of RECIPE_FIXTURES) {
      const response = await importing({ url: site.url(fixture.file) });
      if (!fixture.expected) {
        expect(response.statusCode, fixture.file).toBe(422);
        expect(response.json().error.code, fixture.file).toBe('no_recipe');
        continue;
      }
      expect(response.statusCode, fixture.file).toBe(200);
      const draft: RecipeDraft = recipeDraftSchema.parse(response.json().draft);
      const expected = fixture.expected;
      expect(draft, fixture.file).toMatchObject({
        title: expected.title,
        language: expected.language,
        description: expected.description,
        steps: expected.steps,
        servings: expected.servings,
        tags: expected.tags,
      });
      // Links resolve against where the page was fetched from: here, the local site.
      const served = readRecipe(fs.readFileSync(path.join(FIXTURES, fixture.file), 'utf8'), {
        url: site.url(fixture.file),
      });
      expect(draft.imageUrl, fixture.file).toBe(served?.imageUrl ?? null);
      expect(
        draft.ingredients.map((line) => line.text),
        fixture.file,
      ).toHaveLength(expected.ingredientLines.length);
      expect(draft.sourceUrl, fixture.file).toBe(served?.sourceUrl ?? site.url(fixture.file));
      expect(draft.prepTime, fixture.file).toBe(expected.prepMinutes || null);
    }
  });

  it('matches the lines to the catalogue and parses their amounts', async () => {
    const response = await importing({ url: site.url('05-french-units-couscous.html') });
    const { ingredients } = recipeDraftSchema.parse(response.json().draft);
    const bySlug = new Map(ingredients.map((line) => [line.ingredientSlug, line]));
    const semolina = ingredients.find((line) => /semoule/i.test(line.text));
    expect(semolina?.quantity).toBeGreaterThan(0);
    expect(semolina?.ingredientSlug).toMatch(/semolina|couscous/);
    const confident = ingredients.filter((line) => line.confidence >= LOW_CONFIDENCE);
    expect(confident.length).toBeGreaterThan(ingredients.length / 2);
    for (const line of ingredients)
      if (line.ingredientSlug === null) expect(line.confidence).toBe(0);
    expect(bySlug.size).toBeGreaterThan(3);
  });

  it('lands an import as a draft: its optional line optional, its beef suet not taken for beef', async () => {
    const response = await importing({
      url: site.url('25-optional-line-and-suet-lamb-tagine.html'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = recipeDraftSchema.parse(response.json().draft);
    // the matcher names beef, but is not sure: suet is another product
    const suet = draft.ingredients.find((line) => line.text === '50 g beef suet');
    expect(suet?.ingredientSlug).toBe('beef');
    expect(suet?.confidence).toBeLessThan(LOW_CONFIDENCE);

    // the recipe form opens with it as a draft, in its category, the lines as the page meant them
    const { values, review } = importedRecipeForm(draft);
    expect(values).toMatchObject({ status: 'draft', category: 'main-course' });
    expect(values.ingredients).toContainEqual(
      expect.objectContaining({ ingredient_slug: 'sesame-seeds', optional: true, note_en: null }),
    );
    expect(values.ingredients?.map((link) => link.ingredient_slug)).not.toContain('beef');
    expect(review).toEqual([
      expect.objectContaining({ text: '50 g beef suet', reason: 'unsure', suggestion: 'beef' }),
    ]);

    // saved as it opened (the suet line dropped), it stays in the back-office
    const saved = await app.inject({
      method: 'POST',
      url: '/api/admin/recipes',
      headers: { cookie },
      payload: { ...values, title_fr: 'Tajine d’agneau', title_ar: 'طاجين اللحم' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id, slug } = saved.json().recipe;
    const stored = await app.inject({ url: `/api/admin/recipes/${id}`, headers: { cookie } });
    expect(stored.json().recipe.status).toBe('draft');
    expect((await app.inject(`/api/recipes/${slug}`)).statusCode).toBe(404);
  });

  it('reads a pasted page source, fetching nothing', async () => {
    const fixture = RECIPE_FIXTURES.find((entry) => entry.file.startsWith('14-'));
    const html = fs.readFileSync(path.join(FIXTURES, fixture?.file ?? ''), 'utf8');
    const before = site.connections.count;
    const response = await importing({ html, url: 'https://example.org/tajine' });
    expect(response.statusCode).toBe(200);
    expect(response.json().draft).toMatchObject({
      title: fixture?.expected?.title,
      language: 'ar',
    });
    expect(site.connections.count).toBe(before);
  });

  it('refuses, in under 3 s each, what it must not fetch, and says why', async () => {
    const refusals: [string, string][] = [
      [`http://localhost:${site.port}/01`, 'address_refused'],
      [`http://127.0.0.2:${site.port}/01`, 'address_refused'],
      [`http://[::1]:${site.port}/01`, 'address_refused'],
      [site.url('redirect-out'), 'address_refused'],
      ['file:///etc/passwd', 'bad_scheme'],
      ['ftp://127.0.0.1/recipe.html', 'bad_scheme'],
      [site.url('huge'), 'too_large'],
      [site.url('slow'), 'timeout'],
      [site.url('image'), 'not_html'],
    ];
    for (const [url, code] of refusals) {
      const started = performance.now();
      const response = await importing({ url });
      const { error } = response.json();
      expect([response.statusCode >= 400 && response.statusCode < 500, error.code], url).toEqual([
        true,
        code,
      ]);
      expect(error.message.length, url).toBeGreaterThan(10);
      expect(performance.now() - started, url).toBeLessThan(3000);
    }
  });

  it('refuses an internal name by the host typed, never saying what it resolved to (the log does)', async () => {
    const internal = [
      ['pantry.internal.test', '10.20.30.40', 'a private network address'],
      ['larder.internal.test', 'fd12::7', 'a unique-local (private IPv6) address'],
    ] as const;
    const logged: { detail?: string }[] = [];
    const logging = await buildApp({
      database,
      importAllowHosts: ['127.0.0.1'],
      logger: { level: 'info', stream: { write: (line) => logged.push(JSON.parse(line)) } },
    });
    const resolver = fakeInternalNames(
      Object.fromEntries(internal.map(([host, address]) => [host, address])),
    );
    const before = site.connections.count;
    const fetching = ['/api/admin/recipes/import', '/api/admin/images/recipe-images/from-url'];
    try {
      for (const [host, address, kind] of internal) {
        const message = `Refused to fetch from ${host}: it resolves to an address that is not on the public internet`;
        for (const url of fetching) {
          const payload = { url: `http://${host}/tajine` };
          const response = await logging.inject({
            method: 'POST',
            url,
            headers: { cookie },
            payload,
          });
          expect([response.statusCode, response.json().error], url).toEqual([
            400,
            { code: 'address_refused', message, fields: { url: message } },
          ]);
          expect(response.body).not.toContain(address);
          expect(response.body).not.toContain(kind);
        }
        const detail = `${host} resolved to ${address} (${kind})`;
        expect(logged.filter((line) => line.detail === detail)).toHaveLength(fetching.length);
      }
      expect(resolver).toHaveBeenCalledTimes(internal.length * fetching.length);
      expect(site.connections.count).toBe(before);
    } finally {
      resolver.mockRestore();
      await logging.close();
    }
  });

  it('asks for a link or a source, and only from a signed-in admin', async () => {
    const empty = await importing({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields ?? {})).toContain('url');
    const anonymous = await importing({ url: site.url('01') }, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps a copy of the page's image through the upload pipeline, with the same fetch rules", async () => {
    const copying = (url: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/images/recipe-images/from-url',
        headers: { cookie },
        payload: { url },
      });
    const copied = await copying(site.url('photo.jpg'));
    expect(copied.statusCode, copied.body).toBe(201);
    const { image } = copied.json();
    expect(image.url).toMatch(/^\/media\/recipe-images\/recipe-\d+-\d+-[0-9a-f]+\.webp$/);
    expect([image.width, image.height]).toEqual([1200, 900]);
    const served = await app.inject(image.url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
    const library = await app.inject({
      url: '/api/admin/images/recipe-images',
      headers: { cookie },
    });
    expect(library.json().images.map((entry: { url: string }) => entry.url)).toContain(image.url);

    const refusals: [string, number, string][] = [
      [`http://localhost:${site.port}/photo.jpg`, 400, 'address_refused'],
      [site.url('01-yoast-graph-tajine-agneau.html'), 422, 'not_image'],
      [site.url('image'), 415, 'invalid_image'],
      [site.url('slow'), 422, 'timeout'],
    ];
    for (const [url, status, code] of refusals) {
      const refused = await copying(url);
      expect([refused.statusCode, refused.json().error.code], url).toEqual([status, code]);
    }
    const unreadable = (await copying(site.url('image'))).json().error;
    expect(unreadable.message).toBe(
      `The image at 127.0.0.1:${site.port} could not be read as a JPEG, PNG or WebP image`,
    );
    expect(unreadable.fields).toEqual({ url: unreadable.message });
    // the blog's 0.5 MB holds for a fetched image as for an upload
    const forBlog = await app.inject({
      method: 'POST',
      url: '/api/admin/images/blog-images/from-url',
      headers: { cookie },
      payload: { url: site.url('noise.png') },
    });
    expect([forBlog.statusCode, forBlog.json().error.code]).toEqual([422, 'too_large']);
    expect((await copying(site.url('noise.png'))).statusCode).toBe(201);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/images/recipe-images/from-url',
      payload: { url: site.url('photo.jpg') },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps where a saved recipe was adapted from: on its page, in its JSON-LD, through edits', async () => {
    const recipe = {
      title_en: 'Imported harira',
      title_fr: 'Harira importée',
      title_ar: 'حريرة مستوردة',
      instructions_en: 'Simmer the lentils.',
      instructions_fr: 'Faites mijoter les lentilles.',
      instructions_ar: 'اطه العدس على نار هادئة.',
      status: 'published',
      prep_time: 20,
      cooking_time: 60,
      difficulty: 'medium',
      category: 'soup',
      ingredients: [{ ingredient_slug: 'lentils', quantity: 100, unit: 'g' }],
    };
    const source = 'https://www.example.org/recettes/harira?ref=feed';
    const save = (method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url, headers: { cookie }, payload });
    const bad = await save('POST', '/api/admin/recipes', {
      ...recipe,
      source_url: 'ftp://x.org/a',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('source_url');

    const created = await save('POST', '/api/admin/recipes', { ...recipe, source_url: source });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().recipe;
    const read = async () => (await app.inject(`/api/recipes/${slug}`)).json().recipe.source_url;
    expect(await read()).toBe(source);
    const page = await app.inject(`/recipe/${slug}?lang=fr`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(JSON.parse(jsonLd ?? '{}').isBasedOn).toBe(source);

    // the recipe form does not send it: an edit leaves it as it was
    expect((await save('PUT', `/api/admin/recipes/${id}`, recipe)).statusCode).toBe(200);
    expect(await read()).toBe(source);
    expect(
      (await save('PUT', `/api/admin/recipes/${id}`, { ...recipe, source_url: '' })).statusCode,
    ).toBe(200);
    expect(await read()).toBeNull();
  });
});
