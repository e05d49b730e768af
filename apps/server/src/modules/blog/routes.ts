import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  blogListQuerySchema,
  noQuerySchema,
  postListResponseSchema,
  postResponseSchema,
  slugParamsSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { listPublishedPostPage, readPublishedPost } from './service.ts';

/** The public blog reader: published posts only (a draft or unknown slug is a 404). */
export const blogRoutes =
  (db: Kysely<Database>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/blog/posts',
      {
        config: { responseCache: true },
        schema: {
          querystring: blogListQuerySchema,
          response: { 200: postListResponseSchema },
        },
      },
      async (request, reply) => {
        const { page, pageSize } = request.query;
        const list = await listPublishedPostPage(db, page, pageSize);
        revalidateEachTime(reply);
        return list;
      },
    );

    app.get(
      '/api/blog/posts/:slug',
      {
        config: { responseCache: true },
        schema: {
          querystring: noQuerySchema,
          params: slugParamsSchema,
          response: { 200: postResponseSchema },
        },
      },
      async (request, reply) => {
        const post = await readPublishedPost(db, request.params.slug);
        if (!post) throw notFound('Blog post not found');
        revalidateEachTime(reply);
        return { post };
      },
    );
  };
