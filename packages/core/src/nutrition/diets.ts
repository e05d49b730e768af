import { ALLERGENS, type Allergen, type FoodKind, type IngredientNutrition } from './facts.ts';
import type { NutritionFacts, NutritionLine, RecipeNutrition } from './recipe-nutrition.ts';

export const DIETS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'nut-free',
  'low-salt',
] as const;
export type Diet = (typeof DIETS)[number];

/** The EU's "low salt" claim: at most 0.3 g of salt per 100 g (Regulation 1924/2006, Annex). */
export const LOW_SALT_G_PER_100G = 0.3;

/** The diets an ingredient can break: by what it is, or by an allergen it holds. */
const BROKEN_BY: Record<Exclude<Diet, 'low-salt'>, { kinds: FoodKind[]; allergens: Allergen[] }> = {
  vegetarian: { kinds: ['meat', 'fish'], allergens: ['fish', 'crustaceans', 'molluscs'] },
  vegan: { kinds: ['animal', 'meat', 'fish', 'dairy', 'egg'], allergens: ['milk', 'eggs'] },
  'gluten-free': { kinds: [], allergens: ['gluten'] },
  'dairy-free': { kinds: ['dairy'], allergens: ['milk'] },
  'nut-free': { kinds: [], allergens: ['tree-nuts', 'peanuts'] },
};

/**
 * Whether an ingredient fits a diet; undefined when the catalogue does not say what it is, so no
 * recipe holding it is labelled. Low salt is a recipe's sum, not an ingredient's.
 */
export function ingredientFitsDiet(
  facts: IngredientNutrition | undefined,
  diet: Exclude<Diet, 'low-salt'>,
): boolean | undefined {
  const kinds = facts?.kinds;
  const allergens = facts?.allergens;
  if (!kinds || !allergens) return undefined;
  const rule = BROKEN_BY[diet];
  return (
    !rule.kinds.some((kind) => kinds.includes(kind)) &&
    !rule.allergens.some((allergen) => allergens.includes(allergen))
  );
}

export interface RecipeLabels {
  /** The allergens of the required lines, in the EU list's order. */
  allergens: Allergen[];
  /** Allergens only an optional line brings (leave it out and they are gone). */
  optionalAllergens: Allergen[];
  diets: Diet[];
  /** False when a required line's ingredient has no allergens or kinds yet: then no diet is claimed. */
  complete: boolean;
}

/** A recipe's allergens and diet labels, derived from its lines, never typed by hand. */
export function recipeLabels(
  lines: readonly NutritionLine[],
  factsOf: NutritionFacts,
  nutrition?: RecipeNutrition,
): RecipeLabels {
  const required = lines.filter((line) => !line.optional);
  const allergensOf = (chosen: readonly NutritionLine[]) =>
    new Set(chosen.flatMap((line) => factsOf(line.slug)?.allergens ?? []));
  const held = allergensOf(required);
  const optional = allergensOf(lines.filter((line) => line.optional));
  const complete = required.every((line) => {
    const facts = factsOf(line.slug);
    return Boolean(facts?.allergens && facts.kinds);
  });
  const diets: Diet[] = [];
  if (complete) {
    for (const diet of Object.keys(BROKEN_BY) as Exclude<Diet, 'low-salt'>[])
      if (required.every((line) => ingredientFitsDiet(factsOf(line.slug), diet))) diets.push(diet);
    if (nutrition && isLowSalt(nutrition)) diets.push('low-salt');
  }
  return {
    allergens: ALLERGENS.filter((allergen) => held.has(allergen)),
    optionalAllergens: ALLERGENS.filter(
      (allergen) => optional.has(allergen) && !held.has(allergen),
    ),
    diets: DIETS.filter((diet) => diets.includes(diet)),
    complete,
  };
}

/**
 * Low salt over the counted weight. Salt added "to taste" (a line without an amount) is the cook's
 * and is not counted; any other line left out leaves the sum unknown, so the label is withheld.
 */
export function isLowSalt(nutrition: RecipeNutrition): boolean {
  if (nutrition.grams <= 0) return false;
  if (nutrition.leftOut.some((line) => line.reason !== 'no-amount')) return false;
  return (nutrition.total.salt_g / nutrition.grams) * 100 <= LOW_SALT_G_PER_100G;
}
