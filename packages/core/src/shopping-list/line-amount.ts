import type { Language, Unit } from '../catalogue.ts';
import { formatAmount, TO_TASTE } from '../quantities.ts';
import {
  BASE_UNITS,
  displayQuantities,
  toBaseUnit,
  type BaseUnit,
  type Quantity,
} from './units.ts';

/**
 * What one line of the list asks for: a total per unit family, in its base unit and in
 * BASE_UNITS order, and whether a recipe said "to taste", which no number can add up with.
 */
export interface LineAmounts {
  totals: Quantity<BaseUnit>[];
  toTaste: boolean;
}

/** The amounts of several recipe lines of one ingredient, summed per unit family. */
export function sumAmounts(
  amounts: Iterable<{ quantity: number | null; unit: Unit | null }>,
): LineAmounts {
  const sums = new Map<BaseUnit, number>();
  let toTaste = false;
  for (const { quantity, unit } of amounts) {
    if (quantity === null) toTaste = true;
    else {
      const base = toBaseUnit(quantity, unit);
      sums.set(base.unit, (sums.get(base.unit) ?? 0) + base.quantity);
    }
  }
  const totals = BASE_UNITS.flatMap((unit) => {
    const quantity = sums.get(unit);
    return quantity === undefined ? [] : [{ quantity, unit }];
  });
  return { totals, toTaste };
}

/**
 * "1.2 kg", "2 + 300 g", "1 cup + 1 tbsp", "1 tsp + to taste": a line's amounts, in a language,
 * each rounded by the rule the recipe page uses (kitchen-amount.ts).
 */
export function formatLineAmount(amounts: LineAmounts, language: Language): string {
  const parts = amounts.totals
    .flatMap(displayQuantities)
    .map(({ quantity, unit }) => formatAmount(quantity, unit, language));
  if (amounts.toTaste) parts.push(TO_TASTE[language]);
  return parts.join(' + ');
}
