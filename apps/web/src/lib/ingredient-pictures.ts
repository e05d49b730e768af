/** Where the build serves the ingredient pictures (revalidated, not hashed: the URL is the slug's). */
export const INGREDIENT_PICTURES_PATH = '/ingredient-pictures';

/**
 * The URL of the ingredient's drawn picture. The build (build/ingredient-pictures/) writes one for
 * every catalogue ingredient from its build-time table (ingredient-glyphs-table.ts), so the page
 * ships no map of which slugs have one: a slug without a file (an ingredient an admin added later)
 * fails to load, and IngredientPicture draws its initial tile instead.
 */
export function ingredientPictureUrl(slug: string): string {
  return `${INGREDIENT_PICTURES_PATH}/${encodeURIComponent(slug)}.svg`;
}
