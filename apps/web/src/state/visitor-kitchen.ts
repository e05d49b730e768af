import { useMemo } from 'react';
import { countedStaples, kitchenOf, type Kitchen, type Substitution } from '@chhiwat/core';
import { useCatalogueStaples } from './catalogue-kitchen.ts';
import { useScopedSubstitutions } from './catalogue-scope.tsx';
import { useKitchen } from './kitchen-store.ts';

/* The recipe page's side of the kitchen: the swap rules and the kitchen to match with (a module
   of its own, so none of it is in the first load of `/`). */

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
 * allowed, the rules in scope (none until they have loaded).
 */
export function useVisitorKitchen(): Kitchen {
  const settings = useKitchen();
  const catalogueStaples = useCatalogueStaples();
  const rules = useScopedSubstitutions();
  return useMemo(
    () =>
      kitchenOf(countedStaples(settings, catalogueStaples), settings.swaps ? (rules ?? []) : []),
    [settings, catalogueStaples, rules],
  );
}
