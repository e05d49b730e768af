import type { CompositionRow, MeasuresRow } from '../schemas/ingredient-nutrition.ts';
import { toIngredientNutrition } from '../schemas/ingredient-nutrition.ts';
import { NUTRIENTS, type Nutrient, type Nutrients } from './facts.ts';
import { recipeLabels, type RecipeLabels } from './diets.ts';
import { recipeNutrition, type NutritionLine, type RecipeNutrition } from './recipe-nutrition.ts';

/** A recipe line with its ingredient's stored composition and measures. */
export interface LineWithFacts extends NutritionLine {
  composition: CompositionRow | null;
  measures: MeasuresRow | null;
}

/** A recipe's nutrition and labels, from its lines as the database gives them. */
export function recipeFacts(
  lines: readonly LineWithFacts[],
  servings: number,
): { nutrition: RecipeNutrition; labels: RecipeLabels } {
  const facts = new Map(
    lines.map((line) => [line.slug, toIngredientNutrition(line.composition, line.measures)]),
  );
  const factsOf = (slug: string) => facts.get(slug);
  const nutrition = recipeNutrition(lines, servings, factsOf);
  return { nutrition, labels: recipeLabels(lines, factsOf, nutrition) };
}

/** Energy in whole units, salt to the centigram, the rest to the decigram: as a label shows them. */
const DECIMALS: Record<Nutrient, number> = {
  energy_kcal: 0,
  energy_kj: 0,
  protein_g: 1,
  fat_g: 1,
  saturated_fat_g: 1,
  carbohydrate_g: 1,
  sugars_g: 1,
  fibre_g: 1,
  salt_g: 2,
};

export function roundNutrients(values: Nutrients): Nutrients {
  const rounded = { ...values };
  for (const nutrient of NUTRIENTS) {
    const scale = 10 ** DECIMALS[nutrient];
    rounded[nutrient] = Math.round(values[nutrient] * scale) / scale;
  }
  return rounded;
}
