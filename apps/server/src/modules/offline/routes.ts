import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  noQuerySchema,
  offlineManifestSchema,
  offlineShardParamsSchema,
  offlineShardQuerySchema,
  offlineShardSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { namesAnyTag, revalidateEachTime } from '../../platform/http-cache.ts';
import type { CatalogueThread } from '../catalogue/thread-handle.ts';
import { OfflineManifests, OfflineShards } from './service.ts';

/**
 * The catalogue the browser's service worker keeps, to pick and rank offline (issues #21, #42): a
 * manifest (the picker's lists, the swaps, each shard's version and size) made once per content
 * version, and shards of at most 1,000 recipes (cards with a teaser of each description, and their
 * lines), each with its own version as its ETag, so a worker fetches again only the shards that
 * changed. A recipe's page is kept apart, when the visitor opens or saves it.
 */
export const offlineRoutes =
  (db: Kysely<Database>, catalogue: CatalogueThread): FastifyPluginAsyncZod =>
  async (app) => {
    const manifests = new OfflineManifests(db);
    const shards = new OfflineShards(db, (slug, category, lines) =>
      catalogue.illustrationUrl(slug, category, lines),
    );

    app.get(
      '/api/offline-catalogue',
      {
        config: { responseCache: true },
        schema: { querystring: noQuerySchema, response: { 200: offlineManifestSchema } },
      },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return manifests.read();
      },
    );

    // `v` names the version the manifest listed, so each version has its own address; the answer
    // is the shard as it is now, with its version in the body and the ETag.
    app.get(
      '/api/offline-catalogue/shards/:id',
      {
        schema: {
          params: offlineShardParamsSchema,
          querystring: offlineShardQuerySchema,
          response: { 200: offlineShardSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const version = await shards.version(id);
        if (version === undefined) throw notFound(shardNotFound(id));
        const tag = `"${version}"`;
        revalidateEachTime(reply);
        reply.header('etag', tag);
        // Unchanged: a 304 before any recipe is read (the route's types name its 200 only).
        if (namesAnyTag(request.headers['if-none-match'], [tag]))
          return (reply as FastifyReply).code(304).send();
        const shard = await shards.shard(id, version);
        if (!shard) throw notFound(shardNotFound(id));
        return shard;
      },
    );
  };

const shardNotFound = (id: number) =>
  `Shard ${id} not found: no public recipe has an id in its range`;
