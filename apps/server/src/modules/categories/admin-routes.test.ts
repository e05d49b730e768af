import { describe, expect, it } from 'vitest';
import { CATEGORY_COLORS, CATEGORY_ICONS } from '@chhiwat/core';
import { signedInAdminApp } from '../../test/admin-app.ts';
import { testDatabaseKinds } from '../../test/database.ts';

const category = {
  name_en: 'Street food',
  name_fr: 'Cuisine de rue',
  name_ar: 'أكل الشارع',
  color: CATEGORY_COLORS.recipe[0],
  icon: CATEGORY_ICONS[12],
  sort_order: 12,
};

describe.each(testDatabaseKinds)('category management API on %s', (kind) => {
  const admin = signedInAdminApp(kind);
  const { send } = admin;

  it('creates a category with a slug made by the server, unique in its table', async () => {
    const first = await send('POST', '/api/admin/categories/recipe', category);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().category.slug).toBe('street-food');
    const second = await send('POST', '/api/admin/categories/recipe', category);
    expect(second.json().category.slug).toBe('street-food-2');
    expect(
      (
        await send(
          'GET',
          `/api/admin/categories/recipe/slug?name=${encodeURIComponent('Street Food!')}`,
        )
      ).json().slug,
    ).toBe('street-food-3');
    expect(
      (
        await send('GET', `/api/admin/categories/recipe/slug?name=${encodeURIComponent('طاجين')}`)
      ).json().slug,
    ).toBe('category');
  });

  it('gives the form messages', async () => {
    const response = await send('POST', '/api/admin/categories/ingredient', {
      ...category,
      name_en: ' ',
      color: '',
      sort_order: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name_en: 'English name is required',
      color: 'Color is required',
      sort_order: 'Sort order must be 0 or greater',
    });
    const duplicate = await send('POST', '/api/admin/categories/ingredient', {
      ...category,
      slug: 'spices',
      color: CATEGORY_COLORS.ingredient[0],
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('hides an inactive category and its ingredients from the public picker', async () => {
    const list = (await send('GET', '/api/admin/categories/ingredient')).json().categories;
    const herbs = list.find((c: { slug: string }) => c.slug === 'herbs');
    const response = await send('PUT', `/api/admin/categories/ingredient/${herbs.id}`, {
      slug: 'herbs',
      name_en: herbs.name_en,
      name_fr: herbs.name_fr,
      name_ar: herbs.name_ar,
      color: herbs.color,
      icon: herbs.icon,
      sort_order: herbs.sort_order,
      is_active: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const publicCategories = (await admin.t.app.inject('/api/ingredient-categories')).json()
      .categories;
    expect(publicCategories.map((c: { slug: string }) => c.slug)).not.toContain('herbs');
  });

  it('refuses to delete a category that still has items, with the count, and deletes an empty one', async () => {
    const list = (await send('GET', '/api/admin/categories/recipe')).json().categories;
    const soup = list.find((c: { slug: string }) => c.slug === 'soup');
    const refused = await send('DELETE', `/api/admin/categories/recipe/${soup.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `This category cannot be deleted because it contains ${soup.item_count} recipes`,
    );
    const empty = list.find((c: { slug: string }) => c.slug === 'street-food');
    expect((await send('DELETE', `/api/admin/categories/recipe/${empty.id}`)).statusCode).toBe(204);
  });
});
