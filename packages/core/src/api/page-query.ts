import { z } from 'zod';
import { LANGUAGES, OCCASIONS, REGIONS, SEASONS } from '../catalogue.ts';
import { parseShareQuery, SHARE_PARAM } from '../shopping-list/share-link.ts';

/** Longer than any list of the most recipes a list holds, with the longest slugs. */
const MAX_SHARE_QUERY_LENGTH = 4000;

/**
 * The query parameters each public page's render reads (issue #38). Anything else in a page's
 * query, and any value the page cannot use, is dropped before the response cache's key and before
 * rendering, so `?z=1`, `?z=2`, … are one page, rendered once.
 */
const PAGE_PARAMS = {
  /** The page's language (every page). */
  lang: z.enum(LANGUAGES),
  /** /recipes: the category the list opens on. */
  category: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** /recipes: the region, occasion and season filters, and recipes without soaking ahead. */
  region: z.enum(REGIONS),
  occasion: z.enum(OCCASIONS),
  season: z.enum(SEASONS),
  noSoaking: z.literal('1'),
  /** /list: a shared list, in its one spelling (the parser's: valid entries, no repeats). */
  recipes: z
    .string()
    .max(MAX_SHARE_QUERY_LENGTH)
    .transform((value) =>
      parseShareQuery(`${SHARE_PARAM}=${encodeURIComponent(value)}`)
        .map(({ slug, servings }) => `${slug}:${servings}`)
        .join(','),
    )
    .refine(Boolean),
} as const;

export type PageParam = keyof typeof PAGE_PARAMS;

interface PageQueryDeclaration {
  path: RegExp;
  /** What the server's render reads: the page's cache key. */
  reads: readonly PageParam[];
}

const PAGE_QUERIES: readonly PageQueryDeclaration[] = [
  {
    path: /^\/recipes\/?$/,
    reads: ['lang', 'category', 'region', 'occasion', 'season', 'noSoaking'],
  },
  { path: /^\/list\/?$/, reads: ['lang', 'recipes'] },
];
const EVERY_PAGE: PageQueryDeclaration = { path: /^/, reads: ['lang'] };

export const pageQueryDeclaration = (pathname: string): PageQueryDeclaration =>
  PAGE_QUERIES.find((page) => page.path.test(pathname)) ?? EVERY_PAGE;

/**
 * The query a page is rendered and cached with: only the parameters its render reads, each with
 * a valid value (an invalid one is dropped too: the page is rendered as without it, which is what
 * the browser does with it). Repeats are refused before this (the server's query rules).
 */
export function pageRenderQuery(
  pathname: string,
  query: Readonly<Record<string, unknown>>,
): Partial<Record<PageParam, string>> {
  const kept: Partial<Record<PageParam, string>> = {};
  for (const name of pageQueryDeclaration(pathname).reads) {
    const parsed = PAGE_PARAMS[name].safeParse(query[name]);
    if (parsed.success) kept[name] = parsed.data;
  }
  return kept;
}
