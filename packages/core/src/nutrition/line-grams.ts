import type { Unit } from '../catalogue.ts';
import { COUNTED_UNITS, type CountedUnit, type IngredientMeasures } from './facts.ts';

/** Millilitres of one of each volume unit; a cup is 16 tablespoons, as the list sums it. */
export const MILLILITRES: Partial<Record<Unit, number>> = {
  ml: 1,
  l: 1000,
  tsp: 5,
  tbsp: 15,
  cup: 240,
};

const MASS: Partial<Record<Unit, number>> = { g: 1, kg: 1000 };

/** A recipe line as the conversion sees it: a number without a unit counts pieces. */
export interface AmountLine {
  quantity: number | null;
  unit: Unit | null;
}

/** Why a line could not be turned into grams; each is named to the reader, never guessed. */
export const LEFT_OUT_REASONS = [
  'no-amount',
  'no-unit-weight',
  'no-density',
  'no-measures',
  'no-composition',
] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

export type LineGrams = { grams: number } | { leftOut: LeftOutReason };

const isCounted = (unit: Unit): unit is CountedUnit =>
  (COUNTED_UNITS as readonly string[]).includes(unit);

/**
 * The edible grams of a line. A weight or a count is what is bought, so the edible share applies
 * (bone, peel, shell); a spoon or a volume measures what goes in the pot (juice, oil), so it does not.
 */
export function lineGrams(line: AmountLine, measures: IngredientMeasures | null): LineGrams {
  if (line.quantity === null || !(line.quantity > 0)) return { leftOut: 'no-amount' };
  const unit = line.unit ?? 'piece';
  const mass = MASS[unit];
  if (mass !== undefined) return edible(line.quantity * mass, measures?.edibleShare ?? 1);
  if (!measures) return { leftOut: 'no-measures' };
  const millilitres = MILLILITRES[unit];
  if (millilitres !== undefined) {
    if (measures.densityGPerMl === null) return { leftOut: 'no-density' };
    return { grams: line.quantity * millilitres * measures.densityGPerMl };
  }
  const each = isCounted(unit) ? measures.grams[unit] : undefined;
  if (each === undefined) return { leftOut: 'no-unit-weight' };
  return edible(line.quantity * each, measures.edibleShare);
}

const edible = (grams: number, share: number): LineGrams => ({ grams: grams * share });
