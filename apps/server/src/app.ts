import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_RESPONSE_CACHE_MB } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { blogAdminRoutes } from './modules/blog/admin-routes.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { adminRoutes } from './modules/admins/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sessionAdmin } from './modules/auth/service.ts';
import { refreshAfterWrites } from './modules/catalogue/after-writes.ts';
import { CatalogueThread } from './modules/catalogue/thread-handle.ts';
import { categoryAdminRoutes } from './modules/categories/admin-routes.ts';
import { substitutionRoutes } from './modules/substitutions/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { ingredientAdminRoutes } from './modules/ingredients/admin-routes.ts';
import { ingredientRoutes } from './modules/ingredients/routes.ts';
import { recipeImportRoutes } from './modules/recipe-import/routes.ts';
import { recipeAdminRoutes } from './modules/recipes/admin-routes.ts';
import { recipeRoutes } from './modules/recipes/routes.ts';
import { offlineRoutes } from './modules/offline/routes.ts';
import { registerOpenApi } from './modules/openapi/routes.ts';
import { loadPageRenderer } from './modules/pages/renderer.ts';
import { apiReader, pageReplay, pageServer, pageVariant } from './modules/pages/service.ts';
import { ingredientPicturesVersion, RecipePictures } from './modules/pictures/recipe-pictures.ts';
import { recipePictureRoutes } from './modules/pictures/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { shareImageRoutes } from './modules/share-images/routes.ts';
import { registerAdminGuard, type AdminAccess } from './platform/admin-guard.ts';
import { DEFAULT_BODY_LIMIT, registerBodyLimits } from './platform/body-limits.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { limitConnectionsPerAddress } from './platform/connection-limits.ts';
import { flushLogOnceListening, requestLogOptions } from './platform/logger.ts';
import { Metrics } from './platform/metrics.ts';
import { ContentVersionWatch } from './platform/content-version.ts';
import { registerQueryRules } from './platform/query-rules.ts';
import { registerPublicReadLimit, type HitCounters } from './platform/rate-limit.ts';
import { registerRequestId, requestIdOptions } from './platform/request-id.ts';
import {
  registerResponseCache,
  ResponseCache,
  type CachedAnswers,
} from './platform/response-cache.ts';
import {
  DEFAULT_TIMEOUTS,
  timeoutOptions,
  type ServerTimeouts,
} from './platform/server-timeouts.ts';
import { LocalStorage, type FileStorage } from './platform/storage.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { rejectNulText } from './platform/validation.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { fastifyTrustProxy, type TrustedProxies } from './platform/trust-proxy.ts';
import { readAppShell, registerWebApp } from './platform/web-app.ts';

export interface AppOptions {
  database: DatabaseHandle;
  /** Directory of the built web app; omitted in API tests and in development (Vite serves it). */
  webDist?: string;
  /** Directory of the web app's server renderer build (apps/web/dist-ssr); without it, pages are the bare shell. */
  webSsr?: string;
  /** The site's public address, for canonical links and the sitemap. */
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where "now" comes from; tests pass a clock they can move. */
  clock?: Clock;
  /** Where uploaded images are kept (a local directory by default). */
  storage?: FileStorage;
  mediaDir?: string;
  /** The reverse proxies whose X-Forwarded-* headers count: a hop count or their addresses. */
  trustProxy?: TrustedProxies;
  /** Request, header, keep-alive and idle deadlines; DEFAULT_TIMEOUTS for any not given. */
  timeouts?: Partial<ServerTimeouts>;
  /** Simultaneous connections per client address when listening; omitted or 0 = no cap. */
  maxConnectionsPerAddress?: number;
  /** Costly public reads per minute per client address; omitted or 0 = no limit. */
  rateLimitPublicReads?: number;
  /** Page renders (response cache misses) per minute per client address; omitted or 0 = no limit. */
  rateLimitRenders?: number;
  /** Bytes of public answers kept in memory, every encoding counted; omitted = 64 MB, 0 = off. */
  responseCacheBytes?: number;
  /** Hostnames a recipe import may fetch from although not public (IMPORT_ALLOW_HOSTS). */
  importAllowHosts?: readonly string[];
  /** A recipe import's page fetch deadline; omitted = 10 s. */
  importTimeoutMs?: number;
  /** Where rate limits count hits: this process by default; the cluster's primary with WORKERS > 1. */
  hitCounters?: HitCounters;
  /** The process's metrics (start.ts makes them before the database, to time its queries). */
  metrics?: Metrics;
  /** METRICS_TOKEN: GET /api/metrics exists only with one. */
  metricsToken?: string;
  /** The metrics text to serve: this app's registry by default; the cluster's sum in a worker. */
  readMetrics?: () => Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue and match index, held and patched in a thread of their own. */
    catalogue: CatalogueThread;
    /** Each public recipe's generated illustration (modules/pictures), at any frame. */
    recipePictures: RecipePictures;
    /** The public answers kept in memory (platform/response-cache.ts); the dashboard shows its stats. */
    responseCache: ResponseCache;
    /** Settles once the cache holds the current version's most asked answers (decision 0049). */
    cachedAnswers: CachedAnswers;
    /** Every route with its admin access, as registered (the permission tests walk it). */
    routeTable: { method: string; url: string; access: AdminAccess | undefined }[];
  }
}

/** Builds the whole HTTP application; main.ts listens, tests call it with inject(). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...timeoutOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
    ...requestIdOptions(),
    ...requestLogOptions(),
  });
  flushLogOnceListening(app);
  const metrics = options.metrics ?? new Metrics();
  // first, so the time counted is the whole request's
  metrics.timeRequests(app);
  registerRequestId(app);
  limitConnectionsPerAddress(app.server, options.maxConnectionsPerAddress ?? 0);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('preValidation', rejectNulText);
  registerQueryRules(app);
  const shell = readAppShell(options.webDist);
  registerSecurityHeaders(app);
  registerBodyLimits(app);
  registerPublicReadLimit(app, {
    perMinute: options.rateLimitPublicReads ?? 0,
    clock: options.clock ?? systemClock,
    counters: options.hitCounters,
  });
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, access: route.config?.access });
  });

  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const clock = options.clock ?? systemClock;
  // Before any route, so every route registered below gets its guard attached.
  registerAdminGuard(app, {
    findAdmin: (token) => sessionAdmin(options.database.db, clock, token),
    publicUrl,
  });

  const versions = new ContentVersionWatch(options.database.db);
  const catalogue = new CatalogueThread(options.database, versions, {
    picturesVersion: await ingredientPicturesVersion(options.webDist),
  });
  app.decorate('catalogue', catalogue);
  // Read at once, and kept up to date with writes made through other processes.
  app.addHook('onReady', async () => catalogue.watch());
  app.addHook('onClose', async () => catalogue.stop());
  const responseCache = new ResponseCache(
    options.responseCacheBytes ?? DEFAULT_RESPONSE_CACHE_MB * 1024 * 1024,
  );
  app.decorate('responseCache', responseCache);
  metrics.watchResponseCache(() => responseCache.stats());
  // Before compress and etag: the routes it caches are encoded and tagged by it.
  const answers = registerResponseCache(app, {
    cache: responseCache,
    versions: catalogue.served,
  });
  app.decorate('cachedAnswers', answers);
  refreshAfterWrites(app, { catalogue, answers });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(etag);
  // Before every route: the API document is made from the routes as they are added.
  await registerOpenApi(app);
  await app.register(healthRoutes(options.database));
  await app.register(
    metricsRoutes({
      token: options.metricsToken,
      read: options.readMetrics ?? (() => metrics.registry.metrics()),
    }),
  );
  const recipePictures = new RecipePictures(catalogue, options.webDist);
  app.decorate('recipePictures', recipePictures);
  await app.register(ingredientRoutes(options.database, catalogue));
  await app.register(categoryRoutes(options.database));
  await app.register(recipeRoutes(options.database.db, catalogue));
  await app.register(offlineRoutes(options.database.db, catalogue));
  await app.register(blogRoutes(options.database.db));
  await app.register(authRoutes(options.database.db, clock));
  await app.register(adminRoutes(options.database.db));
  await app.register(dashboardRoutes(options.database, clock, () => responseCache.stats()));
  const storage =
    options.storage ??
    new LocalStorage(options.mediaDir ?? path.join(os.tmpdir(), 'chhiwat-media'));
  await app.register(ingredientAdminRoutes(options.database.db, storage));
  await app.register(categoryAdminRoutes(options.database.db));
  await app.register(substitutionRoutes(options.database.db, catalogue));
  await app.register(recipeAdminRoutes(options.database.db, storage));
  await app.register(
    recipeImportRoutes({
      catalogue,
      allowHosts: options.importAllowHosts ?? [],
      timeoutMs: options.importTimeoutMs,
    }),
  );
  await app.register(blogAdminRoutes(options.database.db, storage, clock));
  await app.register(
    imageRoutes({
      db: options.database.db,
      storage,
      clock,
      fetching: { allowHosts: options.importAllowHosts ?? [], timeoutMs: options.importTimeoutMs },
    }),
  );
  await app.register(seoRoutes(options.database.db, publicUrl));
  await app.register(
    shareImageRoutes({
      db: options.database.db,
      pictures: recipePictures,
      storage,
      clock,
      rendersPerMinute: options.rateLimitPublicReads ?? 0,
      counters: options.hitCounters,
    }),
  );
  await app.register(recipePictureRoutes(recipePictures));
  const renderer = await loadPageRenderer(app, options.webSsr, options.webDist);
  await registerWebApp(app, {
    webDist: options.webDist,
    shell,
    servePage: pageServer({
      readApi: apiReader(app),
      pictures: recipePictures,
      publicUrl,
      renderer,
      rendersPerMinute: options.rateLimitRenders ?? 0,
      counters: options.hitCounters,
      clock,
    }),
    pageVariant,
    pageReplay,
  });
  return app;
}
