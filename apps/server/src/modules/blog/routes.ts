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
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { countPublishedPosts, findPublishedPost, listPublishedPosts } from './repository.ts';

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
        const [posts, total] = await Promise.all([
          listPublishedPosts(db, pageSize, (page - 1) * pageSize),
          countPublishedPosts(db),
        ]);
        revalidateEachTime(reply);
        return { posts, total, page, pageSize };
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
        const found = await findPublishedPost(db, request.params.slug);
        if (!found) throw notFound('Blog post not found');
        revalidateEachTime(reply);
        // Sanitised when saved, and again here: a row written by other means cannot slip through.
        return {
          post: {
            ...found,
            content_en: sanitizeHtml(found.content_en),
            content_fr: sanitizeHtml(found.content_fr),
            content_ar: sanitizeHtml(found.content_ar),
          },
        };
      },
    );
  };
