import { useMemo } from 'react';
import {
  countLinesToBuy,
  listKitchen,
  shoppingLines,
  type Language,
  type ShoppingGroup,
  type ShoppingList,
} from '@chhiwat/core';
import { useKitchen } from './kitchen-store.ts';
import { useSelection } from './selection-store.ts';

/**
 * A list's lines as the visitor reads them now: their selection, and their kitchen settings over
 * the staples and swaps the list's recipes carry (so it needs no network).
 */
export function useListLines(list: ShoppingList, language: Language): ShoppingGroup[] {
  const selected = useSelection();
  const settings = useKitchen();
  return useMemo(
    () => shoppingLines(list, { selected, kitchen: listKitchen(list, settings) }, language),
    [list, selected, settings, language],
  );
}

/** How many of a list's lines are still to buy now, without building the lines. */
export function useLinesToBuy(list: ShoppingList): number {
  const selected = useSelection();
  const settings = useKitchen();
  return useMemo(
    () => countLinesToBuy(list, { selected, kitchen: listKitchen(list, settings) }),
    [list, selected, settings],
  );
}
