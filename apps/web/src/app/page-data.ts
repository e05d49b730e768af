/**
 * What each public page reads in its first render, for the server renderer (entry-server.tsx) to
 * fetch before it renders: a page rendered with its data at hand renders once, instead of once to
 * find out what it lacks and again with it. Only the server imports this, so the pages' queries do
 * not join the entry chunk. A page left out here still renders whole, one round later.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ingredientCategoriesQuery } from '../api/categories.ts';
import { ingredientsQuery } from '../api/ingredients.ts';
import { recipeQuery } from '../api/recipes.ts';
import { postQuery, postsQuery } from '../features/blog/api.ts';

/** The path's last segment as the router's params give it (decoded), if the path is `prefix/x`. */
function slugAfter(prefix: string, path: string): string | undefined {
  const segment = new RegExp(`^${prefix}/([^/]+)$`, 'i').exec(path)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Fetches into `queryClient` what the page at `pathname` reads first (a failed read stays failed). */
export async function prefetchPageData(queryClient: QueryClient, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const recipe = slugAfter('/recipe', path);
  const post = slugAfter('/blog', path);
  const reads: Promise<void>[] = [];
  if (path === '/')
    reads.push(
      queryClient.prefetchQuery(ingredientsQuery()),
      queryClient.prefetchQuery(ingredientCategoriesQuery()),
    );
  else if (path.toLowerCase() === '/blog') reads.push(queryClient.prefetchQuery(postsQuery()));
  else if (recipe !== undefined) reads.push(queryClient.prefetchQuery(recipeQuery(recipe)));
  else if (post !== undefined) reads.push(queryClient.prefetchQuery(postQuery(post)));
  await Promise.all(reads);
}
