import { useQuery } from '@tanstack/react-query';
import type { AdminIngredientListResponse, IngredientInput } from '@chhiwat/core';
import { apiGet, apiSend } from '../../../../lib/api-client.ts';

export type { AdminIngredient } from '@chhiwat/core';

/** Every ingredient, for the ingredients screen and the recipe and swap editors' pickers. */
export const useAdminIngredients = () =>
  useQuery({
    queryKey: ['admin', 'ingredients'],
    queryFn: () => apiGet<AdminIngredientListResponse>('/api/admin/ingredients'),
  });

/** Creates an ingredient (no id) or replaces one. */
export const saveIngredient = (id: number | undefined, ingredient: IngredientInput) =>
  id === undefined
    ? apiSend('POST', '/api/admin/ingredients', ingredient)
    : apiSend('PUT', `/api/admin/ingredients/${id}`, ingredient);

export const deleteIngredient = (id: number) => apiSend('DELETE', `/api/admin/ingredients/${id}`);
