import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { DatabaseUnavailableError } from '../../platform/errors.ts';
import { isInternalRead, readInternally } from '../../platform/internal-reads.ts';
import { clientKey } from '../../platform/client-key.ts';
import { localHitCounters, type HitCounters } from '../../platform/rate-limit.ts';
import type { ServedPage } from '../../platform/web-app.ts';
import type { RecipePictures } from '../share-images/service.ts';
import { renderHead } from '../seo/head.ts';
import { describePage, LANGUAGE_COOKIE, pageLanguage, type ApiReader } from '../seo/pages.ts';
import type { PageRenderer } from './renderer.ts';

const EMPTY_ROOT = '<div id="root"></div>';

export interface PageServerOptions {
  readApi: ApiReader;
  /** The recipes' illustrations, for the share images a page's head names. */
  pictures: RecipePictures;
  publicUrl: string;
  renderer: PageRenderer | undefined;
  /** Renders per minute per client address (RATE_LIMIT_RENDERS); omitted or 0 = no limit. */
  rendersPerMinute?: number;
  /** Where renders are counted: this process, or the cluster's primary with WORKERS > 1. */
  counters?: HitCounters | undefined;
  clock: Clock;
}

const isBackOffice = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * A public page in full: its status and head (seo module), and its content rendered on the
 * server in the visitor's language with the data it shows, for the browser to hydrate. The
 * back-office, which depends on a session, stays the bare shell; so does a page whose render
 * failed, which the browser then renders itself.
 */
export const pageServer = (options: PageServerOptions) => {
  const { readApi, pictures, publicUrl, renderer } = options;
  const budget = renderBudget(options);
  return async (request: FastifyRequest, shell: string): Promise<ServedPage> => {
    const pathname = request.url.split('?')[0] ?? '/';
    const over = await budget(request);
    if (over) return { status: 429, html: shell, retryAfterSeconds: over.retryAfterSeconds };
    const { language, explicit } = pageLanguage(request.query, request.headers.cookie);
    const { status, head } = await describePage(
      { readApi, pictures },
      pathname,
      language,
      publicUrl,
    );
    const html = head ? renderHead(shell, head, publicUrl, explicit) : shell;
    if (!renderer || isBackOffice(pathname)) return { status, html };
    try {
      const page = await renderer.render(renderUrl(pathname, request.query), language);
      if (page.renders > 1)
        request.log.debug({ url: request.url, renders: page.renders }, 'page rendered again');
      const preloads = pagePreloads(renderer.chunks(pathname, language), shell);
      return {
        status,
        html: html
          .replace('</body>', () => `${preloads}</body>`)
          .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${page.stateScript}`),
      };
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return { status, html };
    }
  };
};

/** The URL a page is rendered at: its path and only the query its render reads (web-app.ts). */
function renderUrl(pathname: string, query: unknown) {
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Renders (the answers the response cache did not have) per client address and minute
 * (RATE_LIMIT_RENDERS); beyond it the page goes out as the bare app shell with a 429, which the
 * browser renders itself, so a visitor still gets the page and a flood costs no render.
 */
function renderBudget({ rendersPerMinute = 0, counters, clock }: PageServerOptions) {
  const counter = (counters ?? localHitCounters)('page-renders', RENDER_WINDOW_MS);
  return async (request: FastifyRequest) => {
    // the server making its most asked pages again after a write (platform/answer-warming.ts)
    if (rendersPerMinute <= 0 || isInternalRead(request)) return undefined;
    const { count, resetInMs } = await counter.hit(clientKey(request.ip), clock.now().getTime());
    if (count <= rendersPerMinute) return undefined;
    if (count === rendersPerMinute + 1)
      request.log.warn({ ip: request.ip, url: request.url }, 'page render budget spent');
    return { retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  };
}

const RENDER_WINDOW_MS = 60_000;

/**
 * The page's own chunks as module preloads, inert in a template like the app's entry: boot.js
 * moves them into the document once the page has painted (decision 0029).
 */
function pagePreloads(chunks: string[], shell: string) {
  const links = chunks
    .filter((file) => !shell.includes(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return links && `<template id="chhiwat-preloads">${links}</template>`;
}

/** The page cache's variant: the language a request's page is rendered in. */
export const pageVariant = (request: FastifyRequest) =>
  pageLanguage(request.query, request.headers.cookie).language;

/** What asks for a page in a variant's language again: the visitor's choice, as its cookie. */
export const pageReplay = (language: string) => ({ cookie: `${LANGUAGE_COOKIE}=${language}` });

/** The public API as the pages read it: in-process, through its routes and their cache. */
export const apiReader =
  (app: FastifyInstance): ApiReader =>
  async <Answer>(path: string) => {
    const response = await readInternally(app, path);
    // 404, or 400 for a slug too long to be one: either way there is no such page
    if (response.statusCode >= 400 && response.statusCode < 500) return undefined;
    if (response.statusCode === 200) return response.json<Answer>();
    const failure = `GET ${path} answered ${response.statusCode}`;
    // The page then goes out as the app shell with a 503, as when it reads the database itself
    throw errorCodeOf(response.payload) === 'database_unavailable'
      ? new DatabaseUnavailableError(failure)
      : new Error(failure);
  };

function errorCodeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}
