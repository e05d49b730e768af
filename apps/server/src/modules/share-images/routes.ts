import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { fileBodySchema } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { isInternalRead } from '../../platform/internal-reads.ts';
import { clientKey, localHitCounters, type HitCounters } from '../../platform/rate-limit.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { shareToken, ShareImages, type RecipePictures } from './service.ts';
import { parseShareFileName, type ShareKind } from './variants.ts';

export interface ShareImageRouteOptions {
  db: Kysely<Database>;
  /** The recipes' illustrations (modules/pictures). */
  pictures: RecipePictures;
  storage: FileStorage;
  clock: Clock;
  /** Renders per minute per client address (the public read budget); 0 = no limit. */
  rendersPerMinute: number;
  /** Where renders are counted (this process, or shared by a cluster's workers). */
  counters?: HitCounters;
  /** Bytes of rendered images kept in memory. */
  cacheBytes?: number;
}

/** About 500 images of 40–80 KB: the six images of each of some 80 recipes and posts. */
export const DEFAULT_SHARE_CACHE_BYTES = 32 * 1024 * 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const paramsSchema = z.object({ slug: z.string().min(1).max(100), file: z.string().max(16) });
const querySchema = z.object({ v: z.string().max(64).optional() });

/**
 * `/share/recipe/:slug/:file` and `/share/post/:slug/:file`: the link preview (`og-ar.jpg`,
 * `og-fr.jpg`, `og-en.jpg`) and the JSON-LD ratios (`1x1.jpg`, `4x3.jpg`, `16x9.jpg`), made on
 * first demand and kept (decision 0021). With the current `?v=` they are cached for good;
 * without it, or with an old one, the current image comes back to be checked again each time.
 */
export const shareImageRoutes =
  (options: ShareImageRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const images = new ShareImages({
      db: options.db,
      pictures: options.pictures,
      storage: options.storage,
      cacheBytes: options.cacheBytes ?? DEFAULT_SHARE_CACHE_BYTES,
      log: app.log,
    });
    const countRender = renderBudget(options);

    for (const kind of ['recipe', 'post'] as const satisfies ShareKind[]) {
      app.get(
        `/share/${kind}/:slug/:file`,
        {
          schema: {
            params: paramsSchema,
            querystring: querySchema,
            produces: ['image/jpeg'],
            response: { 200: fileBodySchema },
          },
        },
        async (request, reply) => {
          const spec = parseShareFileName(request.params.file);
          const subject = spec && (await images.subject(kind, request.params.slug));
          if (!spec || !subject) throw notFound('Image not found');
          const token = shareToken(subject, spec);
          if (!images.cache.has(token)) await countRender(request);
          const { bytes, renderMs } = await images.image(subject, spec, token);
          return reply
            .type('image/jpeg')
            .header('cache-control', request.query.v === token ? IMMUTABLE : 'no-cache')
            .header(
              'server-timing',
              renderMs === undefined ? 'kept' : `render;dur=${renderMs.toFixed(1)}`,
            )
            .send(bytes);
        },
      );
    }
  };

/**
 * An image kept in memory costs a lookup, and is not counted; one to be drawn costs tens of
 * milliseconds of a thread, and counts against the client's budget (the public read limit's
 * number, counted apart). The server renderer's own reads are never counted.
 */
function renderBudget({ rendersPerMinute, clock, counters }: ShareImageRouteOptions) {
  const counter = (counters ?? localHitCounters)('share-renders', 60_000);
  return async (request: FastifyRequest) => {
    if (rendersPerMinute <= 0 || isInternalRead(request)) return;
    const { count, resetInMs } = await counter.hit(clientKey(request.ip), clock.now().getTime());
    if (count <= rendersPerMinute) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw new HttpError(
      429,
      'rate_limited',
      `Too many requests from your address. Please try again in ${retryAfterSeconds} seconds.`,
      undefined,
      { retryAfterSeconds },
    );
  };
}
