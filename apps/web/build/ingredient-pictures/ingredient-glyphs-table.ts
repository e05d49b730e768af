/**
 * How each catalogue ingredient is pictured: the build (ingredient-pictures-build.ts) writes one
 * SVG per slug from this table. Three layers, best first:
 * 1. an icon of the Fluent Emoji Flat set (`@iconify-json/fluent-emoji-flat`, MIT, see
 *    THIRD_PARTY_NOTICES) where the set draws that very ingredient — a tomato for tomatoes, never a
 *    chilli for paprika or a generic sprig for mint; each icon for one ingredient only;
 * 2. one of its icons in other colours where the ingredient is the same thing in another colour
 *    (a red onion is the onion in purple);
 * 3. a drawing of our own (ingredient-glyphs*.ts) for the rest.
 * Build time only: the page never imports it (it asks for `/ingredient-pictures/<slug>.svg`).
 */
import { HERB_GLYPHS } from './ingredient-glyphs-herbs.ts';
import { PANTRY_GLYPHS } from './ingredient-glyphs-pantry.ts';
import { PRODUCE_GLYPHS } from './ingredient-glyphs-produce.ts';
import { SPICE_GLYPHS } from './ingredient-glyphs-spices.ts';

export type IngredientDrawing =
  | { icon: string; recolor?: undefined }
  | { icon: string; recolor: Readonly<Record<string, string>> }
  | { glyph: string };

/** Slug → the set's icon that draws it. */
export const FLUENT_ICONS: Readonly<Record<string, string>> = {
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
  // the set's tin has a tomato on its label
  'tomato-paste': 'canned-food',
};

/** Slug → an icon of the set in the ingredient's own colours (from → to). */
export const RECOLORED_ICONS: Readonly<
  Record<string, { icon: string; recolor: Readonly<Record<string, string>> }>
> = {
  'red-onions': {
    icon: 'onion',
    recolor: { '#f3ad61': '#a2366b', '#e19747': '#7b2454', '#d3883e': '#d9a0bd' },
  },
  'red-peppers': {
    icon: 'bell-pepper',
    recolor: { '#44911b': '#f8312f', '#008463': '#ca0b4a', '#c3ef3c': '#44911b' },
  },
  'green-chilies': {
    icon: 'hot-pepper',
    recolor: { '#f8312f': '#5cb82e', '#00d26a': '#2f7a14' },
  },
  'black-olives': {
    icon: 'olive',
    recolor: { '#44911b': '#2e2330', '#86d72f': '#5b4a5e', '#f8312f': '#2e2330' },
  },
  // white fish: the set's fish in silver rather than blue
  fish: {
    icon: 'fish',
    recolor: { '#00a6ed': '#c3d1dc', '#0074ba': '#7d95a8' },
  },
  veal: {
    icon: 'cut-of-meat',
    recolor: { '#f8312f': '#f27a7d', '#fbb8ab': '#fde0d6' },
  },
  'white-beans': {
    icon: 'beans',
    recolor: { '#9d5044': '#e6d9bb', '#e39d89': '#fffaf0' },
  },
  apricots: {
    icon: 'peach',
    recolor: { '#ff822d': '#ffa31a', '#ff6723': '#f28500' },
  },
};

/** Every slug once, whichever layer draws it. */
function table(
  layers: readonly Readonly<Record<string, IngredientDrawing>>[],
): Readonly<Record<string, IngredientDrawing>> {
  const drawings: Record<string, IngredientDrawing> = {};
  for (const layer of layers) {
    for (const [slug, drawing] of Object.entries(layer)) {
      if (Object.hasOwn(drawings, slug)) throw new Error(`"${slug}" is pictured twice`);
      drawings[slug] = drawing;
    }
  }
  return drawings;
}

const glyphs = (drawings: Readonly<Record<string, () => string>>) =>
  Object.fromEntries(Object.entries(drawings).map(([slug, draw]) => [slug, { glyph: draw() }]));

export const INGREDIENT_DRAWINGS = table([
  Object.fromEntries(Object.entries(FLUENT_ICONS).map(([slug, icon]) => [slug, { icon }])),
  RECOLORED_ICONS,
  glyphs(SPICE_GLYPHS),
  glyphs(PANTRY_GLYPHS),
  glyphs(HERB_GLYPHS),
  glyphs(PRODUCE_GLYPHS),
]);
