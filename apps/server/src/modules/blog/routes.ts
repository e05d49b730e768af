import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { countPublishedPosts, findPublishedPost, listPublishedPosts } from './repository.ts';

const postSummary = z.object({
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  excerpt_en: z.string(),
  excerpt_fr: z.string(),
  excerpt_ar: z.string(),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  published_at: z.date().nullable(),
  updated_at: z.date(),
  category_name_en: z.string().nullable(),
  category_name_fr: z.string().nullable(),
  category_name_ar: z.string().nullable(),
  category_color: z.string().nullable(),
  category_icon: z.string().nullable(),
});
const post = postSummary.extend({
  content_en: z.string(),
  content_fr: z.string(),
  content_ar: z.string(),
});

/** The public blog reader: published posts only (a draft or unknown slug is a 404). */
export const blogRoutes =
  (db: Kysely<Database>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/blog/posts',
      {
        schema: {
          querystring: z.strictObject({
            page: z.coerce.number().int().min(1).max(10000).default(1),
            pageSize: z.coerce.number().int().min(1).max(50).default(12),
          }),
          response: {
            200: z.object({
              posts: z.array(postSummary),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          },
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
        schema: {
          params: z.object({ slug: z.string().max(100) }),
          response: { 200: z.object({ post }) },
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
