import { LANGUAGES, MAX_ROW_ID, SLUG_MAX } from '@chhiwat/core';
import { escapeHtml } from '../../platform/escape-html.ts';
import { languageUrl } from './head.ts';

/** What the sitemaps.org protocol allows in one file, uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Recipe ids per sitemap file, and the most URLs any of our files holds. Well below the protocol's
 * 50,000: each URL carries four language alternates (about 1 KB with them), so 10,000 make a file
 * of some 10 MB that one query and one string build in well under a second, and that the response
 * cache still keeps (one entry may take a quarter of its 64 MB).
 */
export const RECIPE_CHUNK = 10_000;

/** The largest chunk number: its range holds the largest id a row can have. */
export const LAST_RECIPE_CHUNK = Math.floor(MAX_ROW_ID / RECIPE_CHUNK);

export const PAGES_FILE = '/sitemaps/pages.xml';
export const recipeChunkPath = (chunk: number) => `/sitemaps/recipes-${chunk}.xml`;

/** The ids a recipe file holds: `from <= id < to`. */
export const recipeChunkRange = (chunk: number) => ({
  from: chunk * RECIPE_CHUNK,
  to: (chunk + 1) * RECIPE_CHUNK,
});

/**
 * The `<n>` of `recipes-<n>.xml` as the index writes it (digits, no leading zero, one URL per
 * file) and within the ids a row can have; anything else is no file.
 */
export function parseRecipeChunk(text: string): number | undefined {
  if (!/^(0|[1-9][0-9]{0,8})$/.test(text)) return undefined;
  const chunk = Number(text);
  return chunk <= LAST_RECIPE_CHUNK ? chunk : undefined;
}

export interface SitemapEntry {
  /** Path without the language parameter, e.g. /recipe/harira. */
  path: string;
  lastmod?: Date | undefined;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

const lastmodElement = (lastmod: Date | undefined) =>
  lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';

/**
 * Writes one page's element: its bare URL, its last change, and its URL in each language and as
 * x-default. Escaping is per character, so the address is escaped once per file and each path
 * once per page (`?lang=xx` holds nothing to escape): five URLs cost one escape, not five.
 */
export function urlElementWriter(publicUrl: string) {
  const site = escapeHtml(publicUrl);
  return (entry: SitemapEntry): string => {
    const path = escapeHtml(entry.path);
    let alternates = '';
    for (const language of LANGUAGES) {
      alternates += `<xhtml:link rel="alternate" hreflang="${language}" href="${languageUrl(site, path, language)}"/>`;
    }
    const bare = languageUrl(site, path);
    alternates += `<xhtml:link rel="alternate" hreflang="x-default" href="${bare}"/>`;
    return `<url><loc>${bare}</loc>${lastmodElement(entry.lastmod)}${alternates}</url>`;
  };
}

/** A `<urlset>` file made as one string straight from the rows, with no list of entries between. */
export function urlset<Row>(
  publicUrl: string,
  rows: readonly Row[],
  entryOf: (row: Row) => SitemapEntry,
): string {
  const element = urlElementWriter(publicUrl);
  let xml = URLSET_OPEN;
  for (const row of rows) xml += `${element(entryOf(row))}\n`;
  return xml + URLSET_CLOSE;
}

/** The `<sitemapindex>`: each file's URL and last change. */
export function sitemapIndex(publicUrl: string, files: readonly SitemapEntry[]): string {
  let xml = `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (const file of files) {
    const loc = escapeHtml(`${publicUrl}${file.path}`);
    xml += `<sitemap><loc>${loc}</loc>${lastmodElement(file.lastmod)}</sitemap>\n`;
  }
  return `${xml}</sitemapindex>\n`;
}

/**
 * The most bytes a file of RECIPE_CHUNK URLs can take with this site address. Every slug is at
 * most SLUG_MAX characters of [a-z0-9-] (the database checks it), nothing in a URL needs escaping
 * but the address, and `/recipe/` is the longest prefix, so no element is longer than this one.
 */
export function largestFileBytes(publicUrl: string): number {
  const longest = urlElementWriter(publicUrl)({
    path: `/recipe/${'a'.repeat(SLUG_MAX)}`,
    lastmod: new Date(0),
  });
  return (
    Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE) + RECIPE_CHUNK * (Buffer.byteLength(longest) + 1)
  );
}

/**
 * Refuses, at start, a site address so long that a full file could pass the protocol's limits
 * (an address of some 880 characters would); every file is then within them by construction.
 */
export function assertFilesFitProtocol(publicUrl: string) {
  const bytes = largestFileBytes(publicUrl);
  if (RECIPE_CHUNK > SITEMAP_MAX_URLS || bytes > SITEMAP_MAX_BYTES) {
    throw new Error(
      `PUBLIC_URL is too long for the sitemap: a file of ${RECIPE_CHUNK} URLs could take ${bytes} bytes (at most ${SITEMAP_MAX_BYTES})`,
    );
  }
}
