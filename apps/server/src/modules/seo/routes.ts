import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { LANGUAGES, noQuerySchema, textBodySchema } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { escapeHtml } from '../../platform/escape-html.ts';
import { listPublishedPostDates } from '../blog/service.ts';
import type { PublicCatalogue } from '../catalogue/service.ts';
import { languageUrl } from './head.ts';

const STATIC_PATHS = ['/', '/recipes', '/about', '/contact', '/privacy', '/terms', '/blog'];

/** Both files are sent as they are; the schemas tell the API document what they are. */
const SITEMAP_ROUTE = {
  config: { responseCache: true },
  schema: {
    produces: ['application/xml'],
    querystring: noQuerySchema,
    response: { 200: textBodySchema },
  },
} as const;
const ROBOTS_ROUTE = {
  schema: { produces: ['text/plain'], response: { 200: textBodySchema } },
} as const;

interface Entry {
  path: string;
  lastmod?: Date;
}

function urlElement(publicUrl: string, entry: Entry): string {
  const alternates = [
    ...LANGUAGES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(languageUrl(publicUrl, entry.path, l))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(publicUrl, entry.path))}"/>`,
  ];
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(languageUrl(publicUrl, entry.path))}</loc>${lastmod}${alternates.join('')}</url>`;
}

/**
 * /sitemap.xml (every page, recipe and published post, with its language alternates), made afresh
 * whenever the catalogue or the blog changed, and /robots.txt pointing to it.
 */
export const seoRoutes =
  (db: Kysely<Database>, catalogue: PublicCatalogue, publicUrl: string): FastifyPluginAsync =>
  async (app) => {
    let cached: { key: string; xml: string } | undefined;

    app.get('/sitemap.xml', SITEMAP_ROUTE, async (_request, reply) => {
      const snapshot = await catalogue.current();
      const posts = await listPublishedPostDates(db);
      const key = `${snapshot.version}|${posts.map((p) => `${p.slug}@${p.updated_at.getTime()}`).join(',')}`;
      if (cached?.key !== key) {
        const entries: Entry[] = [
          ...STATIC_PATHS.map((path) => ({ path })),
          ...snapshot.recipes.map((r, ordinal) => ({
            path: `/recipe/${r.slug}`,
            lastmod: snapshot.updatedAt[ordinal],
          })),
          ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updated_at })),
        ];
        const xml =
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
          entries.map((entry) => urlElement(publicUrl, entry)).join('\n') +
          '\n</urlset>\n';
        cached = { key, xml };
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(cached.xml);
    });

    app.get('/robots.txt', ROBOTS_ROUTE, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
        ),
    );
  };
