import type { Unit } from '../catalogue.ts';

/** The 14 allergens the EU requires a label to name (Regulation 1169/2011, Annex II). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** What an ingredient is made of, as far as diets care: meat includes poultry, fish includes seafood. */
export const FOOD_KINDS = ['animal', 'meat', 'fish', 'dairy', 'egg'] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];

/** The values of a food-composition table the site uses, per 100 g of the edible part. */
export const NUTRIENTS = [
  'energy_kcal',
  'energy_kj',
  'protein_g',
  'fat_g',
  'saturated_fat_g',
  'carbohydrate_g',
  'sugars_g',
  'fibre_g',
  'salt_g',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
export type Nutrients = Record<Nutrient, number>;

/**
 * The EU's reference intakes for an average adult (Regulation 1169/2011, Annex XIII, Part B). Fibre
 * has none there, so no share is shown for it; kJ and kcal are the same reference.
 */
export const REFERENCE_INTAKES: Partial<Nutrients> = {
  energy_kcal: 2000,
  energy_kj: 8400,
  fat_g: 70,
  saturated_fat_g: 20,
  carbohydrate_g: 260,
  sugars_g: 90,
  protein_g: 50,
  salt_g: 6,
};

export const COMPOSITION_SOURCES = ['ciqual-2020', 'usda-fdc', 'hand'] as const;
export type CompositionSource = (typeof COMPOSITION_SOURCES)[number];

/** An ingredient's composition and where it comes from (`hand`: no table holds it). */
export interface Composition {
  source: CompositionSource;
  foodCode: string | null;
  per100g: Nutrients;
}

/** The units an ingredient is counted in rather than weighed or measured. */
export const COUNTED_UNITS = ['piece', 'clove', 'bunch', 'handful', 'slice', 'pinch'] as const;
export type CountedUnit = (typeof COUNTED_UNITS)[number] & Unit;

/**
 * How an ingredient's amounts become grams: the weight of one of each counted unit, its density for
 * spoons and liquid measures, and the share of a bought weight that is eaten (bone, peel, shell).
 */
export interface IngredientMeasures {
  grams: Partial<Record<CountedUnit, number>>;
  densityGPerMl: number | null;
  edibleShare: number;
}

/**
 * What core knows of an ingredient to compute a recipe's nutrition and labels. Null where the
 * catalogue holds nothing yet: a label is then withheld, never guessed.
 */
export interface IngredientNutrition {
  composition: Composition | null;
  measures: IngredientMeasures | null;
  allergens: readonly Allergen[] | null;
  kinds: readonly FoodKind[] | null;
}
