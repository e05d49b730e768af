import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { formatConjunction, type KitchenIngredient } from '@chhiwat/core';
import { asLanguage, localized } from '../lib/localized.ts';
import { useScopedIngredients } from './catalogue-scope.tsx';

/** The catalogue's staples: what "the usual staples" are until the visitor edits their list. */
export function catalogueStaplesOf(
  ingredients: readonly KitchenIngredient[] | undefined,
): string[] {
  // a list cached before staples existed has no flag: no staples then
  return (ingredients ?? []).filter((i) => i.is_staple === true).map((i) => i.slug);
}

export function useCatalogueStaples(): string[] {
  const ingredients = useScopedIngredients();
  return useMemo(() => catalogueStaplesOf(ingredients), [ingredients]);
}

const indexes = new WeakMap<readonly KitchenIngredient[], Map<string, KitchenIngredient>>();

function indexOf(ingredients: readonly KitchenIngredient[]): Map<string, KitchenIngredient> {
  let index = indexes.get(ingredients);
  if (!index) {
    index = new Map(ingredients.map((ingredient) => [ingredient.slug, ingredient]));
    indexes.set(ingredients, index);
  }
  return index;
}

/**
 * An ingredient's name in the interface language, from the ingredients in scope; its slug, in
 * words, until the list has loaded. Inside a sentence ("Swap: lemons + salt for preserved
 * lemons") French and English names lose their capital.
 */
export function useIngredientName(inSentence = true): (slug: string) => string {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const ingredients = useScopedIngredients();
  return useMemo(() => {
    const index = indexOf(ingredients ?? []);
    return (slug: string) => {
      const ingredient = index.get(slug);
      const name = ingredient ? localized(ingredient, 'name', language) : slug.replaceAll('-', ' ');
      return inSentence ? name.toLocaleLowerCase(language) : name;
    };
  }, [ingredients, language, inSentence]);
}

/** Several ingredients in a sentence: "beef and peas", « bœuf et petits pois ». */
export function useIngredientListText(): (slugs: readonly string[]) => string {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const nameOf = useIngredientName();
  return useCallback(
    (slugs: readonly string[]) => formatConjunction(slugs.map(nameOf), language),
    [language, nameOf],
  );
}
