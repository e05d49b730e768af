import type { Category } from '../api/categories.ts';
import type { RecipeDetail, RecipeIngredient } from '../api/recipes.ts';
import type { SwapRule } from '../kitchen.ts';
import type { RecipeSnapshot } from './stored-list.ts';

type RecipeSource = Pick<
  RecipeDetail,
  'slug' | 'title_ar' | 'title_fr' | 'title_en' | 'servings'
> & {
  ingredients: readonly Pick<
    RecipeIngredient,
    | 'ingredient_slug'
    | 'quantity'
    | 'unit'
    | 'optional'
    | 'name_ar'
    | 'name_fr'
    | 'name_en'
    | 'ingredient_category'
  >[];
};
type CategorySource = Pick<Category, 'slug' | 'name_ar' | 'name_fr' | 'name_en' | 'sort_order'>;
/** The part of the catalogue the recipe's page matches with (RecipeKitchen). */
interface KitchenSource {
  ingredients: readonly { slug: string; is_staple?: boolean | undefined }[];
  substitutions: readonly SwapRule[];
}

const namesOf = (item: { name_ar: string; name_fr: string; name_en: string }) => ({
  ar: item.name_ar,
  fr: item.name_fr,
  en: item.name_en,
});

/**
 * A recipe page's recipe and kitchen (GET /api/recipes/:slug) and the ingredient categories as a
 * list entry's snapshot. A category missing from `categories` is kept under its slug, last in order.
 */
export function recipeSnapshotOf(
  recipe: RecipeSource,
  kitchen: KitchenSource,
  categories: readonly CategorySource[],
): RecipeSnapshot {
  const snapshot: RecipeSnapshot = {
    slug: recipe.slug,
    title: { ar: recipe.title_ar, fr: recipe.title_fr, en: recipe.title_en },
    servings: recipe.servings,
    lines: [],
    ingredients: {},
    categories: {},
    staples: kitchen.ingredients.filter((item) => item.is_staple === true).map((item) => item.slug),
    swaps: kitchen.substitutions.map(({ missing, using, quality }) => ({
      missing,
      using: [...using],
      quality,
    })),
  };
  for (const link of recipe.ingredients) {
    const slug = link.ingredient_category;
    const category = categories.find((item) => item.slug === slug);
    snapshot.lines.push({
      ingredient: link.ingredient_slug,
      quantity: link.quantity,
      unit: link.unit,
      optional: link.optional,
    });
    snapshot.ingredients[link.ingredient_slug] = { name: namesOf(link), category: slug };
    snapshot.categories[slug] = category
      ? { name: namesOf(category), order: category.sort_order }
      : { name: { ar: slug, fr: slug, en: slug }, order: Number.MAX_SAFE_INTEGER };
  }
  return snapshot;
}
