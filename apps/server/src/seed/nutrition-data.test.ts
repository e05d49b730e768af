import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compositionSchema,
  lineGrams,
  measuresSchema,
  recipeLabels,
  recipeNutrition,
  toIngredientNutrition,
  type NutritionLine,
  type Unit,
} from '@chhiwat/core';
import { readSeedCatalogue } from './catalogue-seed.ts';
import { seedDir } from '../test/database.ts';

/**
 * The demo catalogue's nutrition data (issue #44): every ingredient has a composition, its
 * conversions to grams, its allergens and kinds, valid by the schemas the back-office uses; every
 * line of every recipe converts, except an amount "to taste".
 */
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8'));

type SeedLine = {
  ingredient_slug: string;
  quantity: number | null;
  unit: Unit | null;
  optional: boolean;
};
type SeedRecipe = { slug: string; servings: number; ingredients: SeedLine[] };

const catalogue = readSeedCatalogue(seedDir);
const ingredients = catalogue.ingredients as { slug: string }[];
const recipes = catalogue.recipes as SeedRecipe[];
const compositions = new Map(
  (readJson('nutrition/composition.json') as { slug: string }[]).map((row) => [row.slug, row]),
);
const measures = new Map(
  (readJson('nutrition/measures.json') as { slug: string }[]).map((row) => [row.slug, row]),
);

function factsOf(slug: string) {
  const { slug: _a, ...composition } = (compositions.get(slug) ?? {}) as Record<string, unknown>;
  const { slug: _b, ...measure } = (measures.get(slug) ?? {}) as Record<string, unknown>;
  return toIngredientNutrition(
    compositions.has(slug) ? compositionSchema.parse(composition) : null,
    measures.has(slug) ? measuresSchema.parse(measure) : null,
  );
}

const toLine = (line: SeedLine): NutritionLine => ({
  slug: line.ingredient_slug,
  quantity: line.quantity,
  unit: line.unit,
  optional: line.optional,
});

describe('the nutrition data of the demo catalogue', () => {
  it('describes every ingredient once, valid by the schemas of the back-office', () => {
    const slugs = ingredients.map((ingredient) => ingredient.slug).sort();
    expect([...compositions.keys()].sort()).toEqual(slugs);
    expect([...measures.keys()].sort()).toEqual(slugs);
    for (const slug of slugs) {
      const { slug: _a, ...composition } = compositions.get(slug) as Record<string, unknown>;
      const { slug: _b, ...measure } = measures.get(slug) as Record<string, unknown>;
      expect(compositionSchema.safeParse(composition).error?.issues, slug).toBeUndefined();
      expect(measuresSchema.safeParse(measure).error?.issues, slug).toBeUndefined();
    }
  });

  it('has energy that agrees with each composition (EU factors, within 15 % or 15 kcal)', () => {
    // Their energy is mostly organic acids (citric, acetic: 3 kcal a gram), which the columns omit.
    const acidic = new Set(['lemons', 'vinegar']);
    for (const slug of compositions.keys()) {
      if (acidic.has(slug)) continue;
      const per100g = factsOf(slug).composition?.per100g;
      if (!per100g) throw new Error(`${slug} has no composition`);
      const computed =
        4 * per100g.protein_g +
        9 * per100g.fat_g +
        4 * per100g.carbohydrate_g +
        2 * per100g.fibre_g;
      const gap = Math.abs(computed - per100g.energy_kcal);
      // a gap beyond this is a typo, or a row of another food
      expect(
        gap <= Math.max(15, 0.15 * per100g.energy_kcal),
        `${slug}: ${computed} vs ${per100g.energy_kcal}`,
      ).toBe(true);
      // tables work kJ out with their own factors (37 kJ for a gram of fat, not 9 × 4.184)
      const kj = 4.184 * per100g.energy_kcal;
      expect(Math.abs(per100g.energy_kj - kj), `${slug} kJ`).toBeLessThanOrEqual(
        Math.max(25, 0.03 * kj),
      );
    }
  });

  it('turns every line of every recipe into grams, except an amount to taste', () => {
    const failures: string[] = [];
    for (const recipe of recipes)
      for (const line of recipe.ingredients) {
        const converted = lineGrams(line, factsOf(line.ingredient_slug).measures);
        if (
          'leftOut' in converted &&
          !(converted.leftOut === 'no-amount' && line.quantity === null)
        )
          failures.push(
            `${recipe.slug}: ${line.quantity} ${line.unit} ${line.ingredient_slug} (${converted.leftOut})`,
          );
      }
    expect(failures).toEqual([]);
  });

  it('gives every recipe complete labels and a nutrition per serving within reason', () => {
    for (const recipe of recipes) {
      const lines = recipe.ingredients.map(toLine);
      const nutrition = recipeNutrition(lines, recipe.servings, factsOf);
      expect(recipeLabels(lines, factsOf, nutrition).complete, recipe.slug).toBe(true);
      const kcal = nutrition.perServing.energy_kcal;
      // a glass of tea up to a festive couscous
      expect(kcal > 0 && kcal < 2500, `${recipe.slug}: ${kcal.toFixed(0)} kcal a serving`).toBe(
        true,
      );
    }
  });

  it('finds gluten in msemen, and a tomato salad gluten-free and vegan', () => {
    const labelsOf = (slug: string) => {
      const recipe = recipes.find((one) => one.slug === slug);
      if (!recipe) throw new Error(`no recipe ${slug}`);
      return recipeLabels(recipe.ingredients.map(toLine), factsOf);
    };
    expect(labelsOf('msemen').allergens).toContain('gluten');
    expect(labelsOf('msemen').diets).not.toContain('gluten-free');
    expect(labelsOf('tomato-onion-salad-cumin').allergens).toEqual([]);
    expect(labelsOf('tomato-onion-salad-cumin').diets).toEqual(
      expect.arrayContaining(['vegan', 'gluten-free']),
    );
  });
});
