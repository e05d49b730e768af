// One file over 300 lines: the admin recipe list at scale (issue #42) on one seeded app per
// database: keyset paging walked both ways over random recipes, its cursors refused when bad, the
// trigger-kept counts after every kind of write, and the search's capped total.
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN_LIST_COUNT_CAP, DIFFICULTIES, RECIPE_STATUSES } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { signedInAdminApp } from '../../test/admin-app.ts';
import { testDatabaseKinds } from '../../test/database.ts';

/** Three change times a microsecond apart, so many recipes tie and a rounded cursor would fail. */
const TIES = [
  '2031-05-04T10:00:00.000001Z',
  '2031-05-04T10:00:00.000002Z',
  '2031-05-04T10:00:00.000003Z',
];
const CATEGORIES = ['tagine', 'couscous', 'soup'];

interface ListBody {
  recipes: { id: number; slug: string }[];
  pagination: {
    total: number;
    totalCapped: boolean;
    pageSize: number;
    next: string | null;
    previous: string | null;
  };
  counts: {
    all: number;
    categories: Record<string, number>;
    difficulties: Record<string, number>;
    photos: { with: number; without: number };
    statuses: { draft: number; published: number };
  };
}

interface Filter {
  search?: string | undefined;
  category?: string | undefined;
  difficulty?: string | undefined;
  photo?: 'with' | 'without' | undefined;
  status?: string | undefined;
}

const queryOf = (filter: Filter, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)),
    ...extra,
  }).toString();

/** Every recipe's sort key, as the database orders it, and what the filters read. */
async function everyRecipe(db: Kysely<Database>) {
  const { rows } = await sql<{
    id: number;
    slug: string;
    title_en: string;
    sort_key: string;
    category: string;
    difficulty: string;
    has_photo: boolean;
    status: string;
  }>`select r.id, r.slug, r.title_en, c.slug as category, r.difficulty, r.status,
            coalesce(r.image_url, '') <> '' as has_photo,
            to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as sort_key
       from recipes r join recipe_categories c on c.id = r.category_id`.execute(db);
  return rows;
}

/** The ids the list should show for the filter, in its order (newest change first, then id). */
async function expectedIds(db: Kysely<Database>, filter: Filter) {
  const term = filter.search?.toLowerCase();
  return (await everyRecipe(db))
    .filter(
      (r) =>
        (!term || r.title_en.toLowerCase().includes(term) || r.slug.includes(term)) &&
        (!filter.category || r.category === filter.category) &&
        (!filter.difficulty || r.difficulty === filter.difficulty) &&
        (!filter.photo || r.has_photo === (filter.photo === 'with')) &&
        (!filter.status || r.status === filter.status),
    )
    .sort((a, b) => (a.sort_key === b.sort_key ? b.id - a.id : a.sort_key < b.sort_key ? 1 : -1))
    .map((r) => r.id);
}

const randomRecipe = fc.record({
  tie: fc.nat(TIES.length - 1),
  category: fc.constantFrom(...CATEGORIES),
  difficulty: fc.constantFrom(...DIFFICULTIES),
  photo: fc.boolean(),
  status: fc.constantFrom(...RECIPE_STATUSES),
});

type RandomRecipe = ReturnType<(typeof randomRecipe)['generate']>['value'];

const randomFilter = fc.record({
  search: fc.option(fc.constantFrom('keyset', 'KEYSET 1'), { nil: undefined }),
  category: fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
  difficulty: fc.option(fc.constantFrom(...DIFFICULTIES), { nil: undefined }),
  photo: fc.option(fc.constantFrom('with' as const, 'without' as const), { nil: undefined }),
  status: fc.option(fc.constantFrom(...RECIPE_STATUSES), { nil: undefined }),
});

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe.each(testDatabaseKinds)('the admin recipe list at scale on %s', (kind) => {
  const admin = signedInAdminApp(kind);
  const list = async (query: string) => {
    const response = await admin.send('GET', `/api/admin/recipes?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListBody;
  };
  const categoryIds = async () =>
    new Map(
      (await admin.t.db.selectFrom('recipe_categories').select(['id', 'slug']).execute()).map(
        (c) => [c.slug, c.id],
      ),
    );

  /** Replaces the test's own recipes (slug keyset-…) with these, written in one statement. */
  async function writeKeysetRecipes(recipes: RandomRecipe[]) {
    const ids = await categoryIds();
    await admin.t.db.deleteFrom('recipes').where('slug', 'like', 'keyset-%').execute();
    if (recipes.length === 0) return;
    await admin.t.db
      .insertInto('recipes')
      .values(
        recipes.map((recipe, n) => ({
          slug: `keyset-${n}`,
          title_en: `Keyset ${n}`,
          title_fr: `Clé ${n}`,
          title_ar: `مفتاح ${n}`,
          prep_time: 10,
          cooking_time: 10,
          difficulty: recipe.difficulty,
          category_id: ids.get(recipe.category) ?? 0,
          image_url: recipe.photo ? `/media/recipe-images/keyset-${n}.webp` : null,
          status: recipe.status,
          created_by: null,
          updated_by: null,
          updated_at: TIES[recipe.tie] as unknown as Date,
        })),
      )
      .execute();
  }

  /** The pages from the first by `next`, and from the last by `previous`, checked on the way. */
  async function walk(filter: Filter) {
    const forward: ListBody[] = [await list(queryOf(filter))];
    expect(forward[0]?.pagination.previous).toBe(null);
    for (let page = forward[0]; page?.pagination.next; page = forward.at(-1))
      forward.push(await list(queryOf(filter, { after: page.pagination.next })));
    const backward: ListBody[] = [await list(queryOf(filter, { last: '1' }))];
    expect(backward[0]?.pagination.next).toBe(null);
    for (let page = backward[0]; page?.pagination.previous; page = backward[0])
      backward.unshift(await list(queryOf(filter, { before: page.pagination.previous })));
    return { forward, backward };
  }

  const ids = (pages: ListBody[]) => pages.flatMap((page) => page.recipes.map((r) => r.id));

  it('pages by keyset: every row exactly once forward and backward, ties and filters included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(randomRecipe, { maxLength: 70 }),
        randomFilter,
        async (recipes, filter) => {
          await writeKeysetRecipes(recipes);
          const expected = await expectedIds(admin.t.db, filter);
          const { forward, backward } = await walk(filter);
          expect(ids(forward)).toEqual(expected);
          expect(ids(backward)).toEqual(expected);
          // the first and last jumps, and a full page everywhere but at the far end
          expect(forward[0]?.recipes.map((r) => r.id)).toEqual(expected.slice(0, 20));
          expect(backward.at(-1)?.recipes.map((r) => r.id)).toEqual(expected.slice(-20));
          expect(forward.slice(0, -1).every((page) => page.recipes.length === 20)).toBe(true);
          // `previous` from a page reached going forward is the page before it
          for (const [n, page] of forward.entries()) {
            if (n === 0) continue;
            const back = await list(queryOf(filter, { before: page.pagination.previous ?? '' }));
            expect(back.recipes).toEqual(forward[n - 1]?.recipes);
          }
        },
      ),
      { numRuns: 12 },
    );
    await writeKeysetRecipes([]);
  });

  it('answers an empty list with no cursors', async () => {
    const empty = await list('search=no-recipe-has-this');
    expect(empty.recipes).toEqual([]);
    expect(empty.pagination).toMatchObject({ total: 0, next: null, previous: null });
    expect((await list('search=no-recipe-has-this&last=1')).pagination.previous).toBe(null);
  });

  it('refuses a bad cursor, or two places to start, with a 400 naming the field', async () => {
    const good = (await list('')).pagination.next ?? '';
    expect(good).not.toBe('');
    const refused = async (query: string, field: string) => {
      const response = await admin.send('GET', `/api/admin/recipes?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual([field]);
      return response.json().error.fields[field] as string;
    };
    for (const cursor of [
      'not!base64',
      'abc',
      base64url('{"updatedAt":"2031-05-04T10:00:00.000001Z","id":1}'),
      base64url('["2031-02-30T10:00:00.000001Z",1]'),
      base64url('["2031-05-04T10:00:00.001Z",1]'),
      base64url('["2031-05-04T10:00:00.000001Z",0]'),
      base64url('["2031-05-04T10:00:00.000001Z",1.5]'),
      'x'.repeat(201),
    ])
      for (const field of ['after', 'before'])
        expect(await refused(`${field}=${encodeURIComponent(cursor)}`, field)).toBe(
          `${field} must be a cursor this list gave`,
        );
    expect(await refused(`after=${good}&before=${good}`, 'before')).toBe(
      'before cannot be combined with after',
    );
    expect(await refused(`after=${good}&last=1`, 'last')).toBe(
      'last cannot be combined with after',
    );
    expect(await refused('last=yes', 'last')).toBe('last must be 1');
  });

  /** The chips and the unsearched totals of the API against count(*) over the recipes. */
  async function expectCountsRight() {
    const rows = await everyRecipe(admin.t.db);
    const tally = (key: (r: (typeof rows)[number]) => string) =>
      rows.reduce<Record<string, number>>((counts, r) => {
        counts[key(r)] = (counts[key(r)] ?? 0) + 1;
        return counts;
      }, {});
    const body = await list('');
    const categories = await admin.t.db.selectFrom('recipe_categories').select('slug').execute();
    expect(body.counts.categories).toEqual({
      ...Object.fromEntries(categories.map((c) => [c.slug, 0])),
      ...tally((r) => r.category),
    });
    expect(body.counts.difficulties).toEqual(tally((r) => r.difficulty));
    expect(body.counts.photos).toEqual({
      with: rows.filter((r) => r.has_photo).length,
      without: rows.filter((r) => !r.has_photo).length,
    });
    expect(body.counts.statuses).toEqual({ draft: 0, published: 0, ...tally((r) => r.status) });
    expect(body.counts.all).toBe(rows.length);
    expect(body.pagination).toMatchObject({ total: rows.length, totalCapped: false });
    for (const filter of [
      { category: 'tagine' },
      { category: 'tagine', status: 'draft' },
      { difficulty: 'hard', photo: 'with' as const },
      { photo: 'without' as const, status: 'published', category: 'soup' },
      { category: 'no-such' },
    ]) {
      const { total } = (await list(queryOf(filter))).pagination;
      expect(total, JSON.stringify(filter)).toBe((await expectedIds(admin.t.db, filter)).length);
    }
  }

  it('keeps the counts right through create, publish, photo, category move, bulk writes and delete', async () => {
    await expectCountsRight();
    const created = await admin.send('POST', '/api/admin/recipes', {
      title_en: 'Counted soup',
      title_fr: 'Soupe comptée',
      title_ar: 'حساء معدود',
      instructions_en: 'Simmer.',
      instructions_fr: 'Laissez mijoter.',
      instructions_ar: 'اتركه ينضج.',
      status: 'draft',
      prep_time: 10,
      cooking_time: 20,
      difficulty: 'easy',
      category: 'soup',
      ingredients: [{ ingredient_slug: 'onions' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().recipe as { id: number };
    await expectCountsRight();
    const update = async (changes: object) => {
      const current = (await admin.send('GET', `/api/admin/recipes/${id}`)).json().recipe;
      const { category, ingredients, ...rest } = current;
      const body = {
        ...Object.fromEntries(
          Object.entries(rest).filter(([key]) => !/^(id|category_id|created|updated)/.test(key)),
        ),
        category,
        ingredients: ingredients.map((l: { ingredient_slug: string }) => ({
          ingredient_slug: l.ingredient_slug,
        })),
        ...changes,
      };
      const response = await admin.send('PUT', `/api/admin/recipes/${id}`, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    await update({ status: 'published' });
    await expectCountsRight();
    await update({ category: 'tagine', difficulty: 'hard' });
    await expectCountsRight();
    await sql`update recipes set image_url = '/media/recipe-images/counted.webp' where id = ${id}`.execute(
      admin.t.db,
    );
    await expectCountsRight();
    // one statement moving many rows between keys, one adding many, one removing them
    await sql`update recipes set status = case status when 'draft' then 'published' else 'draft' end
              where id % 3 = 0`.execute(admin.t.db);
    await expectCountsRight();
    await sql`insert into recipes (slug, title_en, title_fr, title_ar, prep_time, cooking_time,
                                   difficulty, category_id, status)
              select 'bulk-' || n, 'Bulk ' || n, 'Lot ' || n, 'دفعة ' || n, 5, 5,
                     (array['easy', 'medium', 'hard'])[n % 3 + 1],
                     (select id from recipe_categories where slug = 'couscous'), 'draft'
              from generate_series(1, 40) as n`.execute(admin.t.db);
    await expectCountsRight();
    await sql`delete from recipes where slug like 'bulk-%' and id % 2 = 0`.execute(admin.t.db);
    await expectCountsRight();
    expect((await admin.send('DELETE', `/api/admin/recipes/${id}`)).statusCode).toBe(204);
    await sql`delete from recipes where slug like 'bulk-%'`.execute(admin.t.db);
    await expectCountsRight();
  });

  it('empties the counts when the recipes are truncated', async () => {
    const counted = () =>
      sql<{ n: number }>`select count(*)::int as n from recipe_counts`.execute(admin.t.db);
    expect((await counted()).rows[0]?.n).toBeGreaterThan(0);
    await expect(
      admin.t.db.transaction().execute(async (trx) => {
        await sql`truncate recipes cascade`.execute(trx);
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from recipe_counts`.execute(trx);
        expect(rows[0]?.n).toBe(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await counted()).rows[0]?.n).toBeGreaterThan(0);
  });

  it(`counts a search up to ${ADMIN_LIST_COUNT_CAP} and says when there are more`, async () => {
    await sql`insert into recipes (slug, title_en, title_fr, title_ar, prep_time, cooking_time,
                                   difficulty, category_id, status)
              select 'capped-' || n, 'Capped ' || n, 'Plafond ' || n, 'سقف ' || n, 5, 5, 'easy',
                     (select id from recipe_categories where slug = 'tagine'), 'published'
              from generate_series(1, ${ADMIN_LIST_COUNT_CAP + 5}::integer) as n`.execute(
      admin.t.db,
    );
    const capped = await list('search=capped');
    expect(capped.pagination).toMatchObject({ total: ADMIN_LIST_COUNT_CAP, totalCapped: true });
    expect(capped.recipes).toHaveLength(20);
    const exactly = await list(`search=${encodeURIComponent('Capped 100')}`);
    // Capped 100, and Capped 1000 to 1005
    expect(exactly.pagination).toMatchObject({ total: 7, totalCapped: false, next: null });
    expect((await list('search=capped&difficulty=hard')).pagination.total).toBe(0);
    // no search: the counts are exact at any size
    const tagines = await list('category=tagine');
    expect(tagines.pagination.totalCapped).toBe(false);
    expect(tagines.pagination.total).toBe(
      (await expectedIds(admin.t.db, { category: 'tagine' })).length,
    );
    await sql`delete from recipes where slug like 'capped-%'`.execute(admin.t.db);
  });
});
