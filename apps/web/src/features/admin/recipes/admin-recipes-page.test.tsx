import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRecipeList, AdminRecipeRow } from '@chhiwat/core';
import { ToastProvider } from '../../../components/ui/toasts.tsx';
import { click, render, type Rendered } from '../../../test/render.tsx';
import { AdminRecipesPage } from './admin-recipes-page.tsx';

const row = (n: number) =>
  ({
    id: n,
    slug: `recipe-${n}`,
    title_en: `Recipe ${n}`,
    title_fr: `Recette ${n}`,
    title_ar: `وصفة ${n}`,
    description_en: '',
    image_url: null,
    prep_time: 10,
    cooking_time: 10,
    difficulty: 'easy',
    category: 'soup',
    category_name_en: 'Soups',
    category_icon: '🥣',
    tags: [],
    servings: 4,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ingredient_count: 3,
    status: 'published',
  }) satisfies AdminRecipeRow;

const answer = (
  ids: number[],
  pagination: Partial<AdminRecipeList['pagination']>,
): AdminRecipeList => ({
  recipes: ids.map(row),
  pagination: {
    total: 45,
    totalCapped: false,
    pageSize: 20,
    next: null,
    previous: null,
    ...pagination,
  },
  counts: {
    categories: { soup: 45 },
    difficulties: { easy: 45 },
    all: 45,
    photos: { with: 0, without: 45 },
    statuses: { draft: 0, published: 45 },
  },
});

let screen: Rendered | undefined;
let listAnswers: Map<string, AdminRecipeList>;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  listAnswers = new Map();
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname === '/api/admin/recipes') {
        asked.push(url.search);
        const body = listAnswers.get(url.search);
        return Promise.resolve(body ? Response.json(body) : Response.json({}, { status: 500 }));
      }
      if (url.pathname === '/api/admin/ingredients')
        return Promise.resolve(Response.json({ ingredients: [] }));
      return Promise.resolve(Response.json({ categories: [] }));
    }),
  );
});
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  vi.unstubAllGlobals();
});

async function settle(until: () => boolean) {
  for (let turn = 0; turn < 50 && !until(); turn++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
}

const text = (id: string) =>
  screen?.container.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
const pagerButton = (name: string) =>
  screen?.container.querySelector<HTMLButtonElement>(`nav button[aria-label="${name} page"]`);
const firstTitle = () =>
  screen?.container.querySelector('[data-testid="admin-recipe-list"] li p.font-semibold')
    ?.textContent;

describe('the admin recipe list', () => {
  it('moves by the cursors the answers give: next, last, previous and first', async () => {
    const ids = (from: number) => Array.from({ length: 20 }, (_, k) => from + k);
    listAnswers.set('', answer(ids(1), { next: 'c20' }));
    listAnswers.set('?after=c20', answer(ids(21), { next: 'c40', previous: 'c21' }));
    listAnswers.set('?last=1', answer(ids(26), { previous: 'c26' }));
    listAnswers.set('?before=c26', answer(ids(6), { next: 'c25', previous: 'c6' }));
    screen = render(
      <ToastProvider>
        <AdminRecipesPage />
      </ToastProvider>,
      { path: '/admin/recipes' },
    );
    await settle(() => firstTitle() === 'Recipe 1');
    expect(text('showing')).toContain('Showing 20 of 45 recipes');
    expect(pagerButton('First')?.disabled).toBe(true);
    expect(pagerButton('Previous')?.disabled).toBe(true);

    click(pagerButton('Next'));
    await settle(() => firstTitle() === 'Recipe 21');
    expect(pagerButton('Previous')?.disabled).toBe(false);
    click(pagerButton('Last'));
    await settle(() => firstTitle() === 'Recipe 26');
    expect(pagerButton('Next')?.disabled).toBe(true);
    expect(pagerButton('Last')?.disabled).toBe(true);
    click(pagerButton('Previous'));
    await settle(() => firstTitle() === 'Recipe 6');
    click(pagerButton('First'));
    await settle(() => asked.at(-1) === '' && firstTitle() === 'Recipe 1');
    expect(asked).toEqual(['', '?after=c20', '?last=1', '?before=c26', '']);
  });

  it('says "1,000+" when a search counted past its cap', async () => {
    listAnswers.set('', answer([1, 2, 3], { total: 1000, totalCapped: true }));
    screen = render(
      <ToastProvider>
        <AdminRecipesPage />
      </ToastProvider>,
      { path: '/admin/recipes' },
    );
    await settle(() => text('showing').includes('1,000+'));
    expect(text('showing')).toContain('Showing 3 of 1,000+ recipes');
  });
});
