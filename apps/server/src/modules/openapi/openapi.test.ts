import { compileErrors, validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema, ingredientInputSchema } from '@chhiwat/core';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

/** The routes the document must hold, written out here rather than taken from the module. */
const PUBLIC_FILES = [
  '/media/',
  '/recipe-pictures/',
  '/share/',
  '/sitemap.xml',
  '/sitemaps/',
  '/robots.txt',
];
/** Swagger UI's own page, script and copy of the document: the viewer, not the API. */
const isViewer = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const inContract = (url: string) =>
  (url.startsWith('/api/') && !isViewer(url)) || PUBLIC_FILES.some((p) => url.startsWith(p));

/** Fastify's `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document and its viewer', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let document: Document;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ database });
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Every registered route but the HEADs Fastify adds to each GET. */
  const contractRoutes = () =>
    app.routeTable.filter((route) => route.method !== 'HEAD' && inContract(route.url));
  const operation = (method: string, url: string) =>
    document.paths[openApiPath(url)]?.[method.toLowerCase()];

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.title).toBe('Chhiwat API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    // The parser dereferences what it is given: it gets a copy of its own.
    const result = await validate((await app.inject('/api/openapi.json')).json());
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('holds every route of the contract, with its method and its path parameters', () => {
    expect(contractRoutes().length).toBeGreaterThan(60);
    for (const { method, url } of contractRoutes()) {
      const found = operation(method, url);
      expect(found, `${method} ${url}`).toBeDefined();
      const successes = Object.keys(found?.responses ?? {}).filter((s) => /^2\d\d$/.test(s));
      expect(successes, `${method} ${url} declares what it answers`).not.toEqual([]);
    }
    const registered = new Set(
      contractRoutes().map(({ method, url }) => `${method} ${openApiPath(url)}`),
    );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((key) => !registered.has(key))).toEqual([]);
    expect(documented.filter((key) => key.includes(':'))).toEqual([]);
  });

  it('leaves the pages, the static files and the viewer out', async () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !inContract(path))).toEqual([]);
    expect(app.routeTable.some((route) => isViewer(route.url))).toBe(true);
  });

  it('puts the session cookie on every guarded route, and on no other', () => {
    expect(document.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'chhiwat_session' }),
    );
    let guarded = 0;
    for (const { method, url, access } of contractRoutes()) {
      const security = operation(method, url)?.security;
      if (access === 'admin' || access === 'super_admin') {
        guarded += 1;
        expect(security, `${method} ${url}`).toEqual([{ session: [] }]);
      } else if (url === '/api/metrics') {
        expect(security).toEqual([{ metricsToken: [] }]);
        expect(document.components.securitySchemes.metricsToken).toMatchObject({
          type: 'http',
          scheme: 'bearer',
        });
      } else {
        expect(security, `${method} ${url}`).toBeUndefined();
      }
    }
    expect(guarded).toBeGreaterThan(40);
    expect(operation('POST', '/api/admin/auth/login')?.security).toBeUndefined();
  });

  it('shows the error shape for client errors, and it is the shape the server sends', async () => {
    for (const { method, url } of contractRoutes()) {
      const clientErrors = operation(method, url)?.responses['4XX'];
      expect(clientErrors?.content, `${method} ${url}`).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
      });
    }
    const errors = await Promise.all([
      app.inject('/api/no-such-thing'),
      app.inject('/api/recipes?difficulty=impossible'),
      app.inject('/api/admin/dashboard'),
      app.inject('/media/recipe-images/nothing.webp'),
    ]);
    expect(errors.map((response) => response.statusCode)).toEqual([404, 400, 401, 404]);
    for (const response of errors) expect(errorBodySchema.parse(response.json())).toBeDefined();
  });

  it('shows a body its service checks as the schema the service holds it to', () => {
    const body = operation('POST', '/api/admin/ingredients')?.requestBody;
    expect(body?.content['application/json']?.schema).toEqual(
      expect.objectContaining({
        required: z.toJSONSchema(ingredientInputSchema, { io: 'input' }).required,
      }),
    );
    // The sign-outs take no body; an upload is the image's bytes, not JSON.
    const bodiless = [
      'POST /api/admin/auth/logout',
      'POST /api/admin/auth/logout-everywhere',
      'POST /api/admin/images/:bucket',
    ];
    for (const { method, url } of contractRoutes()) {
      if (!['POST', 'PUT', 'PATCH'].includes(method) || bodiless.includes(`${method} ${url}`))
        continue;
      const schema = operation(method, url)?.requestBody?.content['application/json']?.schema;
      expect(Object.keys(schema ?? {}).length, `${method} ${url}`).toBeGreaterThan(0);
    }
  });

  it('answers the document with an ETag, and 304 when it has not changed', async () => {
    const first = await app.inject('/api/openapi.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: '/api/openapi.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the docs page from our own files only, under a CSP without inline script', async () => {
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = new Map(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe');

    const html = parseDocument(page.body);
    const scripts = DomUtils.getElementsByTagName('script', html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(DomUtils.textContent(script).trim(), 'inline').toBe('');
    const assets = [
      ...scripts.map((script) => script.attribs.src ?? ''),
      ...DomUtils.getElementsByTagName('link', html).map((link) => link.attribs.href ?? ''),
    ];
    for (const asset of assets) {
      expect(asset, 'a same-origin path').toMatch(/^\/(?!\/)/);
      const response = await app.inject(asset);
      expect(response.statusCode, asset).toBe(200);
    }
    expect(assets).toContain('/api/docs/static/swagger-initializer.js');

    // The initializer loads the document from beside the page: the same one /api/openapi.json answers.
    const initializer = await app.inject('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain("resolveUrl('./json')");
    const copy = await app.inject('/api/docs/json');
    expect(copy.json()).toEqual(document);
  });
});
