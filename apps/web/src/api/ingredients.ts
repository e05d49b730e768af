import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  INGREDIENT_CACHE_TTL_MS,
  type Ingredient,
  type IngredientListResponse,
} from '@chhiwat/core';
import { apiGet } from '../lib/api-client.ts';

/** Browser storage of the ingredient list and its timestamp (public-site.md §4, Ingredient loading). */
export const INGREDIENT_CACHE_KEY = 'chhiwat.ingredients';
export const INGREDIENT_CACHE_TIME_KEY = 'chhiwat.ingredients.timestamp';

interface StoredIngredients {
  ingredients: Ingredient[];
  savedAt: number;
}

function readStored(): StoredIngredients | undefined {
  // The server renderer has no storage: answered without the cost of a caught ReferenceError
  if (typeof localStorage === 'undefined') return undefined;
  try {
    const raw = localStorage.getItem(INGREDIENT_CACHE_KEY);
    const savedAt = Number(localStorage.getItem(INGREDIENT_CACHE_TIME_KEY));
    if (!raw || !Number.isFinite(savedAt)) return undefined;
    const ingredients: unknown = JSON.parse(raw);
    return Array.isArray(ingredients)
      ? { ingredients: ingredients as Ingredient[], savedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

export function storeIngredients(ingredients: Ingredient[]) {
  try {
    localStorage.setItem(INGREDIENT_CACHE_KEY, JSON.stringify(ingredients));
    localStorage.setItem(INGREDIENT_CACHE_TIME_KEY, String(Date.now()));
  } catch {
    // storage full or blocked: the in-memory copy still serves this visit
  }
}

/**
 * Loads the ingredient list. A fresh answer is kept in memory and in browser storage with its time;
 * on a failure or an empty answer the stored copy is used, whatever its age, and without one a
 * failure stays a failure (the home page shows its retry state).
 */
export async function getIngredients(): Promise<Ingredient[]> {
  try {
    const { ingredients } = await apiGet<IngredientListResponse>('/api/ingredients');
    if (ingredients.length > 0) {
      storeIngredients(ingredients);
      return ingredients;
    }
    return readStored()?.ingredients ?? [];
  } catch (error) {
    const stored = readStored();
    if (stored) return stored.ingredients;
    throw error;
  }
}

/**
 * A copy younger than 24 hours is shown at once; the list is still revalidated in the background,
 * which costs a body-less 304 while nothing changed (docs/decisions/0005).
 */
export const ingredientsQuery = () => {
  const stored = readStored();
  const fresh =
    stored && Date.now() - stored.savedAt < INGREDIENT_CACHE_TTL_MS ? stored : undefined;
  return queryOptions({
    queryKey: ['ingredients'],
    queryFn: getIngredients,
    staleTime: 5 * 60 * 1000,
    ...(fresh ? { initialData: fresh.ingredients, initialDataUpdatedAt: 0 } : {}),
  });
};

export const useIngredients = () => useQuery(ingredientsQuery());
