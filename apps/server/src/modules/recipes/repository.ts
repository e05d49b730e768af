// One file over 300 lines: every query on the recipes and recipe_ingredients tables (public, share,
// admin list, writes), which the module owns (decision 0041); a column change is made here once.
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type {
  Difficulty,
  Language,
  PhotoFilter,
  RecipeIngredientInput,
  RecipeInput,
  RecipeStatus,
} from '@chhiwat/core';
import { SLUG_ORDER_KEYS, titleOrderKeys } from '../../db/migrations/0010-title-orders.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../platform/sql-like.ts';
import type { AdminListKey } from './admin-list-cursor.ts';

export type RecipeRow = Omit<RecipeInput, 'category' | 'ingredients'> & {
  slug: string;
  category_id: number;
};

export async function insertRecipe(
  db: Kysely<Database>,
  recipe: RecipeRow,
  adminId: number | null,
) {
  return db
    .insertInto('recipes')
    .values({ ...recipe, created_by: adminId, updated_by: adminId })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}

export async function insertRecipeIngredients(
  db: Kysely<Database>,
  recipeId: number,
  links: RecipeIngredientInput[],
) {
  if (links.length === 0) return;
  await db
    .insertInto('recipe_ingredients')
    .values(
      links.map(({ key, ...link }, position) => ({
        ...link,
        is_key: key,
        recipe_id: recipeId,
        position,
      })),
    )
    .execute();
}

/**
 * The recipes the public site shows, as `r` with their category as `c`: only published recipes (a
 * draft is the back-office's alone), and a recipe whose category is
 * deactivated leaves every public read with it (the in-memory catalogue, and through it the lists,
 * matching, illustrations, the offline catalogue and the sitemap; its page and API answer; its
 * share images). Every public read of recipes starts here, so the rule exists once.
 */
export function publicRecipes(db: Kysely<Database>) {
  return db
    .selectFrom('recipes as r')
    .innerJoin('recipe_categories as c', 'c.id', 'r.category_id')
    .where('r.status', '=', 'published')
    .where('c.is_active', '=', true);
}

/** A recipe's id, slug, titles and descriptions: what every read of a recipe begins with. */
const NAMING_COLUMNS = [
  'r.id',
  'r.slug',
  'r.title_en',
  'r.title_fr',
  'r.title_ar',
  'r.description_en',
  'r.description_fr',
  'r.description_ar',
] as const;

/**
 * Every column of a recipe row the app reads (`selectAll` would bring the generated search columns
 * of migration 0009 too: text the size of the descriptions again, no reader's business).
 */
const RECIPE_COLUMNS = [
  ...NAMING_COLUMNS,
  'r.instructions_en',
  'r.instructions_fr',
  'r.instructions_ar',
  'r.image_url',
  'r.source_url',
  'r.prep_time',
  'r.cooking_time',
  'r.difficulty',
  'r.category_id',
  'r.tags',
  'r.servings',
  'r.soak_time',
  'r.rest_time',
  'r.pressure_cooker_time',
  'r.step_minutes',
  'r.region',
  'r.occasions',
  'r.seasons',
  'r.status',
  'r.created_at',
  'r.updated_at',
  'r.created_by',
  'r.updated_by',
] as const;

const hasInstructions = sql<boolean>`(r.instructions_en <> '' or r.instructions_fr <> ''
  or r.instructions_ar <> '')`;

/** Recipes by id: those with `from < id <= to`, or those of `ids`. */
export type RecipeIdRange = { from: number; to: number } | { ids: readonly number[] };

const inRange = (column: string, range: RecipeIdRange) =>
  'ids' in range
    ? sql<boolean>`${sql.ref(column)} = any(${range.ids}::int[])`
    : sql<boolean>`${sql.ref(column)} > ${range.from} and ${sql.ref(column)} <= ${range.to}`;

/**
 * What the in-memory catalogue holds of each public recipe (issue #42): what ranking, the filters
 * and the orders read, for a keyset batch (after an id, at most `limit`) or the recipes of `ids`;
 * the lines come apart (`listPackedLines`).
 */
export function listRecipeFacts(
  db: Kysely<Database>,
  batch: { after: number; limit: number } | { ids: readonly number[] },
) {
  return publicRecipes(db)
    .select([
      'r.id',
      'r.slug',
      'r.title_en',
      'r.title_fr',
      'r.title_ar',
      'c.slug as category',
      'r.difficulty',
      'r.soak_time',
      'r.region',
    ])
    .select([
      // Joined as texts: a million recipes share a few dozen sets, parsed once each.
      sql<string>`array_to_string(r.occasions, ',')`.as('occasions'),
      sql<string>`array_to_string(r.seasons, ',')`.as('seasons'),
      sql<number>`r.prep_time + r.cooking_time + r.soak_time + r.rest_time`.as('total_time'),
      hasInstructions.as('has_instructions'),
    ])
    .$if('ids' in batch, (query) => query.where(inRange('r.id', batch as { ids: number[] })))
    .$if('after' in batch, (query) =>
      query
        .where('r.id', '>', 'after' in batch ? batch.after : 0)
        .limit('limit' in batch ? batch.limit : 0),
    )
    .orderBy('r.id')
    .execute();
}

/**
 * The lines of the recipes in `range`, each recipe's as one text in its order: `slug:flags,…`
 * (flags: 1 optional, 2 key). One row a recipe, read in one pass over the range.
 */
export function listPackedLines(db: Kysely<Database>, range: RecipeIdRange) {
  return db
    .selectFrom('recipe_ingredients as l')
    .select('l.recipe_id')
    .select(
      sql<string>`string_agg(l.ingredient_slug || ':' || (l.optional::int + 2 * l.is_key::int),
                             ',' order by l.position)`.as('lines'),
    )
    .where(inRange('l.recipe_id', range))
    .groupBy('l.recipe_id')
    .execute();
}

/** Ids read as one text, comma-separated (`string_agg`): digits read in place, no string each. */
function joinedIds(joined: string | null | undefined): Int32Array {
  if (!joined) return new Int32Array(0);
  let count = 1;
  for (let at = 0; at < joined.length; at++) if (joined.charCodeAt(at) === 44) count++;
  const ids = new Int32Array(count);
  let id = 0;
  let size = 0;
  for (let at = 0; at < joined.length; at++) {
    const code = joined.charCodeAt(at);
    if (code === 44) {
      ids[size++] = id;
      id = 0;
    } else id = id * 10 + (code - 48);
  }
  ids[size] = id;
  return ids;
}

/** The ids of the recipes whose folded text in `language` holds `text` (folded), any status. */
export async function listRecipeIdsHoldingText(
  db: Kysely<Database>,
  text: string,
  language: Language,
  /** Only among these recipes (those changed since the holders were last read). */
  among?: readonly number[],
): Promise<Int32Array> {
  const only = among ? sql`and id = any(${[...among]}::int[])` : sql``;
  // One row, not one per recipe: a common word is held by a third of a large catalogue.
  const { rows } = await sql<{ ids: string | null }>`
    select string_agg(id::text, ',') as ids from recipes
     where ${sql.ref(`search_${language}`)} like ${containsPattern(text)} ${only}`.execute(db);
  return joinedIds(rows[0]?.ids).sort();
}

/**
 * Every recipe's id in an order kept by an index of migration 0010 (`language`: the public list's
 * title order; `slug`: the slugs'), as one row, the ids joined. Unpublished recipes are in it too;
 * the caller keeps those it holds.
 */
export async function listRecipeIdsInOrder(
  db: Kysely<Database>,
  order: Language | 'slug',
): Promise<Int32Array> {
  const keys = order === 'slug' ? SLUG_ORDER_KEYS : titleOrderKeys(order);
  // The ids are numbered in the index's order, and joined in that numbering's order.
  const { rows } = await sql<{ ids: string | null }>`
    select string_agg(id::text, ',' order by place) as ids
      from (select id, row_number() over (order by ${sql.raw(keys)}) as place
              from recipes) ordered`.execute(db);
  return joinedIds(rows[0]?.ids);
}

/** The public recipes' card fields with their category slug, in id order: what a list card shows. */
function publicRecipeCards(db: Kysely<Database>) {
  return publicRecipes(db)
    .select([
      ...NAMING_COLUMNS,
      'r.image_url',
      'r.prep_time',
      'r.cooking_time',
      'r.soak_time',
      'r.rest_time',
      'r.region',
      'r.occasions',
      'r.seasons',
      'r.difficulty',
      'c.slug as category',
      'r.tags',
      'r.servings',
    ])
    .select((eb) =>
      eb
        .or([
          eb('r.instructions_en', '<>', ''),
          eb('r.instructions_fr', '<>', ''),
          eb('r.instructions_ar', '<>', ''),
        ])
        .as('has_instructions'),
    )
    .orderBy('r.id');
}

/** The cards of the public recipes of `ids`: one page of a list. */
export function listRecipeCards(db: Kysely<Database>, ids: readonly number[]) {
  return publicRecipeCards(db)
    .where(sql<boolean>`r.id = any(${ids}::int[])`)
    .execute();
}

/** What a recipe's share images show, while it is public: its titles and its photo. */
export function findRecipeForShare(db: Kysely<Database>, slug: string) {
  return publicRecipes(db)
    .select(['r.slug', 'r.title_ar', 'r.title_fr', 'r.title_en', 'r.image_url'])
    .where('r.slug', '=', slug)
    .executeTakeFirst();
}

/** A recipe line's own columns, named as core's `recipeLineFields`. */
const LINE_COLUMNS = [
  'l.ingredient_slug',
  'l.optional',
  'l.is_key as key',
  'l.quantity',
  'l.unit',
  'l.note_en',
  'l.note_fr',
  'l.note_ar',
] as const;

/**
 * One public recipe in full with its category and its ingredients (names and category visuals), in
 * one query: a page's first read after a write waits for it, and each query is a round trip.
 */
export function findRecipeDetail(db: Kysely<Database>, slug: string) {
  return publicRecipes(db)
    .select(RECIPE_COLUMNS)
    .select((eb) => [
      'c.slug as category',
      'c.name_en as category_name_en',
      'c.name_fr as category_name_fr',
      'c.name_ar as category_name_ar',
      'c.icon as category_icon',
      'c.color as category_color',
      jsonArrayFrom(
        eb
          .selectFrom('recipe_ingredients as l')
          .innerJoin('ingredients as i', 'i.slug', 'l.ingredient_slug')
          .innerJoin('ingredient_categories as ic', 'ic.id', 'i.category_id')
          .select([
            ...LINE_COLUMNS,
            'i.name_en',
            'i.name_fr',
            'i.name_ar',
            'i.name_darija',
            'i.image_url',
            'ic.slug as ingredient_category',
            'ic.icon as category_icon',
            'ic.color as category_color',
            'i.composition',
            'i.measures',
          ])
          .whereRef('l.recipe_id', '=', 'r.id')
          .orderBy('l.position'),
      ).as('ingredients'),
    ])
    .where('r.slug', '=', slug)
    .executeTakeFirst();
}

export interface AdminRecipeFilter {
  search?: string | undefined;
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  photo?: PhotoFilter | undefined;
  status?: RecipeStatus | undefined;
}

/** The categories and ingredients whose names hold the search term, for the admin search. */
export interface AdminSearchNames {
  categoryIds: number[];
  ingredientSlugs: string[];
}

/** Where a page of the admin list starts, in the list's order (newest change first). */
export type AdminListStart =
  { from: 'first' | 'last' } | { from: 'after' | 'before'; key: AdminListKey };

/** A recipe has a photo when its image_url is neither null nor empty (migration 0008 indexes it). */
const recipeHasPhoto = sql<boolean>`(coalesce(r.image_url, '') <> '')`;

/** The filters on `recipes r`, each as a condition an index of migration 0008 can serve. */
function adminFilterConditions(filter: AdminRecipeFilter) {
  return [
    filter.category
      ? sql`r.category_id = (select id from recipe_categories where slug = ${filter.category})`
      : sql`true`,
    filter.difficulty ? sql`r.difficulty = ${filter.difficulty}` : sql`true`,
    filter.photo === 'with' ? recipeHasPhoto : sql`true`,
    filter.photo === 'without' ? sql`not ${recipeHasPhoto}` : sql`true`,
    filter.status ? sql`r.status = ${filter.status}` : sql`true`,
  ];
}

/**
 * Titles and slug by ILIKE, which the trigram indexes serve; the categories and ingredients whose
 * names match were found first (two small tables), so no join is searched row by row.
 */
function adminSearchCondition(term: string, names: AdminSearchNames) {
  const pattern = containsPattern(term);
  const conditions = [
    sql`r.title_en ilike ${pattern}`,
    sql`r.title_fr ilike ${pattern}`,
    sql`r.title_ar ilike ${pattern}`,
    sql`r.slug ilike ${pattern}`,
  ];
  if (names.categoryIds.length > 0)
    conditions.push(sql`r.category_id = any(${names.categoryIds}::integer[])`);
  if (names.ingredientSlugs.length > 0)
    conditions.push(sql`exists (select from recipe_ingredients l where l.recipe_id = r.id
                          and l.ingredient_slug = any(${names.ingredientSlugs}::text[]))`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}

function adminRecipeWhere(filter: AdminRecipeFilter, names: AdminSearchNames | undefined) {
  const term = filter.search?.trim();
  const search = term && names ? adminSearchCondition(term, names) : sql`true`;
  return sql.join([search, ...adminFilterConditions(filter)], sql` and `);
}

/** The recipe categories and the ingredients with a name (any language) holding the term. */
export async function findAdminSearchNames(
  db: Kysely<Database>,
  term: string,
): Promise<AdminSearchNames> {
  const pattern = containsPattern(term);
  const { rows } = await sql<AdminSearchNames>`
    select array(select id from recipe_categories
                 where name_en ilike ${pattern} or name_fr ilike ${pattern} or name_ar ilike ${pattern}
                 order by id) as "categoryIds",
           array(select slug from ingredients
                 where name_en ilike ${pattern} or name_fr ilike ${pattern} or name_ar ilike ${pattern}
                    or name_darija ilike ${pattern}
                 order by slug) as "ingredientSlugs"`.execute(db);
  return rows[0] ?? { categoryIds: [], ingredientSlugs: [] };
}

/** The list's sort key as a cursor holds it: UTC to the microsecond. */
const SORT_KEY = sql<string>`to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const keyBeyond = (key: AdminListKey, side: '<' | '>') =>
  sql`(r.updated_at, r.id) ${sql.raw(side)} (${key.updatedAt}::timestamptz, ${key.id}::integer)`;

/**
 * Up to `limit` rows of the admin list from `start`, in the list's order (newest change first),
 * and whether more lie beyond them in the direction read. `after` and `first` read the order
 * forward; `before` and `last` read it backward from their end and turn the rows around.
 */
export async function findAdminRecipePage(
  db: Kysely<Database>,
  filter: AdminRecipeFilter,
  names: AdminSearchNames | undefined,
  start: AdminListStart,
  limit: number,
) {
  const backward = start.from === 'before' || start.from === 'last';
  const order = sql.raw(backward ? 'asc' : 'desc');
  const from =
    start.from === 'after'
      ? keyBeyond(start.key, '<')
      : start.from === 'before'
        ? keyBeyond(start.key, '>')
        : sql`true`;
  const { rows } = await sql<Record<string, unknown> & { id: number; sort_key: string }>`
      select r.id, r.slug, r.title_en, r.title_fr, r.title_ar, r.description_en, r.image_url, r.prep_time,
             r.cooking_time, r.difficulty, c.slug as category, c.name_en as category_name_en, c.icon as category_icon,
             r.tags, r.servings, r.created_at, r.updated_at, r.status, ${SORT_KEY} as sort_key,
             (select count(*)::int from recipe_ingredients l where l.recipe_id = r.id) as ingredient_count
      from recipes r join recipe_categories c on c.id = r.category_id
      where ${adminRecipeWhere(filter, names)} and ${from}
      order by r.updated_at ${order}, r.id ${order}
      limit ${limit + 1}`.execute(db);
  const page = rows.slice(0, limit);
  return { recipes: backward ? page.reverse() : page, more: rows.length > limit };
}

/** Whether the filtered list holds a row before (`<`: newer) or after (`>`: older) the key. */
export async function hasAdminRecipeBeyond(
  db: Kysely<Database>,
  filter: AdminRecipeFilter,
  names: AdminSearchNames | undefined,
  key: AdminListKey,
  side: 'newer' | 'older',
) {
  const { rows } = await sql<{ found: boolean }>`
      select exists (select from recipes r
                     where ${adminRecipeWhere(filter, names)}
                       and ${keyBeyond(key, side === 'newer' ? '>' : '<')}) as found`.execute(db);
  return rows[0]?.found ?? false;
}

/**
 * The recipes a search keeps, counted up to `cap + 1` only: past the cap the number is
 * not worth a scan of every match.
 */
export async function countAdminRecipesUpTo(
  db: Kysely<Database>,
  filter: AdminRecipeFilter,
  names: AdminSearchNames,
  cap: number,
) {
  const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (
        select from recipes r where ${adminRecipeWhere(filter, names)} limit ${cap + 1}) as kept`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

/** The recipes the filters keep (no search), from the counts the triggers keep (migration 0008). */
export async function countAdminRecipes(db: Kysely<Database>, filter: AdminRecipeFilter) {
  const { rows } = await sql<{ n: number }>`
      select coalesce(sum(n), 0)::int as n from recipe_counts
      where ${filter.category ? sql`category_id = (select id from recipe_categories where slug = ${filter.category})` : sql`true`}
        and ${filter.difficulty ? sql`difficulty = ${filter.difficulty}` : sql`true`}
        and ${filter.photo ? sql`has_photo = ${filter.photo === 'with'}` : sql`true`}
        and ${filter.status ? sql`status = ${filter.status}` : sql`true`}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Recipes per category (every category, empty ones too), difficulty, photo and status over the
 * whole catalogue, for the list's chips: from the counts the triggers keep, never the recipes.
 */
export async function countRecipesByFacet(db: Kysely<Database>) {
  const { rows } = await sql<{ kind: string; key: string; n: number }>`
      select 'category' as kind, c.slug as key, coalesce(sum(rc.n), 0)::int as n
        from recipe_categories c left join recipe_counts rc on rc.category_id = c.id group by c.slug
      union all
      select 'difficulty', difficulty, sum(n)::int from recipe_counts group by difficulty
      union all
      select 'photo', case when has_photo then 'with' else 'without' end, sum(n)::int
        from recipe_counts group by has_photo
      union all
      select 'status', status, sum(n)::int from recipe_counts group by status`.execute(db);
  return rows;
}

/** One recipe as the admin form edits it: every column, the category slug, the links in order. */
export async function findRecipeById(db: Kysely<Database>, id: number) {
  const recipe = await db
    .selectFrom('recipes as r')
    .innerJoin('recipe_categories as c', 'c.id', 'r.category_id')
    .select(RECIPE_COLUMNS)
    .select('c.slug as category')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!recipe) return undefined;
  const ingredients = await db
    .selectFrom('recipe_ingredients as l')
    .innerJoin('ingredients as i', 'i.slug', 'l.ingredient_slug')
    .select([...LINE_COLUMNS, 'i.name_en', 'i.name_darija', 'i.image_url'])
    .where('l.recipe_id', '=', id)
    .orderBy('l.position')
    .execute();
  return { ...recipe, ingredients };
}

/** The recipe's row, locked until the transaction ends. */
export function lockRecipe(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('recipes')
    .select(['id', 'slug', 'image_url'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateRecipeRow(
  db: Kysely<Database>,
  id: number,
  recipe: RecipeRow,
  adminId: number,
) {
  return db
    .updateTable('recipes')
    .set({ ...recipe, updated_by: adminId })
    .where('id', '=', id)
    .returning(['id', 'slug', 'title_en', 'image_url'])
    .executeTakeFirstOrThrow();
}

export async function deleteRecipeIngredients(db: Kysely<Database>, recipeId: number) {
  await db.deleteFrom('recipe_ingredients').where('recipe_id', '=', recipeId).execute();
}

export function deleteRecipeRow(db: Kysely<Database>, id: number) {
  return db
    .deleteFrom('recipes')
    .where('id', '=', id)
    .returning(['id', 'slug', 'title_en', 'image_url'])
    .executeTakeFirst();
}

/**
 * The sitemap's recipe files: public recipes grouped by `id / size` (whole-number division), each
 * group with its newest change; only groups holding a public recipe come back.
 */
export function listPublicRecipeIdChunks(db: Kysely<Database>, size: number) {
  const rows = publicRecipes(db)
    .select([sql<number>`r.id / ${size}::integer`.as('chunk'), 'r.updated_at'])
    // A fence (offset 0): grouping on `r.id / size` itself, the planner expects one group per id
    // and sorts every row (on disk at 1M recipes); over the subquery's column it hashes them.
    .offset(0)
    .as('p');
  return db
    .selectFrom(rows)
    .select((eb) => ['p.chunk', eb.fn.max('p.updated_at').as('lastmod')])
    .groupBy('p.chunk')
    .orderBy('p.chunk')
    .execute();
}

/**
 * The public recipes with `from <= id < to`, in id order (one keyset step over the primary key).
 * `to` is compared as a bigint: the last range ends past the largest integer id.
 */
export function listPublicRecipesInIdRange(db: Kysely<Database>, from: number, to: number) {
  return publicRecipes(db)
    .select(['r.id', 'r.slug', 'r.updated_at'])
    .where('r.id', '>=', from)
    .where('r.id', '<', sql<number>`${to}::bigint`)
    .orderBy('r.id')
    .execute();
}

/**
 * The offline catalogue's manifest: how many public recipes each block of `size` ids holds
 * (`id / size`, whole-number division), of every block or of `blocks` only (one index range each);
 * only blocks holding a public recipe come back.
 */
export function countPublicRecipesByIdBlock(
  db: Kysely<Database>,
  size: number,
  blocks?: readonly number[],
) {
  const counted = publicRecipes(db)
    .select([
      sql<number>`(r.id / ${size}::integer)`.as('block'),
      sql<number>`count(*)::integer`.as('count'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  if (!blocks) return counted.execute();
  return counted
    .where((eb) =>
      eb.or(
        blocks.map((block) =>
          eb.and([
            eb('r.id', '>=', block * size),
            eb('r.id', '<', sql<number>`${(block + 1) * size}::bigint`),
          ]),
        ),
      ),
    )
    .execute();
}

/** One offline shard: the cards of the public recipes with `from <= id < to`, a keyset range. */
export function listPublicRecipeCardsInIdRange(db: Kysely<Database>, from: number, to: number) {
  return publicRecipeCards(db)
    .where('r.id', '>=', from)
    .where('r.id', '<', sql<number>`${to}::bigint`)
    .execute();
}

/** The ingredient lines of the recipes with `from <= id < to`, each recipe's in its order. */
export function listRecipeLinksInIdRange(db: Kysely<Database>, from: number, to: number) {
  return db
    .selectFrom('recipe_ingredients')
    .select(['recipe_id', 'ingredient_slug', 'optional', 'is_key as key'])
    .where('recipe_id', '>=', from)
    .where('recipe_id', '<', sql<number>`${to}::bigint`)
    .orderBy('recipe_id')
    .orderBy('position')
    .execute();
}
