import {
  NUTRIENTS,
  REFERENCE_INTAKES,
  type IngredientNutrition,
  type Nutrient,
  type Nutrients,
} from './facts.ts';
import { lineGrams, type AmountLine, type LeftOutReason } from './line-grams.ts';

export interface NutritionLine extends AmountLine {
  slug: string;
  optional: boolean;
}

export type NutritionFacts = (slug: string) => IngredientNutrition | undefined;

export interface LeftOutLine {
  slug: string;
  reason: LeftOutReason;
}

export interface RecipeNutrition {
  /** Sums over the lines counted, for the whole recipe as written. */
  total: Nutrients;
  /** The same for one serving of it. */
  perServing: Nutrients;
  /** Edible grams of the counted lines, for the whole recipe. */
  grams: number;
  /** Required lines that could not be counted; any makes the figures approximate. */
  leftOut: LeftOutLine[];
}

export const noNutrients = (): Nutrients =>
  Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, 0])) as Nutrients;

/**
 * A recipe's nutrition per serving from its required lines (an optional line is the cook's choice,
 * so it is not counted). A serving is the same whatever the servings control says: scaling changes
 * how many servings there are, not what one holds.
 */
export function recipeNutrition(
  lines: readonly NutritionLine[],
  servings: number,
  factsOf: NutritionFacts,
): RecipeNutrition {
  const total = noNutrients();
  const leftOut: LeftOutLine[] = [];
  let grams = 0;
  for (const line of lines) {
    if (line.optional) continue;
    const facts = factsOf(line.slug);
    const converted = lineGrams(line, facts?.measures ?? null);
    if ('leftOut' in converted) {
      leftOut.push({ slug: line.slug, reason: converted.leftOut });
      continue;
    }
    const composition = facts?.composition;
    if (!composition) {
      leftOut.push({ slug: line.slug, reason: 'no-composition' });
      continue;
    }
    grams += converted.grams;
    for (const nutrient of NUTRIENTS)
      total[nutrient] += (composition.per100g[nutrient] * converted.grams) / 100;
  }
  const perServing = noNutrients();
  for (const nutrient of NUTRIENTS) perServing[nutrient] = total[nutrient] / Math.max(1, servings);
  return { total, perServing, grams, leftOut };
}

/** The share of the EU reference intake a value is (0.25 = 25 %), or null where there is none. */
export function referenceIntakeShare(nutrient: Nutrient, value: number): number | null {
  const reference = REFERENCE_INTAKES[nutrient];
  return reference ? value / reference : null;
}
