import type { IngredientNutrition, Nutrients } from './facts.ts';

/** Per 100 g, in the order of NUTRIENTS; kJ is kcal × 4.184 rounded, as tables give it. */
export function per100g(
  kcal: number,
  protein: number,
  fat: number,
  saturated: number,
  carbohydrate: number,
  sugars: number,
  fibre: number,
  salt: number,
): Nutrients {
  return {
    energy_kcal: kcal,
    energy_kj: Math.round(kcal * 4.184),
    protein_g: protein,
    fat_g: fat,
    saturated_fat_g: saturated,
    carbohydrate_g: carbohydrate,
    sugars_g: sugars,
    fibre_g: fibre,
    salt_g: salt,
  };
}

/** A small kitchen of ingredients with made-up but round facts, for hand-computed sums. */
export const TEST_FACTS: Record<string, IngredientNutrition> = {
  eggs: {
    composition: { source: 'hand', foodCode: null, per100g: per100g(140, 12, 10, 3, 1, 1, 0, 0.3) },
    measures: { grams: { piece: 60 }, densityGPerMl: null, edibleShare: 0.9 },
    allergens: ['eggs'],
    kinds: ['animal', 'egg'],
  },
  tomatoes: {
    composition: { source: 'hand', foodCode: null, per100g: per100g(20, 1, 0, 0, 3, 3, 1, 0) },
    measures: { grams: { piece: 100 }, densityGPerMl: null, edibleShare: 1 },
    allergens: [],
    kinds: [],
  },
  'olive-oil': {
    composition: { source: 'hand', foodCode: null, per100g: per100g(900, 0, 100, 15, 0, 0, 0, 0) },
    measures: { grams: {}, densityGPerMl: 0.9, edibleShare: 1 },
    allergens: [],
    kinds: [],
  },
  salt: {
    composition: { source: 'hand', foodCode: null, per100g: per100g(0, 0, 0, 0, 0, 0, 0, 100) },
    measures: { grams: { pinch: 0.5 }, densityGPerMl: 1.2, edibleShare: 1 },
    allergens: [],
    kinds: [],
  },
  flour: {
    composition: { source: 'hand', foodCode: null, per100g: per100g(350, 10, 1, 0, 75, 1, 3, 0) },
    measures: { grams: {}, densityGPerMl: 0.5, edibleShare: 1 },
    allergens: ['gluten'],
    kinds: [],
  },
  lamb: {
    composition: { source: 'hand', foodCode: null, per100g: per100g(250, 18, 20, 9, 0, 0, 0, 0.2) },
    measures: { grams: {}, densityGPerMl: null, edibleShare: 0.8 },
    allergens: [],
    kinds: ['animal', 'meat'],
  },
  almonds: {
    composition: { source: 'hand', foodCode: null, per100g: per100g(600, 20, 50, 4, 10, 4, 12, 0) },
    measures: { grams: { handful: 40 }, densityGPerMl: 0.6, edibleShare: 1 },
    allergens: ['tree-nuts'],
    kinds: [],
  },
  butter: {
    composition: { source: 'hand', foodCode: null, per100g: per100g(740, 1, 82, 52, 1, 1, 0, 0) },
    measures: { grams: {}, densityGPerMl: 0.9, edibleShare: 1 },
    allergens: ['milk'],
    kinds: ['animal', 'dairy'],
  },
  honey: {
    composition: { source: 'hand', foodCode: null, per100g: per100g(320, 0, 0, 0, 80, 80, 0, 0) },
    measures: { grams: {}, densityGPerMl: 1.4, edibleShare: 1 },
    allergens: [],
    kinds: ['animal'],
  },
  // an ingredient the catalogue knows nothing of yet
  mystery: { composition: null, measures: null, allergens: null, kinds: null },
};

export const testFactsOf = (slug: string) => TEST_FACTS[slug];
