import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, isDatabaseUnavailable } from './errors.ts';
import { escapeHtml } from './escape-html.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/** A page as the web app serves it: its status, and its own head written into the app shell. */
export interface ServedPage {
  status: number;
  withHead: (indexHtml: string) => string;
}

export interface WebAppOptions {
  webDist: string | undefined;
  /** The status and head of the page at this path and query (the seo module answers). */
  describePage: (pathname: string, query: unknown) => Promise<ServedPage>;
}

const shellOnly = (indexHtml: string) => indexHtml;

/**
 * Serves the built web app: hashed assets cached for a year; every page's HTML revalidated, with
 * its own head (title, description, canonical, hreflang, Open Graph, JSON-LD) and status — 404 for
 * unknown paths, recipes and posts — and JSON 404s under /api.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const { webDist, describePage } = options;
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml =
    indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  // (the chunks index.html already preloads are left out)
  const recipePageChunks = webDist
    ? lazyChunkFiles(webDist, RECIPE_PAGE_SOURCE).filter((file) => !indexHtml?.includes(file))
    : [];

  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Source maps hold the full sources; the build keeps them out of dist, and if one is left
      // there anyway it is not served.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? ONE_YEAR : 'public, max-age=0, must-revalidate');
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = await describePage(pathname, request.query).catch((error: unknown) => {
      // Without the database the app shell still loads, and shows its own error with a retry.
      if (isDatabaseUnavailable(error)) return { status: 503, withHead: shellOnly };
      throw error;
    });
    const withHead = page.withHead(html);
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page.status === 200 ? withPreloads(withHead, pathname, recipePageChunks) : withHead);
  };

  const noRoute = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .status(404)
      .send(errorBody('not_found', `No route for ${request.method} ${pathname}`));
  };

  // Pages are real routes (not the not-found handler), so compression and every hook apply.
  if (indexHtml) {
    app.get('/', (request, reply) => sendPage(request, reply, indexHtml));
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') return noRoute(request, reply);
      if (pathname.startsWith('/assets/') || pathname.startsWith('/media/'))
        return reply.status(404).type('text/plain').send('Not found');
      return sendPage(request, reply, indexHtml);
    });
  }
  app.setNotFoundHandler(noRoute);
}

/**
 * The API reads a page starts with, announced in its head so the browser fetches them while the
 * scripts download instead of after they run. `crossorigin` makes the preload match the app's
 * same-origin fetch.
 */
export function firstApiReads(pathname: string): string[] {
  if (pathname === '/') return ['/api/ingredients', '/api/ingredient-categories'];
  if (pathname === '/recipes') return ['/api/recipe-categories'];
  const recipe = /^\/recipe\/([^/]+)$/.exec(pathname)?.[1];
  return recipe ? [`/api/recipes/${recipe}`] : [];
}

/** The recipe page is a lazy chunk; a visit that lands on one fetches its code at once. */
const RECIPE_PAGE_SOURCE = 'src/features/recipe-detail/recipe-page.tsx';

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/** A lazy chunk's script and the chunks it imports, from Vite's build manifest. */
export function lazyChunkFiles(webDist: string, source: string): string[] {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(`/${entry.file}`) || entry.file === manifest['index.html']?.file)
      return;
    files.add(`/${entry.file}`);
    entry.imports?.forEach(visit);
  };
  visit(source);
  return [...files];
}

function withPreloads(html: string, pathname: string, recipePageChunks: string[]): string {
  const links = firstApiReads(pathname).map(
    (url) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous">`,
  );
  if (pathname.startsWith('/recipe/'))
    links.push(...recipePageChunks.map((file) => `<link rel="modulepreload" href="${file}">`));
  return links.length ? html.replace('</head>', () => `${links.join('')}</head>`) : html;
}
