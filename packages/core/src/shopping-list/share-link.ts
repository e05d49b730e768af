import { publicPaths } from '../routes.ts';
import { isServings, isSlug, MAX_LIST_RECIPES, type ShoppingList } from './stored-list.ts';

/**
 * A list shared as a link: `/list?recipes=<slug>:<servings>,<slug>:<servings>` in the list's
 * order. Slugs need no escaping (a-z, 0-9, hyphens) and ":" and "," are allowed in a query.
 */
export const LIST_PATH = publicPaths.list;
export const SHARE_PARAM = 'recipes';
export const MAX_SHARED_RECIPES = MAX_LIST_RECIPES;

export interface SharedRecipe {
  slug: string;
  servings: number;
}

export const shareQuery = (list: ShoppingList): string =>
  `${SHARE_PARAM}=${list.recipes.map((entry) => `${entry.recipe.slug}:${entry.servings}`).join(',')}`;

export const sharePath = (list: ShoppingList): string => `${LIST_PATH}?${shareQuery(list)}`;

function sharedRecipeOf(item: string): SharedRecipe | undefined {
  const [slug = '', servingsText = '', ...rest] = item.trim().split(':');
  if (rest.length > 0 || !isSlug(slug) || !/^\d{1,3}$/.test(servingsText)) return undefined;
  const servings = Number(servingsText);
  return isServings(servings) ? { slug, servings } : undefined;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/** The `recipes` value of a query, a "?query" or a whole link (percent-decoded); '' when absent. */
function recipesParam(text: string): string {
  const beforeHash = text.split('#')[0] ?? '';
  const query = beforeHash.slice(beforeHash.indexOf('?') + 1);
  const pair = query.split('&').find((item) => item.startsWith(`${SHARE_PARAM}=`));
  return pair ? decoded(pair.slice(SHARE_PARAM.length + 1)) : '';
}

/**
 * The recipes of a share link, never throwing: entries that are not `slug:servings` with a valid
 * slug and whole servings from 1 to 100 are skipped; a repeated recipe keeps its first place and
 * its last servings (as adding a recipe again updates it); at most MAX_SHARED_RECIPES recipes.
 */
export function parseShareQuery(text: string): SharedRecipe[] {
  const found = new Map<string, number>();
  for (const item of recipesParam(text).split(',')) {
    const shared = sharedRecipeOf(item);
    if (shared && (found.has(shared.slug) || found.size < MAX_SHARED_RECIPES))
      found.set(shared.slug, shared.servings);
  }
  return [...found].map(([slug, servings]) => ({ slug, servings }));
}
