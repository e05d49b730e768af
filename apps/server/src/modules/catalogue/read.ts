import { sql, type Kysely } from 'kysely';
import {
  LANGUAGES,
  type Difficulty,
  type Ingredient,
  type KeptOrders,
  type KeyedRecipe,
  type Language,
  type Occasion,
  type RecipeCard,
  type RecipeFacts,
  type RecipeLine,
  type Region,
  type Season,
  type Substitution,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { listIngredients } from '../ingredients/service.ts';
import { illustrationUrl } from '../pictures/illustration-url.ts';
import {
  listPackedLines,
  listRecipeCards,
  listRecipeFacts,
  listRecipeIdsInOrder,
  listRecipeIdsHoldingText,
} from '../recipes/service.ts';
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

/** A public recipe as the catalogue holds it in memory: its facts, under its id. */
export type HeldFacts = RecipeFacts & { id: number };

/** Recipes read per batch at start: a batch's rows are garbage once its facts are kept. */
const FACTS_BATCH = 20_000;

/**
 * The facts and lines of the public recipes (all, or those of `ids` that are public), ascending by
 * id. Values many recipes share — a category, a set of occasions, a line — are one object each.
 * The whole catalogue is read by keyset batches: a batch's lines (one grouped pass over its id
 * range) and the next batch's facts are read while this one's rows are turned into facts.
 */
export async function readFacts(
  db: Kysely<Database>,
  ids?: readonly number[],
): Promise<KeyedRecipe<HeldFacts>[]> {
  const shared = new Shared();
  const recipes: KeyedRecipe<HeldFacts>[] = [];
  const keep = (rows: FactsRow[], lines: { recipe_id: number; lines: string }[]) => {
    const linesOf = new Map(lines.map((row) => [row.recipe_id, row.lines]));
    for (const row of rows) recipes.push(heldOf(row, linesOf.get(row.id) ?? null, shared));
  };
  if (ids) {
    const [rows, lines] = await Promise.all([
      listRecipeFacts(db, { ids }),
      listPackedLines(db, { ids }),
    ]);
    keep(rows, lines);
    return recipes;
  }
  let after = 0;
  let batch = listRecipeFacts(db, { after, limit: FACTS_BATCH });
  for (;;) {
    const rows = await batch;
    const last = rows.at(-1);
    if (!last) return recipes;
    const lines = listPackedLines(db, { from: after, to: last.id });
    const full = rows.length === FACTS_BATCH;
    batch = full
      ? listRecipeFacts(db, { after: last.id, limit: FACTS_BATCH })
      : Promise.resolve([]);
    // Awaited next round; marked handled now, so a failure while this round waits is not a crash.
    batch.catch(() => undefined);
    keep(rows, await lines);
    after = last.id;
  }
}

type FactsRow = Awaited<ReturnType<typeof listRecipeFacts>>[number];

/** A recipe's facts, written out field by field: a spread of a driver's row is far slower. */
function heldOf(row: FactsRow, packed: string | null, shared: Shared): KeyedRecipe<HeldFacts> {
  return {
    id: row.id,
    lines: unpackLines(packed, shared),
    card: {
      id: row.id,
      slug: row.slug,
      title_en: row.title_en,
      title_fr: row.title_fr,
      title_ar: row.title_ar,
      category: shared.name(row.category),
      difficulty: row.difficulty as Difficulty,
      total_time: Number(row.total_time),
      soak_time: row.soak_time,
      region: row.region && (shared.name(row.region) as Region),
      occasions: shared.list(row.occasions) as Occasion[],
      seasons: shared.list(row.seasons) as Season[],
      has_instructions: Boolean(row.has_instructions),
    },
  };
}

/** One object for each value many recipes hold alike: a name, a list, a line. */
class Shared {
  private readonly names = new Map<string, string>();
  private readonly lists = new Map<string, string[]>();
  private readonly lines = new Map<string, RecipeLine>();

  name(name: string): string {
    const kept = this.names.get(name);
    if (kept !== undefined) return kept;
    this.names.set(name, name);
    return name;
  }

  /** A list joined by commas (`array_to_string`), as an array. */
  list(joined: string): string[] {
    let kept = this.lists.get(joined);
    if (!kept) this.lists.set(joined, (kept = joined ? joined.split(',') : []));
    return kept;
  }

  /** A line packed as `slug:flags` (1 optional, 2 key). */
  line(packed: string): RecipeLine {
    let kept = this.lines.get(packed);
    if (!kept) {
      const colon = packed.lastIndexOf(':');
      const flags = Number(packed.slice(colon + 1));
      kept = Object.freeze({
        slug: packed.slice(0, colon),
        optional: (flags & 1) === 1,
        key: (flags & 2) === 2,
      });
      this.lines.set(packed, kept);
    }
    return kept;
  }
}

/** Lines packed by the query as `slug:flags,…`. */
function unpackLines(packed: string | null, shared: Shared): RecipeLine[] {
  if (!packed) return [];
  const items = packed.split(',');
  const lines = new Array<RecipeLine>(items.length);
  for (let at = 0; at < items.length; at++) lines[at] = shared.line(items[at] as string);
  return lines;
}

/**
 * The cards of the public recipes of `ids` (one page of a list), by id, with their illustration
 * URLs (`picturesVersion`, modules/pictures). A recipe no longer public is absent.
 */
export async function readCards(
  db: Kysely<Database>,
  picturesVersion: string,
  ids: readonly number[],
): Promise<Map<number, RecipeCard>> {
  if (!ids.length) return new Map();
  const [rows, packed] = await Promise.all([
    listRecipeCards(db, ids),
    listPackedLines(db, { ids }),
  ]);
  const linesOf = new Map(packed.map((row) => [row.recipe_id, row.lines]));
  const shared = new Shared();
  return new Map(
    rows.map(({ id, ...row }) => {
      const lines = unpackLines(linesOf.get(id) ?? null, shared);
      const card: RecipeCard = {
        ...row,
        illustration_url: illustrationUrl(row.slug, row.category, lines, picturesVersion),
        difficulty: row.difficulty as Difficulty,
        total_time: row.prep_time + row.cooking_time + row.soak_time + row.rest_time,
        has_instructions: Boolean(row.has_instructions),
      };
      return [id, card];
    }),
  );
}

/**
 * The ids of the recipes whose text in `language` holds the folded `text` (migration 0009),
 * ascending.
 */
export function readTextHolders(
  db: Kysely<Database>,
  text: string,
  language: Language,
  among?: readonly number[],
) {
  // U+001F joins a recipe's texts in its search column: a term holding one would match across.
  if (text.includes('\u001f') || among?.length === 0) return Promise.resolve(new Int32Array(0));
  return listRecipeIdsHoldingText(db, text, language, among);
}

/**
 * The recipe ids in each language's title order and in slug order, as the database keeps them.
 * One order at a time: read beside the facts at start, four at once would hold PostgreSQL's cores
 * while the facts wait (7 s of a 1M start).
 */
export async function readKeptOrders(db: Kysely<Database>): Promise<KeptOrders> {
  const slug = await listRecipeIdsInOrder(db, 'slug');
  const title: Partial<KeptOrders['title']> = {};
  for (const language of LANGUAGES) title[language] = await listRecipeIdsInOrder(db, language);
  return { slug, title: title as KeptOrders['title'] };
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
