import { describe, expect, it } from 'vitest';
import { NUTRIENTS, type Nutrients } from './facts.ts';
import { recipeNutrition, referenceIntakeShare, type NutritionLine } from './recipe-nutrition.ts';
import { testFactsOf } from './test-facts.ts';

const line = (
  slug: string,
  quantity: number | null,
  unit: NutritionLine['unit'],
  optional = false,
): NutritionLine => ({ slug, quantity, unit, optional });

function expectNutrients(actual: Nutrients, expected: Nutrients) {
  for (const nutrient of NUTRIENTS)
    expect(actual[nutrient], nutrient).toBeCloseTo(expected[nutrient], 6);
}

/** Each figure below is worked by hand from test-facts.ts; the comments show the working. */
describe('nutrition per serving', () => {
  it('eggs with tomatoes, 2 servings, salt to taste left out', () => {
    // eggs 4 × 60 g × 0.9 = 216 g; tomatoes 3 × 100 g = 300 g; oil 2 tbsp = 30 ml × 0.9 = 27 g
    const result = recipeNutrition(
      [
        line('eggs', 4, 'piece'),
        line('tomatoes', 3, 'piece'),
        line('olive-oil', 2, 'tbsp'),
        line('salt', null, null),
      ],
      2,
      testFactsOf,
    );
    expect(result.grams).toBeCloseTo(543, 6);
    expect(result.leftOut).toEqual([{ slug: 'salt', reason: 'no-amount' }]);
    expectNutrients(result.perServing, {
      energy_kcal: (302.4 + 60 + 243) / 2,
      energy_kj: (586 * 2.16 + 84 * 3 + 3766 * 0.27) / 2,
      protein_g: (25.92 + 3) / 2,
      fat_g: (21.6 + 27) / 2,
      saturated_fat_g: (6.48 + 4.05) / 2,
      carbohydrate_g: (2.16 + 9) / 2,
      sugars_g: (2.16 + 9) / 2,
      fibre_g: 3 / 2,
      salt_g: 0.648 / 2,
    });
  });

  it('a lamb tagine, 4 servings, an optional line not counted and an unknown one named', () => {
    // lamb 1 kg × 0.8 = 800 g; honey 3 tbsp = 45 ml × 1.4 = 63 g; almonds a handful = 40 g;
    // butter 50 g; the optional flour is the cook's choice; the mystery has no measures yet
    const result = recipeNutrition(
      [
        line('lamb', 1, 'kg'),
        line('honey', 3, 'tbsp'),
        line('almonds', 1, 'handful'),
        line('butter', 50, 'g'),
        line('flour', 1, 'tbsp', true),
        line('mystery', 1, 'piece'),
      ],
      4,
      testFactsOf,
    );
    expect(result.grams).toBeCloseTo(953, 6);
    expect(result.leftOut).toEqual([{ slug: 'mystery', reason: 'no-measures' }]);
    expectNutrients(result.perServing, {
      energy_kcal: (2000 + 201.6 + 240 + 370) / 4,
      energy_kj: (1046 * 8 + 1339 * 0.63 + 2510 * 0.4 + 3096 * 0.5) / 4,
      protein_g: (144 + 8 + 0.5) / 4,
      fat_g: (160 + 20 + 41) / 4,
      saturated_fat_g: (72 + 1.6 + 26) / 4,
      carbohydrate_g: (50.4 + 4 + 0.5) / 4,
      sugars_g: (50.4 + 1.6 + 0.5) / 4,
      fibre_g: 4.8 / 4,
      salt_g: 1.6 / 4,
    });
  });

  it('a flatbread dough, 5 servings, every line counted', () => {
    // flour 500 g; salt 1 tsp = 5 ml × 1.2 = 6 g; oil 100 ml × 0.9 = 90 g
    const result = recipeNutrition(
      [line('flour', 500, 'g'), line('salt', 1, 'tsp'), line('olive-oil', 100, 'ml')],
      5,
      testFactsOf,
    );
    expect(result.grams).toBeCloseTo(596, 6);
    expect(result.leftOut).toEqual([]);
    expectNutrients(result.perServing, {
      energy_kcal: 2560 / 5,
      energy_kj: (1464 * 5 + 3766 * 0.9) / 5,
      protein_g: 10,
      fat_g: 19,
      saturated_fat_g: 2.7,
      carbohydrate_g: 75,
      sugars_g: 1,
      fibre_g: 3,
      salt_g: 1.2,
    });
  });

  it('names a line whose ingredient has measures but no composition', () => {
    const result = recipeNutrition([line('nowhere', 100, 'g')], 1, () => ({
      composition: null,
      measures: null,
      allergens: [],
      kinds: [],
    }));
    expect(result.leftOut).toEqual([{ slug: 'nowhere', reason: 'no-composition' }]);
    expect(result.grams).toBe(0);
  });

  it('gives the share of the EU reference intake, none for fibre', () => {
    expect(referenceIntakeShare('energy_kcal', 500)).toBeCloseTo(0.25, 6);
    expect(referenceIntakeShare('salt_g', 1.5)).toBeCloseTo(0.25, 6);
    expect(referenceIntakeShare('fibre_g', 10)).toBeNull();
  });
});
