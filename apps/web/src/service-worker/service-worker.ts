/// <reference lib="webworker" />
/**
 * The service worker (decision 0020), bundled by vite's `serviceWorker()` plugin into
 * /service-worker.js with the build's public files as __PRECACHE__. It never answers for /admin or
 * /api/admin: those requests are not routed here and go to the network as if it did not exist.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { byteLimit } from './byte-limit.ts';
import { KeptCatalogue, MANIFEST_URL, type KeptStore } from './kept-catalogue.ts';
import { answersOffline, OfflineAnswers } from './offline-answers.ts';

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: { url: string; revision: string | null }[];

const CACHES = {
  pages: 'chhiwat-pages',
  api: 'chhiwat-api',
  images: 'chhiwat-images',
  // The manifest and its shards (issue #42). A new name: the single document kept before lived in
  // 'chhiwat-catalogue', which the worker it replaces reads until this one takes over.
  catalogue: 'chhiwat-offline-catalogue',
} as const;
const OLD_CATALOGUE_CACHE = 'chhiwat-catalogue';
const RECIPE_PICTURES = '/recipe-pictures/';
const SHELL_URL = '/index.html';
/** After this long without an answer, a slow network counts as gone and the cache answers. */
const NETWORK_TIMEOUT_SECONDS = 4;

precacheAndRoute(__PRECACHE__);
cleanupOutdatedCaches();

/** Never stored: the back-office, and the operators' API pages (docs, contract, metrics). */
const isPrivate = (url: URL) =>
  url.pathname === '/admin' ||
  url.pathname.startsWith('/admin/') ||
  url.pathname.startsWith('/api/admin') ||
  url.pathname.startsWith('/api/docs') ||
  url.pathname === '/api/openapi.json' ||
  url.pathname === '/api/metrics';

// Public pages: the network first (fresh after any admin change), the copy kept when it is gone.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !isPrivate(url),
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60 }),
      byteLimit(8 * 1024 * 1024),
      { cacheDidUpdate: ({ request, newResponse }) => keepRecipeOfPage(request, newResponse) },
    ],
  }),
);

const apiCache = new NetworkFirst({
  cacheName: CACHES.api,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new ExpirationPlugin({ maxEntries: 300 }), byteLimit(8 * 1024 * 1024)],
});
const offline = new OfflineAnswers();

// Public reads: the network first; offline, the same answer kept, else one made from the catalogue.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !isPrivate(url) &&
    !url.pathname.startsWith(MANIFEST_URL) &&
    request.method === 'GET',
  async (options) => {
    try {
      const response = await apiCache.handle(options);
      if (response.ok || response.status < 500) return response;
    } catch {
      // no network and nothing kept for this exact request: the catalogue may answer it
    }
    return answerFromCatalogue(options.url);
  },
);

// Pictures the visitor saw: kept, the least recently used out first. A recipe's illustration
// (/recipe-pictures/…?v=) changes URL when it changes, so the kept one is always right.
registerRoute(
  ({ request, url }) =>
    (request.destination === 'image' &&
      (url.origin === self.location.origin || url.protocol === 'https:')) ||
    (url.origin === self.location.origin && url.pathname.startsWith(RECIPE_PICTURES)),
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 120 }), byteLimit(20 * 1024 * 1024)],
  }),
);

// A page never opened while online: the app shell, which says what is kept.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(SHELL_URL)) ?? Response.error();
  return Response.error();
});

async function answerFromCatalogue(url: URL): Promise<Response> {
  const catalogue = answersOffline(url.pathname) ? await kept.catalogue() : undefined;
  const body = catalogue ? offline.answer(catalogue, url) : undefined;
  if (body === undefined) return Response.error();
  return Response.json(body, { headers: { 'x-chhiwat-offline': '1' } });
}

/** Cache Storage as the kept catalogue's store. */
const catalogueCache: KeptStore = {
  read: async (url) => (await (await caches.open(CACHES.catalogue)).match(url))?.json(),
  write: async (url, body) => (await caches.open(CACHES.catalogue)).put(url, Response.json(body)),
  remove: async (url) => {
    await (await caches.open(CACHES.catalogue)).delete(url);
  },
  urls: async () =>
    (await (await caches.open(CACHES.catalogue)).keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    }),
};

/** Our API's JSON: undefined for a 404 (a shard gone since the manifest), else an error. */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const kept = new KeptCatalogue(catalogueCache, fetchJson);

let lastRefresh = 0;
const REFRESH_EVERY_MS = 60_000;

/**
 * Keeps the catalogue current: fetched at install and again at most once a minute while pages
 * load (the manifest by a conditional request, 304 when the version has not moved; then only the
 * shards whose version moved).
 */
async function refreshCatalogue(force = false) {
  if (!force && Date.now() - lastRefresh < REFRESH_EVERY_MS) return;
  lastRefresh = Date.now();
  try {
    await kept.refresh();
  } catch {
    // offline: what is kept stays
  }
}

/**
 * A recipe page rendered on the server carries its recipe in the state script; kept as the
 * recipe's API answer too, so the page opens offline by a link inside the app as well.
 */
async function keepRecipeOfPage(request: Request, response: Response) {
  const slug = /^\/recipe\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
  if (!slug) return;
  const html = await response.clone().text();
  const state = /<script type="application\/json" id="chhiwat-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!state) return;
  const parsed = JSON.parse(state) as {
    queries?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] };
  };
  const query = parsed.queries?.queries?.find(
    (q) => q.queryKey[0] === 'recipe' && q.state.data !== undefined,
  );
  if (!query) return;
  await (
    await caches.open(CACHES.api)
  ).put(`/api/recipes/${slug}`, Response.json(query.state.data));
}

self.addEventListener('install', (event) => event.waitUntil(refreshCatalogue(true)));
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(OLD_CATALOGUE_CACHE)));
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(refreshCatalogue());
});
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type === 'SKIP_WAITING')
    void self.skipWaiting();
});
