import { describe, expect, it } from 'vitest';
import {
  recipeFacts,
  roundNutrients,
  type CompositionRow,
  type MeasuresRow,
  type Unit,
} from '@chhiwat/core';
import { signedInAdminApp } from '../../test/admin-app.ts';
import { seedDir, testDatabaseKinds } from '../../test/database.ts';
import { readSeedCatalogue } from '../../seed/catalogue-seed.ts';

/**
 * Issue #44: a recipe's page carries its nutrition per serving and its allergens and diets,
 * computed on the server from its lines and their ingredients' facts as stored; the back-office
 * stores those facts through the ingredient API, checked by core's schemas.
 */
type SeedIngredient = { slug: string; composition?: CompositionRow; measures?: MeasuresRow };
type SeedRecipe = {
  slug: string;
  servings: number;
  ingredients: {
    ingredient_slug: string;
    quantity: number | null;
    unit: Unit | null;
    optional: boolean;
  }[];
};
const seed = readSeedCatalogue(seedDir);
const seedIngredients = new Map(
  (seed.ingredients as SeedIngredient[]).map((ingredient) => [ingredient.slug, ingredient]),
);

/** What core computes from the seed files themselves, not from the database. */
function expectedFromSeed(slug: string) {
  const recipe = (seed.recipes as SeedRecipe[]).find((one) => one.slug === slug);
  if (!recipe) throw new Error(`no seed recipe ${slug}`);
  const { nutrition, labels } = recipeFacts(
    recipe.ingredients.map((line) => ({
      ...line,
      slug: line.ingredient_slug,
      composition: seedIngredients.get(line.ingredient_slug)?.composition ?? null,
      measures: seedIngredients.get(line.ingredient_slug)?.measures ?? null,
    })),
    recipe.servings,
  );
  return { perServing: roundNutrients(nutrition.perServing), labels, leftOut: nutrition.leftOut };
}

describe.each(testDatabaseKinds)('nutrition and labels of a recipe on %s (issue #44)', (kind) => {
  const admin = signedInAdminApp(kind);
  const recipeOf = async (slug: string) =>
    (await admin.t.app.inject(`/api/recipes/${slug}`)).json().recipe;
  /** An ingredient as the form edits it: its id, its stored facts, and the rest as a payload. */
  async function editedIngredient(slug: string) {
    const { id, category } = await admin.t.db
      .selectFrom('ingredients as i')
      .innerJoin('ingredient_categories as c', 'c.id', 'i.category_id')
      .select(['i.id', 'c.slug as category'])
      .where('i.slug', '=', slug)
      .executeTakeFirstOrThrow();
    const row = (await admin.send('GET', `/api/admin/ingredients/${id}`)).json().ingredient;
    const {
      id: _id,
      category_id: _c,
      created_at: _a,
      updated_at: _u,
      created_by: _b,
      updated_by: _d,
      composition,
      measures,
      ...fields
    } = row;
    return { id, composition, measures, form: { ...fields, category } };
  }

  it('serves what core computes from the seed files, for three recipes', async () => {
    for (const slug of [
      'msemen',
      'tomato-onion-salad-cumin',
      'chicken-tagine-preserved-lemons-olives',
    ]) {
      const recipe = await recipeOf(slug);
      const expected = expectedFromSeed(slug);
      expect(recipe.nutrition.per_serving, slug).toEqual(expected.perServing);
      expect(recipe.nutrition.left_out, slug).toEqual(
        expected.leftOut.map((line) => ({ ingredient_slug: line.slug, reason: line.reason })),
      );
      expect(recipe.labels, slug).toEqual({
        allergens: expected.labels.allergens,
        optional_allergens: expected.labels.optionalAllergens,
        diets: expected.labels.diets,
        complete: true,
      });
      expect(recipe.ingredients[0]).not.toHaveProperty('composition');
    }
    const msemen = await recipeOf('msemen');
    expect(msemen.labels.allergens).toContain('gluten');
    expect(msemen.labels.diets).not.toContain('gluten-free');
    expect(msemen.nutrition.per_serving.energy_kcal).toBeGreaterThan(100);
  });

  it('keeps the facts when a form sends none, and withholds diets once they are cleared', async () => {
    const { id, composition, measures, form } = await editedIngredient('tomatoes');
    expect(measures.allergens).toEqual([]);
    const withoutFacts = await admin.send('PUT', `/api/admin/ingredients/${id}`, form);
    expect(withoutFacts.statusCode, withoutFacts.body).toBe(200);
    const kept = (await admin.send('GET', `/api/admin/ingredients/${id}`)).json().ingredient;
    expect({ composition: kept.composition, measures: kept.measures }).toEqual({
      composition,
      measures,
    });
    expect((await recipeOf('tomato-onion-salad-cumin')).labels.diets).toContain('vegan');

    const cleared = await admin.send('PUT', `/api/admin/ingredients/${id}`, {
      ...form,
      measures: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const salad = await recipeOf('tomato-onion-salad-cumin');
    expect(salad.labels).toMatchObject({ diets: [], complete: false });
    // 600 g of tomatoes still weighs 600 g; only the labels need the measures' allergens and kinds
    expect(salad.nutrition.left_out).toEqual([{ ingredient_slug: 'salt', reason: 'no-amount' }]);

    const restored = await admin.send('PUT', `/api/admin/ingredients/${id}`, {
      ...form,
      measures,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await recipeOf('tomato-onion-salad-cumin')).labels.diets).toContain('vegan');
  });

  it('refuses facts that break a rule, naming the field, and keeps what was stored', async () => {
    const { id, form, ...before } = await editedIngredient('onions');
    const cases: [object, string, string][] = [
      [
        {
          composition: {
            ...before.composition,
            per_100g: { ...before.composition.per_100g, saturated_fat_g: 50 },
          },
        },
        'composition.per_100g.saturated_fat_g',
        'Saturated fat cannot be more than fat',
      ],
      [
        { composition: { ...before.composition, source: 'ciqual-2020', food_code: null } },
        'composition.food_code',
        'A value read from a table needs its food code',
      ],
      [
        { measures: { ...before.measures, allergens: ['gluten', 'shellfish'] } },
        'measures.allergens.1',
        'Allergens: unknown value',
      ],
      [
        { measures: { ...before.measures, kinds: ['meat'] } },
        'measures.kinds',
        'Meat, fish, dairy and egg are animal too',
      ],
      [
        { measures: { ...before.measures, edible_share: 1.5 } },
        'measures.edible_share',
        'Edible share cannot be more than 1',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await admin.send('PUT', `/api/admin/ingredients/${id}`, {
        ...form,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.fields[field], JSON.stringify(change)).toBe(message);
    }
    const after = (await admin.send('GET', `/api/admin/ingredients/${id}`)).json().ingredient;
    expect({ composition: after.composition, measures: after.measures }).toEqual({
      composition: before.composition,
      measures: before.measures,
    });
  });

  it('counts on the dashboard the ingredients lacking nutrition data', async () => {
    const lacking = async () =>
      (await admin.send('GET', '/api/admin/dashboard')).json().counts.ingredients_lacking_nutrition;
    expect(await lacking()).toBe(0);
    const created = await admin.send('POST', '/api/admin/ingredients', {
      slug: 'amlou',
      name_en: 'Amlou',
      name_fr: 'Amlou',
      name_ar: 'أملو',
      name_darija: 'أملو',
      category: 'pantry',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await lacking()).toBe(1);
  });
});
