import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_KITCHEN_SETTINGS } from '@chhiwat/core';
import { ApiError } from '../lib/api-client.ts';
import { appQueryClient } from '../test/app-query-client.ts';
import { recipeListQuery, recipeQuery, type RecipeFilters, type RecipeList } from './recipes.ts';

const base: RecipeFilters = {
  q: '',
  category: 'all',
  difficulty: 'all',
  matchesOnly: false,
  ingredients: [],
  language: 'ar',
  kitchen: DEFAULT_KITCHEN_SETTINGS,
};

const emptyPage: RecipeList = { recipes: [], total: 0, page: 1, pageSize: 24, matchingCount: 0 };

/** The query string the list asks the server for, for `filters` and `page`. */
async function requested(filters: Partial<RecipeFilters>, page = 1) {
  const fetchMock = vi.fn().mockResolvedValue(Response.json(emptyPage));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  await client.fetchInfiniteQuery({
    ...recipeListQuery({ ...base, ...filters }),
    initialPageParam: page,
  });
  const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
  expect(url.pathname).toBe('/api/recipes');
  return Object.fromEntries(url.searchParams);
}

afterEach(() => vi.unstubAllGlobals());

describe('recipe list request', () => {
  it('asks for the first page in the interface language, with no filter', async () => {
    expect(await requested({})).toEqual({ lang: 'ar', page: '1', pageSize: '24' });
  });

  it('sends the trimmed search, the category and the difficulty when chosen', async () => {
    expect(
      await requested({ q: '  tajine  ', category: 'tagine', difficulty: 'easy', language: 'fr' }),
    ).toEqual({
      lang: 'fr',
      page: '1',
      pageSize: '24',
      q: 'tajine',
      category: 'tagine',
      difficulty: 'easy',
    });
  });

  it('sends no search for blank text', async () => {
    expect(await requested({ q: '   ' })).not.toHaveProperty('q');
  });

  it('sends the selection with the interface limit of 10 missing and the matches-only choice', async () => {
    expect(await requested({ ingredients: ['onions', 'lamb'], matchesOnly: true })).toMatchObject({
      ingredients: 'onions,lamb',
      maxMissing: '10',
      matchesOnly: 'true',
    });
    expect(await requested({ ingredients: ['onions'], matchesOnly: false })).toMatchObject({
      matchesOnly: 'false',
    });
  });

  it('sends no matching parameters without a selection', async () => {
    const params = await requested({ matchesOnly: true });
    expect(params).not.toHaveProperty('ingredients');
    expect(params).not.toHaveProperty('matchesOnly');
    expect(params).not.toHaveProperty('maxMissing');
  });

  it("sends nothing about the kitchen with the catalogue's staples and swaps on", async () => {
    const params = await requested({ ingredients: ['onions'] });
    expect(params).not.toHaveProperty('staples');
    expect(params).not.toHaveProperty('swaps');
  });

  it("sends the visitor's own staples, sorted, and swaps=0 when swaps are off", async () => {
    expect(
      await requested({
        ingredients: ['onions'],
        kitchen: { staples: ['salt', 'cumin'], countStaples: true, swaps: false },
      }),
    ).toMatchObject({ staples: 'cumin,salt', swaps: '0' });
  });

  it('sends an empty staples list when staples do not count', async () => {
    expect(
      await requested({
        ingredients: ['onions'],
        kitchen: { staples: ['salt'], countStaples: false, swaps: true },
      }),
    ).toMatchObject({ staples: '' });
  });

  it('keys the list by the kitchen, so changing it asks again', () => {
    const off = { ...DEFAULT_KITCHEN_SETTINGS, swaps: false };
    expect(recipeListQuery(base).queryKey).not.toEqual(
      recipeListQuery({ ...base, kitchen: off }).queryKey,
    );
  });

  it('asks for page n when showing more', async () => {
    expect(await requested({}, 3)).toMatchObject({ page: '3' });
  });
});

describe('recipe list paging', () => {
  const next = recipeListQuery(base).getNextPageParam;
  const page = (n: number, total: number): RecipeList => ({ ...emptyPage, page: n, total });

  it('offers the next page while recipes remain', () => {
    expect(next(page(1, 25), [], 1, [])).toBe(2);
    expect(next(page(2, 100), [], 2, [])).toBe(3);
  });

  it('offers none on the last page', () => {
    expect(next(page(1, 24), [], 1, [])).toBeUndefined();
    expect(next(page(2, 48), [], 2, [])).toBeUndefined();
    expect(next(page(1, 0), [], 1, [])).toBeUndefined();
  });
});

describe('recipe detail request', () => {
  it('asks for the slug, encoded', async () => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ recipe: { slug: 'a b' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(new QueryClient().fetchQuery(recipeQuery('a b/c'))).resolves.toEqual({
      recipe: { slug: 'a b' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/recipes/a%20b%2Fc');
  });

  it.each([
    [503, 2],
    [404, 1],
    [429, 1],
  ])("under the app's rule, an answer %i is asked %i time(s)", async (status, asked) => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ error: {} }, { status })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(appQueryClient().fetchQuery(recipeQuery('x'))).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(asked);
  });
});
