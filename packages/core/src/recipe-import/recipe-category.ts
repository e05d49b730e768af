import { matchWords } from './match-ingredient.ts';

/**
 * Our recipe categories (data/seed/recipe-categories.json) and the names recipe pages give them in
 * their `recipeCategory` or keywords, in English, French and Arabic. Names compare as the
 * ingredient matcher's words do: case, accents, Arabic letter forms, the article and plurals
 * ("Soupes", "Tagines") aside. A page's category that is no kind of dish of ours ("Goûter",
 * "Poissons", "Side dish") names none: the administrator picks.
 *
 * "Entrée" is a starter, as French pages mean it (an American "entree" is a main course).
 */
export const RECIPE_CATEGORY_NAMES: Readonly<Record<string, readonly string[]>> = {
  tagine: ['tagine', 'tajine', 'tajin', 'طاجين', 'طجين', 'طواجن'],
  couscous: ['couscous', 'seksu', 'كسكس', 'كسكسو'],
  soup: [
    'soup',
    'soupe',
    'potage',
    'velouté',
    'harira',
    'chorba',
    'حساء',
    'شوربة',
    'حريرة',
    'الحساء والشوربات',
  ],
  salad: ['salad', 'salade', 'سلطة', 'سلطات'],
  'main-course': [
    'main course',
    'main courses',
    'main dish',
    'main dishes',
    'main',
    'plat',
    'plat principal',
    'plats principaux',
    'طبق رئيسي',
    'أطباق رئيسية',
  ],
  appetizer: ['appetizer', 'appetiser', 'starter', 'entrée', "hors d'oeuvre", 'مقبلات'],
  bread: ['bread', 'flatbread', 'pain', 'خبز'],
  pastry: [
    'pastry',
    'pastries',
    'pâtisserie',
    'pâtisseries',
    'cookie',
    'cookies',
    'biscuit',
    'حلويات',
    'الحلويات المغربية',
  ],
  dessert: ['dessert', 'تحلية'],
  beverage: ['beverage', 'drink', 'boisson', 'مشروب', 'مشروبات'],
};

const keyOf = (name: string) => matchWords(name).join(' ');

const CATEGORY_BY_NAME = new Map<string, string>(
  Object.entries(RECIPE_CATEGORY_NAMES).flatMap(([slug, names]) =>
    names.map((name) => [keyOf(name), slug] as const),
  ),
);

/**
 * The first of a page's categories and keywords that is one of our categories, as its slug; null
 * when none is, so that the form asks rather than guessing.
 */
export function recipeCategoryOf(names: readonly string[]): string | null {
  for (const name of names) {
    const slug = CATEGORY_BY_NAME.get(keyOf(name));
    if (slug) return slug;
  }
  return null;
}
