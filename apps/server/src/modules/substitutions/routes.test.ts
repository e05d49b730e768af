import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../test/admin-app.ts';
import { testDatabaseKinds } from '../../test/database.ts';

const rule = {
  missing: 'mint',
  using: ['pennyroyal', 'wormwood'],
  quality: 'pinch',
  note_en: 'Use half as much: both are stronger than mint.',
  note_fr: 'Mettez-en deux fois moins : les deux sont plus forts que la menthe.',
  note_ar: 'استعمل نصف الكمية فقط لأنهما أقوى من النعناع.',
};

describe.each(testDatabaseKinds)('swap rules API on %s (decision 0016)', (kind) => {
  let id = 0;
  const admin = signedInAdminApp(kind);
  const { send } = admin;
  const publicRules = async () =>
    (await admin.t.app.inject('/api/substitutions')).json().substitutions as { missing: string }[];

  it('creates a rule, logs it, and the public side reads it at once', async () => {
    const before = (await publicRules()).length;
    const created = await send('POST', '/api/admin/substitutions', rule);
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().substitution.id;
    expect((await publicRules()).length).toBe(before + 1);
    const logged = await admin.t.db
      .selectFrom('admin_activity')
      .selectAll()
      .where('resource_type', '=', 'substitution')
      .execute();
    expect(logged.map((entry) => entry.action)).toEqual(['create']);
  });

  it('lists rules with names, and searches either side by any name', async () => {
    const all = (await send('GET', '/api/admin/substitutions')).json();
    expect(all.total).toBeGreaterThanOrEqual(31);
    const found = (
      await send('GET', `/api/admin/substitutions?search=${encodeURIComponent('Pennyroyal')}`)
    ).json();
    expect(found.substitutions).toEqual([
      expect.objectContaining({
        id,
        missing: 'mint',
        using: ['pennyroyal', 'wormwood'],
        missing_name_en: 'Mint',
        using_names_en: expect.arrayContaining([expect.stringMatching(/pennyroyal/i)]),
      }),
    ]);
    const byFrench = (
      await send('GET', `/api/admin/substitutions?search=${encodeURIComponent('menthe')}`)
    ).json();
    expect(byFrench.substitutions.map((s: { id: number }) => s.id)).toContain(id);
    const wildcard = (await send('GET', '/api/admin/substitutions?search=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('refuses a bad rule naming the field, and the same rule twice at its replacements', async () => {
    const bad = await send('POST', '/api/admin/substitutions', {
      ...rule,
      using: ['mint'],
      quality: 'perfect',
      note_fr: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      using: 'A swap cannot use the ingredient it replaces',
      quality: 'Quality must be equivalent, close or pinch',
      note_fr: 'French note is required',
    });
    const unknown = await send('POST', '/api/admin/substitutions', { ...rule, using: ['no-such'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.using).toBe('Invalid ingredient references: no-such');
    // the same set in another order is the same rule
    const twice = await send('POST', '/api/admin/substitutions', {
      ...rule,
      using: ['wormwood', 'pennyroyal'],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ using: 'This swap already exists' });
  });

  it('keeps rules whole when an ingredient is renamed, and refuses to delete one a rule uses', async () => {
    const pennyroyal = await admin.t.db
      .selectFrom('ingredients as i')
      .innerJoin('ingredient_categories as c', 'c.id', 'i.category_id')
      .selectAll('i')
      .select('c.slug as category')
      .where('i.slug', '=', 'pennyroyal')
      .executeTakeFirstOrThrow();
    const renamed = await send('PUT', `/api/admin/ingredients/${pennyroyal.id}`, {
      slug: 'wild-pennyroyal',
      name_en: pennyroyal.name_en,
      name_fr: pennyroyal.name_fr,
      name_ar: pennyroyal.name_ar,
      name_darija: pennyroyal.name_darija,
      category: pennyroyal.category,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stored = await admin.t.db
      .selectFrom('substitutions')
      .select('using_slugs')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.using_slugs).toEqual(['wild-pennyroyal', 'wormwood']);

    // No recipe uses it any more (the catalogue's teas do): only the rule holds it now.
    await admin.t.db
      .deleteFrom('recipe_ingredients')
      .where('ingredient_slug', '=', 'wild-pennyroyal')
      .execute();
    const refused = await send('DELETE', `/api/admin/ingredients/${pennyroyal.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/swap/);
  });

  it('updates and deletes a rule; an unknown one is not found and changes nothing', async () => {
    const updated = await send('PUT', `/api/admin/substitutions/${id}`, {
      ...rule,
      using: ['wild-pennyroyal'],
      quality: 'close',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const version = async () =>
      (await admin.t.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow())
        .version;
    const before = await version();
    expect((await send('DELETE', '/api/admin/substitutions/2000000000')).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/substitutions/2000000000', rule)).statusCode).toBe(404);
    expect(await version()).toBe(before);
    expect((await send('DELETE', `/api/admin/substitutions/${id}`)).statusCode).toBe(204);
    const left = await admin.t.db
      .selectFrom('substitutions')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('is for signed-in admins only', async () => {
    expect((await admin.t.app.inject('/api/admin/substitutions')).statusCode).toBe(401);
    expect(
      (await admin.t.app.inject({ method: 'POST', url: '/api/admin/substitutions', payload: rule }))
        .statusCode,
    ).toBe(401);
  });
});
