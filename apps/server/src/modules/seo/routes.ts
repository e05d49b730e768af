import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { noQuerySchema, textBodySchema } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { listPublishedPostDates } from '../blog/service.ts';
import { listPublicRecipeIdChunks, listPublicRecipesInIdRange } from '../recipes/service.ts';
import {
  assertFilesFitProtocol,
  PAGES_FILE,
  parseRecipeChunk,
  RECIPE_CHUNK,
  recipeChunkPath,
  recipeChunkRange,
  sitemapIndex,
  urlset,
  type SitemapEntry,
} from './sitemap.ts';

const STATIC_PATHS = ['/', '/recipes', '/about', '/contact', '/privacy', '/terms', '/blog'];
/**
 * Posts in the pages file, newest first, so it stays within a recipe file's size. A blog of more
 * posts than this would need files of its own, as the recipes have.
 */
const MAX_POSTS = RECIPE_CHUNK - STATIC_PATHS.length;

/** Each file is kept per content version; the schemas tell the API document what they are. */
const SITEMAP_SCHEMA = {
  produces: ['application/xml'],
  querystring: noQuerySchema,
  response: { 200: textBodySchema },
} as const;
const SITEMAP_ROUTE = { config: { responseCache: true }, schema: SITEMAP_SCHEMA } as const;
/** Any text, so that a chunk that is not a number is a 404 like one out of range, never a 400. */
const CHUNK_ROUTE = {
  config: { responseCache: true },
  schema: { ...SITEMAP_SCHEMA, params: z.object({ chunk: z.string() }) },
} as const;
const ROBOTS_ROUTE = {
  schema: { produces: ['text/plain'], response: { 200: textBodySchema } },
} as const;

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);

/**
 * /sitemap.xml, a sitemap index of /sitemaps/pages.xml (the fixed pages and the published posts)
 * and one /sitemaps/recipes-<n>.xml per RECIPE_CHUNK recipe ids holding a public recipe; each
 * URL with its language alternates. All read from the database, made again per content version.
 * And /robots.txt pointing to the index.
 */
export const seoRoutes =
  (db: Kysely<Database>, publicUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    assertFilesFitProtocol(publicUrl);

    const publishedPosts = async () => {
      const posts = await listPublishedPostDates(db);
      if (posts.length > MAX_POSTS) {
        app.log.warn({ posts: posts.length, listed: MAX_POSTS }, 'sitemap: older posts left out');
      }
      return posts.slice(0, MAX_POSTS);
    };

    app.get('/sitemap.xml', SITEMAP_ROUTE, async (_request, reply) => {
      const [posts, chunks] = await Promise.all([
        publishedPosts(),
        listPublicRecipeIdChunks(db, RECIPE_CHUNK),
      ]);
      const files: SitemapEntry[] = [
        { path: PAGES_FILE, lastmod: posts[0] && newest(posts.map((p) => p.updated_at)) },
        ...chunks.map(({ chunk, lastmod }) => ({ path: recipeChunkPath(chunk), lastmod })),
      ];
      return sendXml(reply, sitemapIndex(publicUrl, files));
    });

    app.get(PAGES_FILE, SITEMAP_ROUTE, async (_request, reply) => {
      const posts = await publishedPosts();
      const pages: SitemapEntry[] = [
        ...STATIC_PATHS.map((path) => ({ path })),
        ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updated_at })),
      ];
      return sendXml(
        reply,
        urlset(publicUrl, pages, (page) => page),
      );
    });

    app.get('/sitemaps/recipes-:chunk.xml', CHUNK_ROUTE, async (request, reply) => {
      const chunk = parseRecipeChunk(request.params.chunk);
      if (chunk === undefined) throw notFound('No such sitemap file');
      const { from, to } = recipeChunkRange(chunk);
      const recipes = await listPublicRecipesInIdRange(db, from, to);
      // Only the ranges holding a public recipe are files (the index lists no other).
      if (recipes.length === 0) throw notFound('No such sitemap file');
      const xml = urlset(publicUrl, recipes, (r) => ({
        path: `/recipe/${r.slug}`,
        lastmod: r.updated_at,
      }));
      return sendXml(reply, xml);
    });

    app.get('/robots.txt', ROBOTS_ROUTE, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
        ),
    );
  };

const newest = (dates: Date[]) =>
  dates.reduce((latest, date) => (date > latest ? date : latest), new Date(0));
