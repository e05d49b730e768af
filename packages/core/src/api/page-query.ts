import { z } from 'zod';
import { LANGUAGES } from '../catalogue.ts';

/**
 * The query parameters each public page reads (issue #38): what the server renders a page from,
 * and what only the browser reads. Anything else in a page's query is dropped before the
 * response cache's key and before rendering, so `?z=1`, `?z=2`, … are one page, rendered once.
 */
const PAGE_PARAMS = {
  /** The page's language (every page). */
  lang: z.enum(LANGUAGES),
  /** /recipes: the category the list opens on. */
  category: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
} as const;

export type PageParam = keyof typeof PAGE_PARAMS;

interface PageQueryDeclaration {
  path: RegExp;
  /** Read by the server's render (part of the page's cache key). */
  server: readonly PageParam[];
  /**
   * Read only by the browser after hydration (the server renders the page the same without
   * them): kept in the URL, out of the key. `/list?recipes=…` is a shared list, drawn from the
   * visitor's own kitchen, which only the browser knows.
   */
  browser?: readonly string[];
}

const PAGE_QUERIES: readonly PageQueryDeclaration[] = [
  { path: /^\/recipes\/?$/, server: ['lang', 'category'] },
  { path: /^\/list\/?$/, server: ['lang'], browser: ['recipes'] },
];
const EVERY_PAGE: PageQueryDeclaration = { path: /^/, server: ['lang'] };

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
  for (const name of pageQueryDeclaration(pathname).server) {
    const parsed = PAGE_PARAMS[name].safeParse(query[name]);
    if (parsed.success) kept[name] = parsed.data;
  }
  return kept;
}
