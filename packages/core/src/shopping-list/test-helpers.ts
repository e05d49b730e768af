import fc from 'fast-check';
import { UNITS, type Unit } from '../catalogue.ts';
import { kitchenOf, SWAP_QUALITIES, type Kitchen } from '../kitchen.ts';
import type { AddRecipeOptions } from './list-edits.ts';
import type { RecipeSnapshot } from './stored-list.ts';

/** A small catalogue the list tests draw their recipes from. */
const categories = {
  vegetables: { name: { en: 'Vegetables', fr: 'Légumes', ar: 'خضر' }, order: 1 },
  meat: { name: { en: 'Meat', fr: 'Viandes', ar: 'لحوم' }, order: 2 },
  spices: { name: { en: 'Spices', fr: 'Épices', ar: 'توابل' }, order: 3 },
  pantry: { name: { en: 'Pantry', fr: 'Épicerie', ar: 'بقالة' }, order: 4 },
};
type CategorySlug = keyof typeof categories;

const ingredients: Record<
  string,
  { name: Record<'en' | 'fr' | 'ar', string>; category: CategorySlug }
> = {
  onions: { name: { en: 'Onions', fr: 'Oignons', ar: 'بصل' }, category: 'vegetables' },
  tomatoes: { name: { en: 'Tomatoes', fr: 'Tomates', ar: 'طماطم' }, category: 'vegetables' },
  carrots: { name: { en: 'Carrots', fr: 'Carottes', ar: 'جزر' }, category: 'vegetables' },
  garlic: { name: { en: 'Garlic', fr: 'Ail', ar: 'ثوم' }, category: 'vegetables' },
  chicken: { name: { en: 'Chicken', fr: 'Poulet', ar: 'دجاج' }, category: 'meat' },
  lamb: { name: { en: 'Lamb', fr: 'Agneau', ar: 'لحم الغنم' }, category: 'meat' },
  cumin: { name: { en: 'Cumin', fr: 'Cumin', ar: 'كمون' }, category: 'spices' },
  salt: { name: { en: 'Salt', fr: 'Sel', ar: 'ملح' }, category: 'spices' },
  saffron: { name: { en: 'Saffron', fr: 'Safran', ar: 'زعفران' }, category: 'spices' },
  'olive-oil': {
    name: { en: 'Olive oil', fr: "Huile d'olive", ar: 'زيت الزيتون' },
    category: 'pantry',
  },
  flour: { name: { en: 'Flour', fr: 'Farine', ar: 'دقيق' }, category: 'pantry' },
  butter: { name: { en: 'Butter', fr: 'Beurre', ar: 'زبدة' }, category: 'pantry' },
};
export const VOCABULARY = Object.keys(ingredients);

export interface TestLine {
  ingredient: string;
  quantity: number | null;
  unit: Unit | null;
  optional?: boolean;
}

function ingredientOf(slug: string) {
  const found = ingredients[slug];
  if (!found) throw new Error(`No test ingredient ${slug}`);
  return found;
}

/** A snapshot of a recipe of the test catalogue. */
export function snapshot(
  slug: string,
  servings: number,
  lines: readonly TestLine[],
): RecipeSnapshot {
  const used = lines.map((line) => line.ingredient);
  const described = Object.fromEntries(used.map((slug) => [slug, ingredientOf(slug)]));
  const categorySlugs = new Set(Object.values(described).map((item) => item.category));
  return {
    slug,
    title: { en: `Recipe ${slug}`, fr: `Recette ${slug}`, ar: `وصفة ${slug}` },
    servings,
    lines: lines.map((line) => ({ optional: false, ...line })),
    ingredients: described,
    categories: Object.fromEntries([...categorySlugs].map((slug) => [slug, categories[slug]])),
    staples: [],
    swaps: [],
  };
}

const arbitraryLine = fc.record({
  ingredient: fc.constantFrom(...VOCABULARY),
  quantity: fc.option(fc.double({ min: 0.1, max: 2000, noNaN: true }), { freq: 5 }),
  unit: fc.option(fc.constantFrom(...UNITS), { freq: 8 }),
  optional: fc.boolean(),
});

export const arbitrarySnapshot = (slug: fc.Arbitrary<string>) =>
  fc
    .record({
      slug,
      servings: fc.integer({ min: 1, max: 12 }),
      lines: fc.uniqueArray(arbitraryLine, {
        minLength: 1,
        maxLength: 6,
        selector: (line) => line.ingredient,
      }),
    })
    .map(({ slug: recipe, servings, lines }) => snapshot(recipe, servings, lines));

/** Up to `max` recipes with distinct slugs. */
export const arbitraryRecipes = (max: number) =>
  fc
    .uniqueArray(fc.stringMatching(/^[a-z]{2,4}$/), { maxLength: max })
    .chain((slugs) => fc.tuple(...slugs.map((slug) => arbitrarySnapshot(fc.constant(slug)))));

export const arbitraryOptions: fc.Arbitrary<AddRecipeOptions> = fc.record({
  servings: fc.integer({ min: 1, max: 100 }),
  allIngredients: fc.boolean(),
  buyOriginals: fc.uniqueArray(fc.constantFrom(...VOCABULARY), { maxLength: 3 }),
});

/** A selection, and staples and swap rules over the same vocabulary. */
export const arbitraryContext = fc.record({
  selected: fc.uniqueArray(fc.constantFrom(...VOCABULARY), { maxLength: 5 }),
  kitchen: fc
    .record({
      staples: fc.uniqueArray(fc.constantFrom(...VOCABULARY), { maxLength: 3 }),
      rules: fc.array(
        fc.record({
          missing: fc.constantFrom(...VOCABULARY),
          using: fc.uniqueArray(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 2 }),
          quality: fc.constantFrom(...SWAP_QUALITIES),
        }),
        { maxLength: 5 },
      ),
    })
    .map(({ staples, rules }): Kitchen => kitchenOf(staples, rules)),
});
