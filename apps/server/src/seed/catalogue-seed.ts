import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createBlogCategories, createBlogPosts } from '../modules/blog/service.ts';
import { createCategories } from '../modules/categories/service.ts';
import { createIngredients } from '../modules/ingredients/service.ts';
import { createRecipes } from '../modules/recipes/service.ts';
import { createSubstitutions } from '../modules/substitutions/service.ts';

/** The shipped catalogue, as read from data/seed/ (see docs/content.md). */
export interface SeedCatalogue {
  ingredientCategories: unknown[];
  ingredients: unknown[];
  recipeCategories: unknown[];
  recipes: unknown[];
  substitutions: unknown[];
  blogCategories: unknown[];
  blogPosts: unknown[];
}

export interface SeedCounts {
  ingredientCategories: number;
  ingredients: number;
  recipeCategories: number;
  recipes: number;
  substitutions: number;
  blogCategories: number;
  blogPosts: number;
}

function readJsonArray(file: string): unknown[] {
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(value)) throw new Error(`${file} must hold a JSON array`);
  return value;
}

/** Reads `name.json` and every `name-*.json` of the directory, in file-name order. */
function readGroup(dir: string, name: string): unknown[] {
  return fs
    .readdirSync(dir)
    .filter(
      (file) => file === `${name}.json` || (file.startsWith(`${name}-`) && file.endsWith('.json')),
    )
    .sort()
    .flatMap((file) => readJsonArray(path.join(dir, file)));
}

/**
 * The ingredients' composition and measures live in `nutrition/` (issue #44), one file each keyed
 * by slug, so a reviewer reads them with their sources; each ingredient gets its rows, or none.
 */
function withNutrition(dir: string, ingredients: unknown[]): unknown[] {
  const rowsBySlug = (file: string) => {
    const full = path.join(dir, 'nutrition', file);
    if (!fs.existsSync(full)) return new Map<string, unknown>();
    return new Map(
      readJsonArray(full).map((row) => {
        const { slug, ...rest } = row as { slug: string };
        return [slug, rest];
      }),
    );
  };
  const compositions = rowsBySlug('composition.json');
  const measures = rowsBySlug('measures.json');
  return ingredients.map((ingredient) => {
    if (!ingredient || typeof ingredient !== 'object' || !('slug' in ingredient)) return ingredient;
    const slug = String(ingredient.slug);
    return {
      ...ingredient,
      ...(compositions.has(slug) ? { composition: compositions.get(slug) } : {}),
      ...(measures.has(slug) ? { measures: measures.get(slug) } : {}),
    };
  });
}

interface SeedStep {
  en?: string;
  fr?: string;
  ar?: string;
  minutes?: number;
}

/**
 * Seed recipes are written as an ordered list of steps, each in the three languages with its timed
 * wait beside it; the recipe payload holds one text a language (a step a line) and the waits by
 * position. They list their ingredients as { slug, … }; the payload calls it ingredient_slug. A
 * shipped recipe is published.
 */
function toRecipePayload(recipe: unknown): unknown {
  if (!recipe || typeof recipe !== 'object' || !('ingredients' in recipe)) return recipe;
  const { steps, ...rest } = recipe as { steps?: SeedStep[] } & Record<string, unknown>;
  const links = Array.isArray(rest.ingredients) ? rest.ingredients : [];
  const stepFields = Array.isArray(steps)
    ? {
        instructions_en: steps.map((step) => step.en ?? '').join('\n'),
        instructions_fr: steps.map((step) => step.fr ?? '').join('\n'),
        instructions_ar: steps.map((step) => step.ar ?? '').join('\n'),
        step_minutes: steps.map((step) => step.minutes ?? 0),
      }
    : {};
  return {
    status: 'published',
    ...rest,
    ...stepFields,
    ingredients: links.map((link: unknown) => {
      if (!link || typeof link !== 'object' || !('slug' in link)) return link;
      const { slug, ...line } = link;
      return { ingredient_slug: slug, ...line };
    }),
  };
}

export function readSeedCatalogue(dir: string): SeedCatalogue {
  return {
    ingredientCategories: readGroup(dir, 'ingredient-categories'),
    ingredients: withNutrition(dir, readGroup(dir, 'ingredients')),
    recipeCategories: readGroup(dir, 'recipe-categories'),
    recipes: readGroup(dir, 'recipes').map(toRecipePayload),
    substitutions: readGroup(dir, 'substitutions'),
    blogCategories: readGroup(dir, 'blog-categories'),
    blogPosts: readGroup(dir, 'blog-posts'),
  };
}

/** True when nothing of the catalogue is stored yet (first start, or SEED was none before). */
export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ empty: boolean }>`
    select not exists (select 1 from ingredient_categories)
       and not exists (select 1 from recipe_categories)
       and not exists (select 1 from recipes) as empty`.execute(db);
  return rows[0]?.empty ?? false;
}

/**
 * Loads the catalogue through the same services (and so the same validation) as the admin forms,
 * in one transaction: a failure leaves the database as empty as it was.
 */
export async function loadCatalogue(
  db: Kysely<Database>,
  catalogue: SeedCatalogue,
): Promise<SeedCounts> {
  return db.transaction().execute(async (trx) => {
    const ingredientCategories = await createCategories(
      trx,
      'ingredient',
      catalogue.ingredientCategories,
      null,
    );
    const recipeCategories = await createCategories(
      trx,
      'recipe',
      catalogue.recipeCategories,
      null,
    );
    const ingredients = await createIngredients(trx, catalogue.ingredients, null);
    const recipes = await createRecipes(trx, catalogue.recipes, null);
    const substitutions = await createSubstitutions(trx, catalogue.substitutions, null);
    const blogCategories = await createBlogCategories(trx, catalogue.blogCategories, null);
    const blogPosts = await createBlogPosts(trx, catalogue.blogPosts, null);
    return {
      ingredientCategories: ingredientCategories.length,
      ingredients: ingredients.length,
      recipeCategories: recipeCategories.length,
      recipes: recipes.length,
      substitutions: substitutions.length,
      blogCategories: blogCategories.length,
      blogPosts: blogPosts.length,
    };
  });
}
