import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { KitchenIngredient, RecipeKitchen, Substitution } from '@chhiwat/core';
import { ingredientsQuery } from '../api/ingredients.ts';
import { substitutionsQuery } from '../api/substitutions.ts';

/*
 * The part of the catalogue the kitchen hooks read. A recipe's page brings its own (the recipe's
 * ingredients and swaps, from GET /api/recipes/:slug), so it neither loads nor carries the whole
 * ingredient list and every rule; everywhere else they read the whole catalogue.
 */
const Scope = createContext<RecipeKitchen | undefined>(undefined);

/** Within it, the kitchen hooks read `kitchen`; without one (an answer kept by an older version), the whole catalogue. */
export function CatalogueScope({
  kitchen,
  children,
}: {
  kitchen: RecipeKitchen | undefined;
  children: ReactNode;
}) {
  return <Scope.Provider value={kitchen}>{children}</Scope.Provider>;
}

/** The ingredients in scope: the page's own, or the whole list (loaded on first use). */
export function useScopedIngredients(): readonly KitchenIngredient[] | undefined {
  const scope = useContext(Scope);
  const all = useQuery({ ...ingredientsQuery(), enabled: scope === undefined });
  return scope ? scope.ingredients : all.data;
}

/** The swap rules in scope: the page's own, or every rule (loaded on first use). */
export function useScopedSubstitutions(): readonly Substitution[] | undefined {
  const scope = useContext(Scope);
  const all = useQuery({ ...substitutionsQuery(), enabled: scope === undefined });
  return scope ? scope.substitutions : all.data;
}
