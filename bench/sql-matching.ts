import { randomBytes } from 'node:crypto';
import { MATCH_SCORE_CAP, STAPLE_INGREDIENTS } from '@chhiwat/core';
import pg from 'pg';
import type { SyntheticRecipe } from './synthetic-catalogue.ts';

/**
 * What an engineer might pick instead of an index: one SQL query on the PostgreSQL server that
 * counts each recipe's selected ingredients, scores them with the spec's formula and returns the
 * first page. The catalogue is loaded into a throw-away database; its link table has the index
 * such a query needs.
 */
export class SqlMatcher {
  private constructor(
    private readonly client: pg.Client,
    private readonly drop: () => Promise<void>,
    private readonly ingredientIds: Map<string, number>,
  ) {}

  static async load(baseUrl: string, catalogue: SyntheticRecipe[]): Promise<SqlMatcher> {
    const name = `chhiwat_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const drop = async () => {
      await client.end();
      const cleaner = new pg.Client({ connectionString: baseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    };
    try {
      const ingredientIds = await loadCatalogue(client, catalogue);
      return new SqlMatcher(client, drop, ingredientIds);
    } catch (error) {
      await drop();
      throw error;
    }
  }

  /** The first `count` can-make recipes' slugs, by score, then fewer missing, then slug. */
  async firstPage(pantry: string[], count: number, maxMissing: number): Promise<string[]> {
    const ids = pantry.flatMap((slug) => this.ingredientIds.get(slug) ?? []);
    const staples = STAPLE_INGREDIENTS.flatMap((slug) => this.ingredientIds.get(slug) ?? []);
    const { rows } = await this.client.query<{ slug: string }>(PAGE_QUERY, [
      ids,
      staples,
      maxMissing,
      count,
      MATCH_SCORE_CAP,
    ]);
    return rows.map((row) => row.slug);
  }

  close() {
    return this.drop();
  }
}

async function loadCatalogue(client: pg.Client, catalogue: SyntheticRecipe[]) {
  await client.query(`
    create table recipes (id int primary key, slug text not null, difficulty smallint not null,
      has_instructions boolean not null, required_count smallint not null);
    create table links (recipe_id int not null, ingredient_id int not null, optional boolean not null);`);
  const ingredientIds = new Map<string, number>();
  const idOf = (slug: string) => {
    let id = ingredientIds.get(slug);
    if (id === undefined) ingredientIds.set(slug, (id = ingredientIds.size + 1));
    return id;
  };
  const BATCH = 50_000;
  for (let start = 0; start < catalogue.length; start += BATCH) {
    const batch = catalogue.slice(start, start + BATCH);
    const recipes = { id: [] as number[], slug: [] as string[], difficulty: [] as number[] };
    const flags = { instructions: [] as boolean[], required: [] as number[] };
    const links = { recipe: [] as number[], ingredient: [] as number[], optional: [] as boolean[] };
    batch.forEach((recipe, offset) => {
      const id = start + offset;
      recipes.id.push(id);
      recipes.slug.push(recipe.slug);
      recipes.difficulty.push(DIFFICULTY_CODE[recipe.difficulty]);
      flags.instructions.push(recipe.hasInstructions);
      flags.required.push(recipe.ingredients.filter((link) => !link.optional).length);
      for (const link of recipe.ingredients) {
        links.recipe.push(id);
        links.ingredient.push(idOf(link.slug));
        links.optional.push(link.optional);
      }
    });
    await client.query(
      `insert into recipes select * from unnest($1::int[], $2::text[], $3::smallint[], $4::boolean[], $5::smallint[])`,
      [recipes.id, recipes.slug, recipes.difficulty, flags.instructions, flags.required],
    );
    await client.query(
      `insert into links select * from unnest($1::int[], $2::int[], $3::boolean[])`,
      [links.recipe, links.ingredient, links.optional],
    );
  }
  await client.query(`
    create index links_by_ingredient on links (ingredient_id) include (recipe_id, optional);
    analyze recipes; analyze links;`);
  return ingredientIds;
}

const DIFFICULTY_CODE = { easy: 0, medium: 1, hard: 2 } as const;

// The spec's score (public-site.md §5) in SQL: required ingredients only, as the match page asks.
const PAGE_QUERY = `
  with hits as (
    select recipe_id,
           count(*)::int as available,
           bool_or(ingredient_id = any($2::int[])) as staple
      from links
     where ingredient_id = any($1::int[]) and not optional
     group by recipe_id
  ), scored as (
    select r.slug,
           r.required_count - h.available as missing,
           least($5::int,
             round(h.available * 100.0 / r.required_count)::int
             + case when r.required_count = h.available then 30 else 0 end
             + case when r.required_count - h.available <= 1 then 20
                    when r.required_count - h.available = 2 then 15
                    when r.required_count - h.available = 3 then 10
                    when r.required_count - h.available <= 5 then 5 else 0 end
             + case r.difficulty when 0 then 5 when 1 then 2 else 0 end
             + case when h.staple then 8 else 0 end
             + case when h.available >= 3 then 10 when h.available = 2 then 5 else 0 end
             + case when r.has_instructions then 3 else 0 end) as score
      from hits h join recipes r on r.id = h.recipe_id
     where r.required_count - h.available <= $3
  )
  select slug from scored order by score desc, missing, slug collate "C" limit $4`;
