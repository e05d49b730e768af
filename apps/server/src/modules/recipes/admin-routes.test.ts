// One file over 300 lines: one seeded app per database and one signed-in admin serve every case;
// the cases are the admin's recipe routes (writes, then the list's search, filters and counts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { testDatabaseKinds } from '../../test/database.ts';

const recipe = (changes: object = {}) => ({
  title_en: 'Chicken with olives',
  title_fr: 'Poulet aux olives',
  title_ar: 'دجاج بالزيتون',
  description_en: 'Weeknight chicken.',
  instructions_en: 'Brown the chicken.\nAdd the olives and simmer.',
  instructions_fr: 'Faites dorer le poulet.\nAjoutez les olives et laissez mijoter.',
  instructions_ar: 'حمّر الدجاج.\nأضف الزيتون واتركه ينضج على نار هادئة.',
  status: 'published',
  prep_time: 15,
  cooking_time: 45,
  difficulty: 'easy',
  category: 'tagine',
  tags: ['Quick', 'quick', ' Chicken '],
  servings: 4,
  ingredients: [
    { ingredient_slug: 'chicken', quantity: 1, unit: 'kg' },
    { ingredient_slug: 'olives', optional: true, quantity: 100, unit: 'g', note_en: 'pitted' },
  ],
  ...changes,
});

describe.each(testDatabaseKinds)('recipe management API on %s', (kind) => {
  let t: TestApp;
  let cookie = '';
  let adminId = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    adminId = (await createAccount(t.db, { username: 'amina' })).id;
    cookie = await signIn(t.app, 'amina');
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('creates a recipe with its links, stamped with the session’s admin, and the public side matches it', async () => {
    const response = await send('POST', '/api/admin/recipes', recipe({ created_by: 999 }));
    expect(response.statusCode).toBe(400); // created_by is never taken from the body
    const created = await send('POST', '/api/admin/recipes', recipe());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().recipe.slug).toBe('chicken-with-olives');
    const row = await t.db
      .selectFrom('recipes')
      .selectAll()
      .where('slug', '=', 'chicken-with-olives')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      created_by: adminId,
      updated_by: adminId,
      tags: ['quick', 'chicken'],
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const matches = (await t.app.inject('/api/match?ingredients=chicken&pageSize=100')).json();
    expect(matches.recipes.map((r: { slug: string }) => r.slug)).toContain('chicken-with-olives');
  });

  it('answers each validation message, and an unknown category by name', async () => {
    const empty = await send('POST', '/api/admin/recipes', {
      title_en: '',
      title_fr: '',
      title_ar: '',
      prep_time: 0,
      cooking_time: -1,
      difficulty: '',
      category: '',
      ingredients: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.values(empty.json().error.fields)).toEqual(
      expect.arrayContaining([
        'English title is required',
        'French title is required',
        'Arabic title is required',
        'Prep time must be greater than 0',
        'Cooking time must be 0 or more',
        'Difficulty is required',
        'Category is required',
        'At least one ingredient is required',
        'At least one instruction in any language is required',
      ]),
    );
    const unknown = await send(
      'POST',
      '/api/admin/recipes',
      recipe({ slug: 'x-recipe', category: 'barbecue' }),
    );
    expect(unknown.json().error.message).toBe('Category "barbecue" not found');
    const badLink = await send(
      'POST',
      '/api/admin/recipes',
      recipe({ slug: 'y-recipe', ingredients: [{ ingredient_slug: 'unicorn' }] }),
    );
    expect(badLink.json().error.message).toBe('Invalid ingredient references: unicorn');
  });

  it('leaves nothing behind when the links fail after the recipe row was written', async () => {
    await sql
      .raw(
        `create function fail_links() returns trigger language plpgsql as $$ begin raise exception 'injected link failure'; end $$`,
      )
      .execute(t.db);
    await sql
      .raw(
        `create trigger fail_links before insert on recipe_ingredients for each row when (new.ingredient_slug = 'quinces') execute function fail_links()`,
      )
      .execute(t.db);
    const response = await send(
      'POST',
      '/api/admin/recipes',
      recipe({
        slug: 'doomed-tagine',
        ingredients: [{ ingredient_slug: 'lamb' }, { ingredient_slug: 'quinces' }],
      }),
    );
    expect(response.statusCode).toBe(500);
    expect(
      await t.db.selectFrom('recipes').select('id').where('slug', '=', 'doomed-tagine').execute(),
    ).toEqual([]);
    await sql.raw('drop trigger fail_links on recipe_ingredients').execute(t.db);
    await sql.raw('drop function fail_links()').execute(t.db);
  });

  it('ends 20 concurrent updates of one recipe in one complete version', async () => {
    const id = (
      await t.db
        .selectFrom('recipes')
        .select('id')
        .where('slug', '=', 'chicken-with-olives')
        .executeTakeFirstOrThrow()
    ).id;
    const versions = Array.from({ length: 20 }, (_, n) =>
      recipe({
        slug: 'chicken-with-olives',
        title_en: `Version ${n}`,
        ingredients: Array.from({ length: 1 + (n % 5) }, (__, k) => ({
          ingredient_slug: ['chicken', 'onions', 'garlic', 'saffron', 'ginger'][k],
        })),
      }),
    );
    const responses = await Promise.all(
      versions.map((body) => send('PUT', `/api/admin/recipes/${id}`, body)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const final = await t.db
      .selectFrom('recipes')
      .select('title_en')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const n = Number(final.title_en.replace('Version ', ''));
    const links = await t.db
      .selectFrom('recipe_ingredients')
      .select('ingredient_slug')
      .where('recipe_id', '=', id)
      .orderBy('position')
      .execute();
    expect(links.map((l) => l.ingredient_slug)).toEqual(
      ['chicken', 'onions', 'garlic', 'saffron', 'ginger'].slice(0, 1 + (n % 5)),
    );
  });

  it('searches titles, categories and ingredient names, filters, pages by 20 and counts the whole catalogue', async () => {
    const all = (await send('GET', '/api/admin/recipes')).json();
    const total = (await t.db.selectFrom('recipes').select('id').execute()).length;
    expect(all.pagination.total).toBe(total);
    expect(all.recipes).toHaveLength(20);
    expect(all.recipes[0].slug).toBe('chicken-with-olives'); // last updated first
    expect(all.pagination).toMatchObject({ totalCapped: false, previous: null });
    const last = (await send('GET', '/api/admin/recipes?last=1')).json();
    expect(last.recipes).toHaveLength(20);
    expect(last.pagination).toMatchObject({ next: null, previous: expect.any(String) });
    expect(all.counts.all).toBe(total);
    expect(all.counts.categories.tagine).toBeGreaterThan(5);

    expect(
      (await send('GET', '/api/admin/recipes?search=HARIRA'))
        .json()
        .recipes.map((r: { slug: string }) => r.slug),
    ).toContain('harira');
    const byIngredient = (
      await send('GET', `/api/admin/recipes?search=${encodeURIComponent('prunes')}`)
    ).json();
    expect(byIngredient.recipes.map((r: { slug: string }) => r.slug)).toContain(
      'lamb-tagine-prunes-almonds',
    );
    const byCategoryName = (
      await send('GET', '/api/admin/recipes?search=couscous&category=couscous')
    ).json();
    expect(
      byCategoryName.recipes.every((r: { category: string }) => r.category === 'couscous'),
    ).toBe(true);
    const hard = (await send('GET', '/api/admin/recipes?difficulty=hard')).json();
    expect(hard.pagination.total).toBe(all.counts.difficulties.hard);
    expect((await send('GET', '/api/admin/recipes?category=no-such')).json().recipes).toEqual([]);
  });

  it('deletes a recipe with its links', async () => {
    const id = (
      await t.db
        .selectFrom('recipes')
        .select('id')
        .where('slug', '=', 'chicken-with-olives')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await send('DELETE', `/api/admin/recipes/${id}`)).statusCode).toBe(204);
    expect(
      await t.db
        .selectFrom('recipe_ingredients')
        .select('recipe_id')
        .where('recipe_id', '=', id)
        .execute(),
    ).toEqual([]);
    expect((await send('DELETE', `/api/admin/recipes/${id}`)).json().error.message).toBe(
      'Recipe not found',
    );
  });

  it('searches for % and _ literally, not as wildcards', async () => {
    const titles = ['Mint tea 100% fresh', 'Tagine_draft'];
    for (const [n, title_en] of titles.entries()) {
      const created = await send(
        'POST',
        '/api/admin/recipes',
        recipe({ title_en, slug: `literal-${n}` }),
      );
      expect(created.statusCode, created.body).toBe(201);
    }
    const slugsFound = async (search: string) =>
      (await send('GET', `/api/admin/recipes?search=${encodeURIComponent(search)}`))
        .json()
        .recipes.map((r: { slug: string }) => r.slug);
    expect(await slugsFound('%')).toEqual(['literal-0']);
    expect(await slugsFound('_')).toEqual(['literal-1']);
    expect(await slugsFound('0% f')).toEqual(['literal-0']);
    expect(await slugsFound('e_d')).toEqual(['literal-1']);
    expect(await slugsFound('\\')).toEqual([]);
  });

  it('filters by photo (null or empty = without), with search, category and paging, and counts both', async () => {
    const photographed = [
      'chicken-tagine-preserved-lemons-olives',
      'harira',
      'lamb-tagine-prunes-almonds',
    ];
    await t.db
      .updateTable('recipes')
      .set({ image_url: '/media/recipe-images/recipe-1-1.webp' })
      .where('slug', 'in', photographed)
      .execute();
    await t.db
      .updateTable('recipes')
      .set({ image_url: '' })
      .where('slug', '=', 'kefta-tagine-eggs')
      .execute();
    const total = (await t.db.selectFrom('recipes').select('id').execute()).length;
    const list = async (query: string) => {
      const response = await send('GET', `/api/admin/recipes?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        recipes: { slug: string; image_url: string | null; category: string }[];
        pagination: { total: number; next: string | null };
        counts: { all: number; photos: { with: number; without: number } };
      };
    };
    const slugs = (body: { recipes: { slug: string }[] }) => body.recipes.map((r) => r.slug).sort();

    const all = await list('');
    expect(all.pagination.total).toBe(total);
    expect(all.counts.photos).toEqual({ with: 3, without: total - 3 });

    const withPhoto = await list('photo=with');
    expect(slugs(withPhoto)).toEqual(photographed);
    expect(withPhoto.pagination).toMatchObject({ total: 3, next: null });
    expect(withPhoto.counts.photos).toEqual(all.counts.photos); // the chips count the catalogue

    const without = await list('photo=without');
    expect(without.pagination).toMatchObject({ total: total - 3, next: expect.any(String) });
    expect(without.recipes).toHaveLength(20);
    expect(without.recipes.every((r) => !r.image_url)).toBe(true);
    const last = await list('photo=without&last=1');
    expect(last.recipes.every((r) => !r.image_url)).toBe(true);
    expect(last.pagination.next).toBe(null);

    // combined with search, category and difficulty; an empty image_url is "without"
    expect(slugs(await list('photo=with&search=harira'))).toEqual(['harira']);
    const hariras = await list('search=harira');
    expect(slugs(await list('photo=without&search=harira'))).toEqual(
      slugs(hariras).filter((slug) => slug !== 'harira'),
    );
    const keftas = await list('search=kefta');
    expect(keftas.pagination.total).toBeGreaterThan(1);
    expect(slugs(await list('photo=without&search=kefta'))).toEqual(slugs(keftas));
    expect(slugs(keftas)).toContain('kefta-tagine-eggs');
    expect((await list('photo=with&search=kefta')).recipes).toEqual([]);
    expect(slugs(await list('photo=with&category=tagine'))).toEqual([
      'chicken-tagine-preserved-lemons-olives',
      'lamb-tagine-prunes-almonds',
    ]);
    const tagines = (await list('category=tagine')).pagination.total;
    expect((await list('photo=without&category=tagine')).pagination.total).toBe(tagines - 2);
    const hardWithout = await list('photo=without&difficulty=hard');
    const hardWith = await list('photo=with&difficulty=hard');
    expect(hardWith.pagination.total + hardWithout.pagination.total).toBe(
      (await list('difficulty=hard')).pagination.total,
    );
  });

  it('refuses a bad photo value with a 400 naming photo', async () => {
    for (const value of ['maybe', 'all', '', 'WITH']) {
      const response = await send('GET', `/api/admin/recipes?photo=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().error.fields, value).toEqual({
        photo: 'photo must be with or without',
      });
    }
  });
});
