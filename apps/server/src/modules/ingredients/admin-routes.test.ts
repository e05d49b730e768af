import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../test/admin-app.ts';
import { testDatabaseKinds } from '../../test/database.ts';

const newIngredient = {
  slug: 'amlou',
  name_en: 'Amlou',
  name_fr: "Amlou (pâte d'amandes à l'argan)",
  name_ar: 'أملو',
  name_darija: 'أملو',
  category: 'pantry',
  description_en: 'Almond, argan oil and honey spread from the Souss.',
  commonly_used_with: ['almonds', 'argan-oil', 'honey'],
  seasonality: 'year-round',
};

describe.each(testDatabaseKinds)('ingredient management API on %s', (kind) => {
  const admin = signedInAdminApp(kind);
  const { send } = admin;
  const idOf = async (slug: string) =>
    (
      await admin.t.db
        .selectFrom('ingredients')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id;

  it('creates an ingredient that the public list shows at once, and logs it', async () => {
    const response = await send('POST', '/api/admin/ingredients', newIngredient);
    expect(response.statusCode, response.body).toBe(201);
    const publicList = (await admin.t.app.inject('/api/ingredients')).json();
    expect(publicList.ingredients.map((i: { slug: string }) => i.slug)).toContain('amlou');
    const log = await admin.t.db
      .selectFrom('admin_activity')
      .select(['action', 'resource_type'])
      .where('resource_type', '=', 'ingredient')
      .execute();
    expect(log).toEqual([{ action: 'create', resource_type: 'ingredient' }]);
  });

  it('answers each validation rule with its message, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ name_en: 'A' }, 'name_en', 'English name must be at least 2 characters'],
      [{ name_fr: '' }, 'name_fr', 'French name is required'],
      [{ name_ar: 'ب'.repeat(101) }, 'name_ar', 'Arabic name must be less than 100 characters'],
      [
        { slug: 'Bad Slug' },
        'slug',
        'Slug can only contain lowercase letters, numbers and single hyphens',
      ],
      [{ seasonality: 'monsoon' }, 'seasonality', 'Invalid seasonality selected'],
      [{ image_url: 'javascript:alert(1)' }, 'image_url', 'Invalid image URL format'],
      [
        { description_en: 'x'.repeat(501) },
        'description_en',
        'English description must be less than 500 characters',
      ],
      [
        { commonly_used_with: Array.from({ length: 11 }, (_, n) => `x${n}`) },
        'commonly_used_with',
        'Maximum 10 related ingredients allowed',
      ],
      [
        { commonly_used_with: ['unicorn'] },
        'commonly_used_with',
        'Invalid ingredient references: unicorn',
      ],
      [{ category: 'no-such' }, 'category', 'Invalid category selected'],
    ];
    for (const [change, field, message] of cases) {
      const response = await send('POST', '/api/admin/ingredients', {
        ...newIngredient,
        slug: 'probe',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.fields[field], JSON.stringify(change)).toBe(message);
    }
    expect(
      await admin.t.db.selectFrom('ingredients').select('id').where('slug', '=', 'probe').execute(),
    ).toEqual([]);
  });

  it('refuses a right-to-left override in a name, naming the field, and writes nothing', async () => {
    const ingredientsBefore = await admin.t.db.selectFrom('ingredients').select('id').execute();
    const response = await send('POST', '/api/admin/ingredients', {
      ...newIngredient,
      slug: 'spoofed',
      name_en: 'Saffron \u202Egnp.exe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name_en:
        'English name cannot contain invisible or direction-control characters ' +
        '(U+200B–U+200F, U+202A–U+202E, U+2066–U+2069, U+FEFF)',
    });
    expect(await admin.t.db.selectFrom('ingredients').select('id').execute()).toEqual(
      ingredientsBefore,
    );
  });

  it('refuses a duplicate slug with the spec message', async () => {
    const response = await send('POST', '/api/admin/ingredients', {
      ...newIngredient,
      slug: 'cumin',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      message: 'An ingredient with this slug already exists',
      fields: { slug: 'This slug already exists' },
    });
  });

  it('renames a slug everywhere it is used, in one go', async () => {
    const id = await idOf('cumin');
    const current = await admin.t.db
      .selectFrom('ingredients')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const response = await send('PUT', `/api/admin/ingredients/${id}`, {
      slug: 'ground-cumin',
      name_en: current.name_en,
      name_fr: current.name_fr,
      name_ar: current.name_ar,
      name_darija: current.name_darija,
      category: 'spices',
      commonly_used_with: current.commonly_used_with,
      seasonality: current.seasonality,
    });
    expect(response.statusCode, response.body).toBe(200);
    const links = await admin.t.db
      .selectFrom('recipe_ingredients')
      .select('ingredient_slug')
      .where('ingredient_slug', 'in', ['cumin', 'ground-cumin'])
      .execute();
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.ingredient_slug === 'ground-cumin')).toBe(true);
    const stale = await admin.t.db
      .selectFrom('ingredients')
      .select('slug')
      .where((eb) => eb(eb.val('cumin'), '=', eb.fn.any('commonly_used_with')))
      .execute();
    expect(stale).toEqual([]);
    expect(
      (
        await send('PUT', '/api/admin/ingredients/999999', {
          ...newIngredient,
          slug: 'nothing-here',
        })
      ).json().error.message,
    ).toBe('Ingredient not found for update');
  });

  it('refuses to delete an ingredient a recipe uses and loses nothing; deletes an unused one', async () => {
    const saffron = await idOf('saffron');
    const linksBefore = await admin.t.db
      .selectFrom('recipe_ingredients')
      .select('recipe_id')
      .where('ingredient_slug', '=', 'saffron')
      .execute();
    const refused = await send('DELETE', `/api/admin/ingredients/${saffron}`);
    expect(refused.statusCode).toBe(409);
    const name = (
      await admin.t.db
        .selectFrom('ingredients')
        .select('name_en')
        .where('id', '=', saffron)
        .executeTakeFirstOrThrow()
    ).name_en;
    expect(refused.json().error.message).toBe(
      `Cannot delete ingredient "${name}" because it is used in recipes. Please remove it from recipes first.`,
    );
    const linksAfter = await admin.t.db
      .selectFrom('recipe_ingredients')
      .select('recipe_id')
      .where('ingredient_slug', '=', 'saffron')
      .execute();
    expect(linksAfter).toEqual(linksBefore);

    const amlou = await idOf('amlou');
    expect((await send('DELETE', `/api/admin/ingredients/${amlou}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/ingredients/${amlou}`)).json().error.message).toBe(
      'Ingredient not found',
    );
  });

  it('filters the list by photo: null or empty image_url is "without"', async () => {
    await admin.t.db
      .updateTable('ingredients')
      .set({ image_url: '/media/ingredient-images/ingredient-1-1.webp' })
      .where('slug', 'in', ['honey', 'saffron'])
      .execute();
    await admin.t.db
      .updateTable('ingredients')
      .set({ image_url: '' })
      .where('slug', '=', 'almonds')
      .execute();
    const list = async (query: string) => {
      const response = await admin.t.app.inject({
        url: `/api/admin/ingredients${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { ingredients: { slug: string; image_url: string | null }[] })
        .ingredients;
    };
    const total = (await admin.t.db.selectFrom('ingredients').select('id').execute()).length;

    const all = await list('');
    expect(all).toHaveLength(total);
    const withPhoto = await list('?photo=with');
    expect(withPhoto.map((i) => i.slug).sort()).toEqual(['honey', 'saffron']);
    const without = await list('?photo=without');
    expect(without).toHaveLength(total - 2);
    expect(without.every((i) => !i.image_url)).toBe(true);
    expect(without.map((i) => i.slug)).toContain('almonds');
    // Together they are the whole list, each in the list's order (English name).
    const slugs = new Set(withPhoto.map((i) => i.slug));
    expect(all.filter((i) => slugs.has(i.slug))).toEqual(withPhoto);
    expect(all.filter((i) => !slugs.has(i.slug))).toEqual(without);
    // Search and category stay the page's (back-office.md §7): accepted, not applied.
    expect(await list('?photo=with&search=zzz&category=spices')).toEqual(withPhoto);
  });

  it('refuses a bad photo value with a 400 naming photo', async () => {
    for (const value of ['maybe', 'all', '']) {
      const response = await admin.t.app.inject({
        url: `/api/admin/ingredients?photo=${value}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().error.fields, value).toEqual({
        photo: 'photo must be with or without',
      });
    }
  });
});
