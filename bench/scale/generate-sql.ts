/**
 * The SQL that fills a scale database: the word tables (from vocabulary.ts and the seeded
 * ingredients), then recipes and their lines in batches, each batch two `insert … select … from
 * generate_series` statements. Every draw is a hash of the recipe's number and a salt
 * (`scale_bench.u`), not random(): the recipe statement and the lines statement of a batch draw the
 * same dish and main ingredient for the same number, and a reload makes the same catalogue.
 */
import { DISHES, MAINS, PLACES, SENTENCES, STEPS, type Trilingual } from './vocabulary.ts';

/** Bump when the generated recipes change: a database loaded by another version is reloaded. */
export const GENERATOR_VERSION = 1;

/** Recipes per batch: two statements each, a few seconds apiece. */
export const BATCH_RECIPES = 100_000;

/** Candidates drawn per recipe: enough distinct ingredients for 15 lines after repeats. */
const CANDIDATES = 24;

/** Inclusive ranges of recipe numbers, 1 to `total`, `size` at a time. */
export function batches(total: number, size = BATCH_RECIPES): [number, number][] {
  const ranges: [number, number][] = [];
  for (let first = 1; first <= total; first += size)
    ranges.push([first, Math.min(total, first + size - 1)]);
  return ranges;
}

/** The schema of the generator's own tables, functions and load record. */
export const SETUP_STATEMENTS: string[] = [
  `create schema scale_bench`,
  `create table scale_bench.loaded (
    generator integer not null,
    recipes integer not null,
    seeded integer not null,
    seconds double precision not null,
    loaded_at timestamptz not null default now()
  )`,
  // A draw in [0, 1) from 53 bits of the hash of (n, salt).
  `create function scale_bench.u(n bigint, salt bigint) returns double precision
     language sql immutable parallel safe
     as $$ select ((hashint8extended(n, salt) >> 11) & 9007199254740991)::float8 / 9007199254740992.0 $$`,
  `create function scale_bench.pick(n bigint, salt bigint, m integer) returns integer
     language sql immutable parallel safe
     as $$ select least(floor(scale_bench.u(n, salt) * m)::integer, m - 1) $$`,
];

const trilingual = (rows: Trilingual[]) => rows.map(([en, fr, ar], i) => ({ i, en, fr, ar }));

/** The word tables, each filled from one JSON parameter ($1). */
export function vocabularyStatements(): { sql: string; json: unknown }[] {
  return [
    {
      sql: `create table scale_bench.dishes as
        select (row_number() over (order by x.at) - 1)::integer as i, x.slug, x.en, x.fr, x.ar,
               c.id as category_id, x.kind, x.cook_min, x.cook_max, x.rest
        from jsonb_to_recordset($1::jsonb) as x(at integer, slug text, en text, fr text, ar text,
             category text, kind text, cook_min integer, cook_max integer, rest integer)
        join recipe_categories c on c.slug = x.category`,
      json: DISHES.map((d, at) => ({ ...d, at, cook_min: d.cook[0], cook_max: d.cook[1] })),
    },
    {
      // Names in the three languages come from the seeded ingredient itself.
      sql: `create table scale_bench.mains as
        select x.kind, (row_number() over (partition by x.kind order by x.at) - 1)::integer as i,
               x.slug, lower(g.name_en) as en, lower(g.name_fr) as fr, g.name_ar as ar, x.soak
        from jsonb_to_recordset($1::jsonb) as x(at integer, slug text, kind text, soak integer)
        join ingredients g on g.slug = x.slug`,
      json: MAINS.map((m, at) => ({ ...m, at })),
    },
    {
      sql: `create table scale_bench.places as
        select x.* from jsonb_to_recordset($1::jsonb) as x(i integer, en text, fr text, ar text,
             "whereEn" text, "whereFr" text, "whereAr" text, region text)`,
      json: PLACES.map((p, i) => ({ ...p, i })),
    },
    {
      sql: `create table scale_bench.sentences as
        select x.* from jsonb_to_recordset($1::jsonb) as x(i integer, en text, fr text, ar text)`,
      json: trilingual(SENTENCES),
    },
    {
      sql: `create table scale_bench.steps as
        select x.* from jsonb_to_recordset($1::jsonb) as x(i integer, en text, fr text, ar text)`,
      json: trilingual(STEPS),
    },
  ];
}

/** Tables derived from the seeded catalogue: the ingredient pool and the sizes every draw needs. */
export const DERIVED_STATEMENTS: string[] = [
  // Per kind of dish, the ingredients seeded recipes of that kind use, most used first (a square
  // draw over ranks favours the top, as real recipes favour salt and onions), each with the
  // quantity and unit the seed gives it most often.
  `create table scale_bench.pool as
    with lines as (
      select case when c.slug = 'beverage' then 'drink'
                  when c.slug in ('dessert', 'pastry') then 'sweet' else 'savoury' end as kind,
             l.ingredient_slug as slug, l.quantity, l.unit
      from recipe_ingredients l join recipes r on r.id = l.recipe_id
      join recipe_categories c on c.id = r.category_id
    ), uses as (
      select kind, slug, count(*) as uses from lines group by 1, 2
    ), usual as (
      select distinct on (slug) slug, quantity, unit from lines
      group by slug, quantity, unit order by slug, count(*) desc, quantity nulls last
    )
    select uses.kind, (row_number() over (partition by uses.kind order by uses.uses desc, uses.slug)
             - 1)::integer as rank,
           uses.slug, usual.quantity, usual.unit
    from uses join usual on usual.slug = uses.slug`,
  `create table scale_bench.kinds as
    select kind, count(*)::integer as mains,
      (select count(*) from scale_bench.pool where pool.kind = mains.kind)::integer as pool
    from scale_bench.mains group by kind`,
  `create table scale_bench.sizes as select
    (select count(*) from scale_bench.dishes)::integer as dishes,
    (select count(*) from scale_bench.places)::integer as places,
    (select count(*) from scale_bench.sentences)::integer as sentences,
    (select count(*) from scale_bench.steps)::integer as steps,
    (select coalesce(max(id), 0) from recipes)::integer as id_base`,
  // The planner's statistics for the tables just made, before the first batch joins them.
  `analyze`,
];

/** Recipe number n's draws: id, dish, main ingredient, place, cooking minutes and line count. */
function planSql(first: number, last: number): string {
  return `select g.n, s.id_base + g.n as id, s.sentences, s.steps, k.pool,
      d.slug as dish, d.en as dish_en, d.fr as dish_fr, d.ar as dish_ar, d.category_id, d.kind,
      d.rest, m.slug as main, m.en as main_en, m.fr as main_fr, m.ar as main_ar, m.soak,
      p.en as place_en, p.fr as place_fr, p.ar as place_ar,
      p."whereEn" as where_en, p."whereFr" as where_fr, p."whereAr" as where_ar, p.region,
      d.cook_min + 5 * scale_bench.pick(g.n, 5, (d.cook_max - d.cook_min) / 5 + 1) as cooking,
      6 + scale_bench.pick(g.n, 41, 10) as lines
    from generate_series(${first}, ${last}) as g(n)
    cross join scale_bench.sizes s
    join scale_bench.dishes d on d.i = scale_bench.pick(g.n, 1, s.dishes)
    join scale_bench.kinds k on k.kind = d.kind
    join scale_bench.mains m on m.kind = d.kind and m.i = scale_bench.pick(g.n, 2, k.mains)
    join scale_bench.places p on p.i = scale_bench.pick(g.n, 3, s.places)`;
}

/** A recipe's occasions: most are everyday or none; a few are for feasts. */
const OCCASIONS_SQL = `case scale_bench.pick(p.n, 13, 20)
    when 0 then '{everyday}' when 1 then '{everyday}' when 2 then '{everyday}'
    when 3 then '{everyday}' when 4 then '{everyday,friday}' when 5 then '{friday}'
    when 6 then '{ramadan}' when 7 then '{guests,wedding}' when 8 then '{eid-al-adha}'
    when 9 then '{eid-al-fitr}' when 10 then '{achoura}' when 11 then '{guests}'
    else '{}' end::text[]`;

const SEASONS_SQL = `case scale_bench.pick(p.n, 14, 10)
    when 0 then '{spring}' when 1 then '{summer}' when 2 then '{autumn}' when 3 then '{winter}'
    when 4 then '{autumn,winter}' else '{}' end::text[]`;

/** Recipes first to last (numbers, not ids): published, a few % drafts. */
export function recipesSql(first: number, last: number): string {
  return `insert into recipes (id, slug, title_en, title_fr, title_ar,
      description_en, description_fr, description_ar,
      instructions_en, instructions_fr, instructions_ar,
      prep_time, cooking_time, soak_time, rest_time, pressure_cooker_time, step_minutes,
      difficulty, category_id, tags, servings, region, occasions, seasons, status,
      created_at, updated_at)
    select p.id, p.dish || '-' || p.main || '-' || p.n,
      p.dish_en || ' with ' || p.main_en || ', ' || p.place_en,
      p.dish_fr || ' – ' || p.main_fr || ', ' || p.place_fr,
      p.dish_ar || ' ب' || p.main_ar || ' ' || p.place_ar,
      'A recipe for ' || lower(p.dish_en) || ' with ' || p.main_en || ', as it is made '
        || p.where_en || '. ' || a.en || case when two.yes then ' ' || b.en else '' end,
      'Une recette de ' || lower(p.dish_fr) || ' avec ' || p.main_fr || ', telle qu’on la fait '
        || p.where_fr || '. ' || a.fr || case when two.yes then ' ' || b.fr else '' end,
      'وصفة ' || p.dish_ar || ' ب' || p.main_ar || ' كما تحضر ' || p.where_ar || '. '
        || a.ar || case when two.yes then ' ' || b.ar else '' end,
      ins.en, ins.fr, ins.ar,
      10 + 5 * scale_bench.pick(p.n, 4, 8),
      p.cooking,
      case when p.soak > 0 and scale_bench.u(p.n, 6) < 0.7 then p.soak else 0 end,
      case when p.rest > 0 and scale_bench.u(p.n, 7) < 0.8 then p.rest else 0 end,
      case when p.kind = 'savoury' and p.cooking >= 60 and scale_bench.u(p.n, 8) < 0.15
        then p.cooking / 3 end,
      ins.minutes,
      case when scale_bench.u(p.n, 9) < 0.45 then 'easy'
        when scale_bench.u(p.n, 9) < 0.85 then 'medium' else 'hard' end,
      p.category_id, array[p.dish], 2 + scale_bench.pick(p.n, 12, 7), p.region,
      ${OCCASIONS_SQL},
      ${SEASONS_SQL},
      case when scale_bench.u(p.n, 15) < 0.03 then 'draft' else 'published' end,
      now() - make_interval(days => scale_bench.pick(p.n, 16, 1500)),
      now() - make_interval(days => scale_bench.pick(p.n, 16, 1500))
    from (${planSql(first, last)}) p
    cross join lateral (select scale_bench.u(p.n, 10) < 0.5 as yes) two
    join scale_bench.sentences a on a.i = scale_bench.pick(p.n, 11, p.sentences)
    join scale_bench.sentences b
      on b.i = (a.i + 1 + scale_bench.pick(p.n, 12, p.sentences - 1)) % p.sentences
    cross join lateral (
      select string_agg(st.en, E'\\n' order by st.i) as en,
        string_agg(st.fr, E'\\n' order by st.i) as fr, string_agg(st.ar, E'\\n' order by st.i) as ar,
        array_agg(case when scale_bench.u(p.n * 16 + j, 30) < 0.25
          then 5 * (1 + scale_bench.pick(p.n * 16 + j, 31, 6)) else 0 end order by st.i) as minutes
      from generate_series(0, 3 + scale_bench.pick(p.n, 20, 5)) as j
      join scale_bench.steps st on st.i = (scale_bench.pick(p.n, 21, p.steps) + j * 5) % p.steps
    ) ins`;
}

/**
 * The ingredient lines of recipes first to last: the main ingredient first and key, then distinct
 * draws from the pool up to the recipe's 6–15 lines; a second key line now and then, some
 * optional lines, quantities from the seed's usual ones.
 */
export function linesSql(first: number, last: number): string {
  return `insert into recipe_ingredients
      (recipe_id, ingredient_slug, optional, is_key, quantity, unit, position)
    select r.id, r.slug,
      not r.is_key and r.position > 0 and scale_bench.u(r.id * 32 + r.position, 42) < 0.1,
      r.is_key,
      r.quantity * (1 + 0.5 * scale_bench.pick(r.id * 32 + r.position, 44, 3)),
      r.unit, r.position
    from (
      select ranked.*,
        ranked.position = 0 or (ranked.position = 1 and scale_bench.u(ranked.id, 43) < 0.3) as is_key
      from (
        select d.id, d.slug, d.lines, pool.quantity, pool.unit,
          (row_number() over (partition by d.id order by d.k) - 1)::integer as position
        from (
          select distinct on (c.id, c.slug) c.id, c.kind, c.slug, c.k, c.lines
          from (
            select p.id, p.kind, p.lines, k.k,
              case when k.k = 0 then p.main else drawn.slug end as slug
            from (${planSql(first, last)}) p
            cross join generate_series(0, ${CANDIDATES - 1}) as k(k)
            join scale_bench.pool drawn on drawn.kind = p.kind
              and drawn.rank = floor(p.pool * scale_bench.u(p.id * 32 + k.k, 40) ^ 2)::integer
          ) c
          order by c.id, c.slug, c.k
        ) d
        left join scale_bench.pool pool on pool.kind = d.kind and pool.slug = d.slug
      ) ranked
      where ranked.position < ranked.lines
    ) r`;
}

/**
 * After the last batch: the identity past the explicit ids, fresh planner statistics, and the
 * visibility map index-only scans read (migration 0010's title orders), as autovacuum would set
 * it some time after a bulk load.
 */
export const FINISH_STATEMENTS: string[] = [
  `select setval(pg_get_serial_sequence('recipes', 'id'), (select max(id) from recipes))`,
  `vacuum analyze`,
];
