import { createHash } from 'node:crypto';
import { RECIPE_ILLUSTRATION_VERSION, type RecipeLine } from '@chhiwat/core';

/** Where the recipe illustrations are served: `/recipe-pictures/<slug>.svg?v=<token>`. */
export const RECIPE_PICTURES_PATH = '/recipe-pictures';

/** How many ingredients an illustration shows at most. */
export const ILLUSTRATION_INGREDIENTS = 3;

/**
 * The ingredients a recipe's illustration shows: its key ingredients, then its other required
 * ones, in the recipe's order, at most three. Optional ones never: they may not be in the dish.
 */
export function illustrationIngredients(lines: readonly RecipeLine[]): string[] {
  const chosen = new Set<string>();
  for (const wanted of [(line: RecipeLine) => line.key, (line: RecipeLine) => !line.optional])
    for (const line of lines)
      if (chosen.size < ILLUSTRATION_INGREDIENTS && wanted(line)) chosen.add(line.slug);
  return [...chosen];
}

/**
 * A short hash of everything the picture is drawn from besides the slug (which is in the path):
 * the category, the chosen ingredients, the drawing's version and the ingredient pictures' files
 * (`picturesVersion`). Any change to them gives a new URL, so a URL can be cached for good.
 */
export function illustrationToken(
  category: string,
  ingredients: readonly string[],
  picturesVersion: string,
): string {
  return createHash('sha256')
    .update(
      JSON.stringify([RECIPE_ILLUSTRATION_VERSION, picturesVersion, category, ...ingredients]),
    )
    .digest('base64url')
    .slice(0, 10);
}

/** The recipe's illustration URL, with its token. */
export function illustrationUrl(
  slug: string,
  category: string,
  lines: readonly RecipeLine[],
  picturesVersion: string,
): string {
  const token = illustrationToken(category, illustrationIngredients(lines), picturesVersion);
  return `${RECIPE_PICTURES_PATH}/${encodeURIComponent(slug)}.svg?v=${token}`;
}
