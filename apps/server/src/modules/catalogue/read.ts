import { sql, type Kysely } from 'kysely';
import type { Difficulty, Ingredient, KeyedRecipe, RecipeLine, Substitution } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { listIngredients } from '../ingredients/service.ts';
import { illustrationUrl } from '../pictures/illustration-url.ts';
import { listAllRecipeLinks, listRecipeCards } from '../recipes/service.ts';
import { listSubstitutions } from '../substitutions/service.ts';

/** What the catalogue shares across recipes: the ingredients (and through them the staples), the swaps. */
export interface SharedData {
  ingredients: Ingredient[];
  staples: string[];
  substitutions: Substitution[];
}

export async function readIngredients(db: Kysely<Database>) {
  const ingredients = await listIngredients(db);
  const staples = ingredients
    .filter((ingredient) => ingredient.is_staple)
    .map((ingredient) => ingredient.slug)
    .sort();
  return { ingredients, staples };
}

export async function readSharedData(db: Kysely<Database>): Promise<SharedData> {
  const [ingredients, substitutions] = await Promise.all([
    readIngredients(db),
    listSubstitutions(db),
  ]);
  return { ...ingredients, substitutions };
}

/**
 * The public recipes (all, or those of `ids` that are public), ascending by id, as the catalogue
 * holds them. `picturesVersion` (modules/pictures) goes into each recipe's illustration URL.
 */
export async function readRecipes(
  db: Kysely<Database>,
  picturesVersion: string,
  ids?: readonly number[],
): Promise<KeyedRecipe[]> {
  const [rows, allLinks] = await Promise.all([
    listRecipeCards(db, ids),
    listAllRecipeLinks(db, ids),
  ]);
  // Only public recipes are read; the links of any other recipe are dropped here.
  const linesById = new Map(rows.map((row) => [row.id, [] as RecipeLine[]]));
  for (const link of allLinks)
    linesById
      .get(link.recipe_id)
      ?.push({ slug: link.ingredient_slug, optional: link.optional, key: link.key });
  return rows.map(({ id, ...row }) => {
    const lines = linesById.get(id) ?? [];
    return {
      id,
      lines,
      card: {
        ...row,
        illustration_url: illustrationUrl(row.slug, row.category, lines, picturesVersion),
        difficulty: row.difficulty as Difficulty,
        total_time: row.prep_time + row.cooking_time + row.soak_time + row.rest_time,
        has_instructions: Boolean(row.has_instructions),
      },
    };
  });
}

/** What the versions after `from` up to `to` changed, from the log (migration 0007). */
export interface CatalogueChanges {
  /** False when the log does not hold every version in between: read everything again. */
  complete: boolean;
  recipeIds: number[];
  ingredients: boolean;
  substitutions: boolean;
}

export async function readChanges(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<CatalogueChanges> {
  const { rows } = await sql<{ kind: string | null; recipe_id: number | null; versions: number }>`
    select kind, recipe_id, count(distinct version)::int as versions
      from catalogue_changes where version > ${from} and version <= ${to}
     group by grouping sets ((kind, recipe_id), ())`.execute(db);
  // The row of the empty grouping set counts the versions the log holds in the range.
  const logged = rows.find((row) => row.kind === null)?.versions ?? 0;
  const kinds = new Set(rows.map((row) => row.kind));
  return {
    complete: logged === to - from && !kinds.has('all'),
    recipeIds: rows.flatMap((row) => (row.recipe_id === null ? [] : [row.recipe_id])),
    ingredients: kinds.has('ingredients'),
    substitutions: kinds.has('substitutions'),
  };
}

/** Log rows older than this are dropped; a server further behind reads the whole catalogue. */
export const CHANGE_LOG_KEPT_HOURS = 24;

export async function pruneChanges(db: Kysely<Database>) {
  await sql`delete from catalogue_changes
    where logged_at < now() - make_interval(hours => ${CHANGE_LOG_KEPT_HOURS})`.execute(db);
}
