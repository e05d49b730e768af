import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  countedStaples,
  kitchenOf,
  type Kitchen,
  type Substitution,
  type SubstitutionListResponse,
} from '@chhiwat/core';
import { apiGet } from '../lib/api.ts';
import { useCatalogueStaples } from './catalogue-kitchen.ts';
import { useKitchen } from './kitchen-store.ts';

/* The recipe page's side of the kitchen: the swap rules and the kitchen to match with (a module
   of its own, so none of it is in the first load of `/`). */

/** The swap rules of the catalogue (GET /api/substitutions), with their notes in three languages. */
export const substitutionsQuery = () =>
  queryOptions({
    queryKey: ['substitutions'],
    queryFn: () =>
      apiGet<SubstitutionListResponse>('/api/substitutions').then((body) => body.substitutions),
    staleTime: 5 * 60 * 1000,
  });
export const useSubstitutions = () => useQuery(substitutionsQuery());

/** The rule behind a swap of a match result: same missing ingredient, same ones used. */
export function ruleOf(
  rules: readonly Substitution[] | undefined,
  swap: { missing: string; using: readonly string[] },
): Substitution | undefined {
  const using = [...swap.using].sort().join(',');
  return rules?.find(
    (rule) => rule.missing === swap.missing && [...rule.using].sort().join(',') === using,
  );
}

/**
 * The visitor's kitchen for client-side matching: the staples they count and, when swaps are
 * allowed, the catalogue's rules (none until they have loaded).
 */
export function useVisitorKitchen(): Kitchen {
  const settings = useKitchen();
  const catalogueStaples = useCatalogueStaples();
  const rules = useSubstitutions().data;
  return useMemo(
    () =>
      kitchenOf(countedStaples(settings, catalogueStaples), settings.swaps ? (rules ?? []) : []),
    [settings, catalogueStaples, rules],
  );
}
