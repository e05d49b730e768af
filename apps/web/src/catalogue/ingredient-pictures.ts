/**
 * Ingredient slug → icon of the Fluent Emoji Flat set (`@iconify-json/fluent-emoji-flat`, MIT,
 * see THIRD_PARTY_NOTICES). Only where the set draws THAT ingredient: a tomato for tomatoes, not a
 * chilli for paprika or a generic sprig for mint; one icon per ingredient. The rest (and what
 * admins add later) get the drawn fallback of ingredient-picture.tsx.
 *
 * The build (ingredient-pictures-build.ts) writes each one as its own small SVG at
 * `ingredientPictureUrl(slug)`; the page only needs to know which slugs have one, so this map is
 * all the app ships of the set.
 */
export const INGREDIENT_PICTURES: Readonly<Record<string, string>> = {
  // vegetables
  onions: 'onion',
  garlic: 'garlic',
  tomatoes: 'tomato',
  potatoes: 'potato',
  carrots: 'carrot',
  cucumbers: 'cucumber',
  eggplant: 'eggplant',
  'green-peppers': 'bell-pepper',
  peas: 'pea-pod',
  'sweet-potatoes': 'roasted-sweet-potato',
  mushrooms: 'brown-mushroom',
  lettuce: 'leafy-green',
  // fruits
  lemons: 'lemon',
  oranges: 'tangerine',
  grapes: 'grapes',
  apples: 'red-apple',
  pears: 'pear',
  bananas: 'banana',
  strawberries: 'strawberry',
  avocado: 'avocado',
  watermelon: 'watermelon',
  melon: 'melon',
  // proteins
  chicken: 'poultry-leg',
  turkey: 'turkey',
  beef: 'cut-of-meat',
  lamb: 'ewe',
  fish: 'fish',
  shrimp: 'shrimp',
  squid: 'squid',
  eggs: 'egg',
  // grains: Moroccan khobz is a round flat loaf
  rice: 'cooked-rice',
  bread: 'flatbread',
  // dairy
  butter: 'butter',
  milk: 'glass-of-milk',
  'grated-cheese': 'cheese-wedge',
  // nuts, pantry, spices
  peanuts: 'peanuts',
  olives: 'olive',
  honey: 'honey-pot',
  'green-tea': 'teacup-without-handle',
  salt: 'salt',
  ginger: 'ginger-root',
  'cayenne-pepper': 'hot-pepper',
};

/** Where the build serves the emitted pictures (revalidated, not hashed: the URL is the slug's). */
export const INGREDIENT_PICTURES_PATH = '/ingredient-pictures';

/** The URL of the ingredient's drawn picture, or undefined when the set has none for it. */
export function ingredientPictureUrl(slug: string): string | undefined {
  return Object.hasOwn(INGREDIENT_PICTURES, slug)
    ? `${INGREDIENT_PICTURES_PATH}/${slug}.svg`
    : undefined;
}
