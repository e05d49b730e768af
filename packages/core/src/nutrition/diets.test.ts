import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIETS, ingredientFitsDiet, recipeLabels } from './diets.ts';
import { recipeNutrition, type NutritionLine } from './recipe-nutrition.ts';
import { TEST_FACTS, testFactsOf } from './test-facts.ts';

const line = (
  slug: string,
  quantity: number | null,
  unit: NutritionLine['unit'],
  optional = false,
) => ({ slug, quantity, unit, optional }) as NutritionLine;

const labelsOf = (lines: NutritionLine[], servings = 2) =>
  recipeLabels(lines, testFactsOf, recipeNutrition(lines, servings, testFactsOf));

describe('allergens and diet labels', () => {
  it('eggs with tomatoes: eggs; vegetarian, not vegan; low in salt before salt to taste', () => {
    const labels = labelsOf([
      line('eggs', 4, 'piece'),
      line('tomatoes', 3, 'piece'),
      line('olive-oil', 2, 'tbsp'),
      line('salt', null, null),
    ]);
    expect(labels).toEqual({
      allergens: ['eggs'],
      optionalAllergens: [],
      diets: ['vegetarian', 'gluten-free', 'dairy-free', 'nut-free', 'low-salt'],
      complete: true,
    });
  });

  it('a flatbread: gluten; vegan; salted dough is not low in salt', () => {
    const labels = labelsOf([
      line('flour', 500, 'g'),
      line('salt', 1, 'tsp'),
      line('olive-oil', 100, 'ml'),
    ]);
    expect(labels.allergens).toEqual(['gluten']);
    expect(labels.diets).toEqual(['vegetarian', 'vegan', 'dairy-free', 'nut-free']);
  });

  it('an optional line brings its allergens apart and takes no diet away', () => {
    const labels = labelsOf([line('tomatoes', 3, 'piece'), line('almonds', 1, 'handful', true)]);
    expect(labels.allergens).toEqual([]);
    expect(labels.optionalAllergens).toEqual(['tree-nuts']);
    expect(labels.diets).toContain('nut-free');
    expect(labels.diets).toContain('vegan');
  });

  it('claims no diet when an ingredient is not described yet, and still names the known allergens', () => {
    const labels = labelsOf([line('butter', 50, 'g'), line('mystery', 1, 'piece')]);
    expect(labels).toMatchObject({ allergens: ['milk'], diets: [], complete: false });
  });

  it('honey is not vegan; butter is not dairy-free; lamb is not vegetarian', () => {
    expect(ingredientFitsDiet(TEST_FACTS.honey, 'vegan')).toBe(false);
    expect(ingredientFitsDiet(TEST_FACTS.honey, 'vegetarian')).toBe(true);
    expect(ingredientFitsDiet(TEST_FACTS.butter, 'dairy-free')).toBe(false);
    expect(ingredientFitsDiet(TEST_FACTS.lamb, 'vegetarian')).toBe(false);
    expect(ingredientFitsDiet(TEST_FACTS.mystery, 'vegan')).toBeUndefined();
  });

  const known = Object.keys(TEST_FACTS).filter((slug) => slug !== 'mystery');
  const recipes = fc.array(
    fc.record({
      slug: fc.constantFrom(...known),
      quantity: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
      unit: fc.constantFrom('g' as const, 'tbsp' as const, null),
      optional: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  );

  it('a recipe carries a diet only if every required line does (property)', () => {
    fc.assert(
      fc.property(recipes, (lines) => {
        const labels = labelsOf(lines);
        const required = lines.filter((one) => !one.optional);
        for (const diet of DIETS) {
          if (diet === 'low-salt') continue;
          const everyLineFits = required.every((one) =>
            ingredientFitsDiet(testFactsOf(one.slug), diet),
          );
          expect(labels.diets.includes(diet), diet).toBe(everyLineFits);
        }
        const vegan = labels.diets.includes('vegan');
        if (vegan) for (const one of required) expect(testFactsOf(one.slug)?.kinds).toEqual([]);
      }),
    );
  });

  it('a recipe holds the allergens of its required lines, no more (property)', () => {
    fc.assert(
      fc.property(recipes, (lines) => {
        const labels = labelsOf(lines);
        const expected = new Set(
          lines
            .filter((one) => !one.optional)
            .flatMap((one) => testFactsOf(one.slug)?.allergens ?? []),
        );
        expect(new Set(labels.allergens)).toEqual(expected);
        for (const allergen of labels.optionalAllergens) expect(expected.has(allergen)).toBe(false);
      }),
    );
  });
});
