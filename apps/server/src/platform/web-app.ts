import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import { pageRenderQuery } from '@chhiwat/core';
import { errorBody, isDatabaseUnavailable } from './errors.ts';
import { registerHashedAssets } from './hashed-assets.ts';

/** A page as the web app serves it: its status and its whole HTML. */
export interface ServedPage {
  status: number;
  html: string;
  /** With a 429: when to come back. */
  retryAfterSeconds?: number;
}

/**
 * A page's query becomes what its render reads (core's page declarations), before the response
 * cache makes its key: unknown parameters and invalid values cost nothing and make no new entry.
 */
const keepWhatThePageReads: preValidationHookHandler = (request, _reply, done) => {
  const pathname = request.url.split('?')[0] ?? '/';
  request.query = pageRenderQuery(pathname, request.query as Record<string, unknown>);
  done();
};

/** The built index.html every page is written into. */
export interface AppShell {
  html: string;
}

/**
 * The built index.html. Its stylesheet stays a link to the hashed file (decision 0039): cached for
 * a year, it is fetched once per build, where written inline it weighed on every page's HTML.
 * Undefined without a build.
 */
export function readAppShell(webDist: string | undefined): AppShell | undefined {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  if (!webDist || !indexFile || !fs.existsSync(indexFile)) return undefined;
  return { html: fs.readFileSync(indexFile, 'utf8') };
}

export interface WebAppOptions {
  webDist: string | undefined;
  /** The app shell (readAppShell); no pages without it. */
  shell: AppShell | undefined;
  /** The page at this request, written into the app shell (the pages module answers). */
  servePage: (request: FastifyRequest, shell: string) => Promise<ServedPage>;
  /** What besides the URL a page's HTML depends on (its language): part of its cache key. */
  pageVariant: (request: FastifyRequest) => string;
  /** The headers that ask for a variant's page again (the response cache warms pages with it). */
  pageReplay: (variant: string) => Record<string, string>;
}

/**
 * Serves the built web app: hashed assets cached for a year; every page's HTML revalidated, as
 * the pages module renders it (head, content, status — 404 for unknown paths, recipes and
 * posts), through the response cache; JSON 404s under /api.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const { webDist, servePage, pageVariant, pageReplay } = options;
  const indexHtml = options.shell?.html;

  // A file that is not there (a picture for an ingredient added since the build) is a plain 404,
  // never a page.
  const plainNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).type('text/plain').send('Not found');

  if (webDist && indexHtml) {
    registerHashedAssets(app, path.join(webDist, 'assets'), plainNotFound);
    // The other public files (icons, the service worker, pictures) keep their names across builds.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Source maps hold the full sources; the build keeps them out of dist, and if one is left
      // there anyway it is not served.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, shell: string) => {
    const page = await servePage(request, shell).catch((error: unknown): ServedPage => {
      // Without the database the app shell still loads, and shows its own error with a retry.
      if (isDatabaseUnavailable(error)) return { status: 503, html: shell };
      throw error;
    });
    if (page.retryAfterSeconds) reply.header('retry-after', String(page.retryAfterSeconds));
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  const noRoute = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .status(404)
      .send(errorBody('not_found', `No route for ${request.method} ${pathname}`));
  };

  // Pages are real routes (not the not-found handler), so compression and every hook apply.
  if (indexHtml) {
    const page = {
      config: { responseCache: { variant: pageVariant, replay: pageReplay }, page: true as const },
      preValidation: keepWhatThePageReads,
    };
    app.get('/', page, (request, reply) => sendPage(request, reply, indexHtml));
    app.get('/*', page, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') return noRoute(request, reply);
      if (['/media/', '/ingredient-pictures/'].some((dir) => pathname.startsWith(dir)))
        return plainNotFound(request, reply);
      return sendPage(request, reply, indexHtml);
    });
  }
  app.setNotFoundHandler(noRoute);
}
