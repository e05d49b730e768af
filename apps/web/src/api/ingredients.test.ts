import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ingredient } from '@chhiwat/core';
import {
  getIngredients,
  INGREDIENT_CACHE_KEY,
  INGREDIENT_CACHE_TIME_KEY,
  ingredientsQuery,
} from './ingredients.ts';

const onion: Ingredient = {
  slug: 'onions',
  name_en: 'Onions',
  name_fr: 'Oignons',
  name_ar: 'بصل',
  name_darija: 'بصلة',
  category: 'vegetables',
  image_url: null,
  seasonality: 'year-round',
  commonly_used_with: [],
  is_staple: false,
  aliases_en: ['onion'],
  aliases_fr: [],
  aliases_ar: [],
  aliases_darija: ['l3bsel'],
};
const cumin: Ingredient = { ...onion, slug: 'cumin', name_en: 'Cumin', category: 'spices' };

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2025-06-01T12:00:00Z');

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function storeCopy(ingredients: Ingredient[], savedAt: number) {
  localStorage.setItem(INGREDIENT_CACHE_KEY, JSON.stringify(ingredients));
  localStorage.setItem(INGREDIENT_CACHE_TIME_KEY, String(savedAt));
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('getIngredients', () => {
  it('returns the fresh list and stores it with the time', async () => {
    const fetchMock = answer({ ingredients: [onion, cumin] });
    await expect(getIngredients()).resolves.toEqual([onion, cumin]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ingredients');
    expect(JSON.parse(localStorage.getItem(INGREDIENT_CACHE_KEY) ?? '[]')).toEqual([onion, cumin]);
    expect(localStorage.getItem(INGREDIENT_CACHE_TIME_KEY)).toBe(String(NOW));
  });

  it('uses the stored copy, whatever its age, when the server fails', async () => {
    storeCopy([onion], NOW - 30 * DAY);
    answer({ error: { message: 'Down' } }, 503);
    await expect(getIngredients()).resolves.toEqual([onion]);
  });

  it('uses the stored copy when the network is down', async () => {
    storeCopy([cumin], NOW - DAY);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(getIngredients()).resolves.toEqual([cumin]);
  });

  it('uses the stored copy when the server answers an empty list, and keeps it', async () => {
    storeCopy([onion], NOW - 2 * DAY);
    answer({ ingredients: [] });
    await expect(getIngredients()).resolves.toEqual([onion]);
    expect(JSON.parse(localStorage.getItem(INGREDIENT_CACHE_KEY) ?? '[]')).toEqual([onion]);
  });

  it('is empty for an empty answer with nothing stored', async () => {
    answer({ ingredients: [] });
    await expect(getIngredients()).resolves.toEqual([]);
  });

  it('fails (so the page offers a retry) when the server fails and nothing is stored', async () => {
    answer({ error: { message: 'Down' } }, 503);
    await expect(getIngredients()).rejects.toMatchObject({ status: 503, message: 'Down' });
  });

  it('does not trust a corrupt stored copy', async () => {
    localStorage.setItem(INGREDIENT_CACHE_KEY, '{not json');
    localStorage.setItem(INGREDIENT_CACHE_TIME_KEY, String(NOW));
    answer({ error: { message: 'Down' } }, 503);
    await expect(getIngredients()).rejects.toMatchObject({ status: 503 });

    localStorage.setItem(INGREDIENT_CACHE_KEY, '{"onions":true}');
    await expect(getIngredients()).rejects.toMatchObject({ status: 503 });
  });
});

describe('ingredientsQuery (24-hour copy)', () => {
  it('shows a copy younger than 24 hours at once', () => {
    storeCopy([onion], NOW - DAY + 60_000);
    const query = ingredientsQuery();
    expect(query.initialData).toEqual([onion]);
    // …and still revalidates it: the copy counts as stale for the query.
    expect(query.initialDataUpdatedAt).toBe(0);
  });

  it('does not show a copy 24 hours old or older', () => {
    storeCopy([onion], NOW - DAY);
    expect(ingredientsQuery().initialData).toBeUndefined();
    storeCopy([onion], NOW - 3 * DAY);
    expect(ingredientsQuery().initialData).toBeUndefined();
  });

  it('has no initial data without a stored copy', () => {
    expect(ingredientsQuery().initialData).toBeUndefined();
  });
});
