import type { Unit } from '../catalogue.ts';

/**
 * Units that convert into one another are summed in the smallest of their family:
 * 1 kg = 1000 g; 1 l = 1000 ml; 1 tbsp = 3 tsp; 1 cup = 16 tbsp = 48 tsp. Spoons and cups are a
 * family of their own, not millilitres: a Moroccan "كأس" is a glass, not a measured 240 ml. Every
 * other unit (a clove, a bunch…) only adds up with itself, and a number without a unit counts
 * pieces, as it reads the same ("2 onions").
 */
export const BASE_UNITS = [
  'piece',
  'g',
  'ml',
  'tsp',
  'clove',
  'bunch',
  'handful',
  'slice',
  'pinch',
] as const;
/** The unit a family is summed in; the order is the one a line shows its amounts in ("2 + 300 g"). */
export type BaseUnit = (typeof BASE_UNITS)[number];

export interface Quantity<U extends Unit = Unit> {
  quantity: number;
  unit: U;
}

const CONVERSIONS: Record<Unit, { base: BaseUnit; factor: number }> = {
  g: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  l: { base: 'ml', factor: 1000 },
  tsp: { base: 'tsp', factor: 1 },
  tbsp: { base: 'tsp', factor: 3 },
  cup: { base: 'tsp', factor: 48 },
  piece: { base: 'piece', factor: 1 },
  clove: { base: 'clove', factor: 1 },
  bunch: { base: 'bunch', factor: 1 },
  handful: { base: 'handful', factor: 1 },
  slice: { base: 'slice', factor: 1 },
  pinch: { base: 'pinch', factor: 1 },
};

/** A quantity in its family's base unit: 1.2 kg → 1200 g, 2 tbsp → 6 tsp, 3 (no unit) → 3 pieces. */
export function toBaseUnit(quantity: number, unit: Unit | null): Quantity<BaseUnit> {
  const { base, factor } = CONVERSIONS[unit ?? 'piece'];
  return { quantity: quantity * factor, unit: base };
}

/** Grams and millilitres are summed exactly; formatAmount rounds them and switches to kg or l. */
export { METRIC_SWITCH } from '../kitchen-amount.ts';

/**
 * Spoon units from the largest: a cup amount is shown in cups from ¼ cup when it falls on a
 * quarter or a third of a cup, a tablespoon amount in tablespoons from 1 when it falls on a half;
 * otherwise the whole larger units come first and the rest follows ("1 cup + 1 tbsp", "2 tbsp +
 * 1 tsp"), so that a written "½ cup" stays ½ cup and no total reads "33 tbsp".
 */
const SPOONS = [
  { unit: 'cup', factor: 48, from: 0.25, steps: [4, 3] },
  { unit: 'tbsp', factor: 3, from: 1, steps: [2] },
] as const;
// formatQuantity's own tolerance: within it, a value is written as its fraction.
const TOLERANCE = 0.01;

const fallsOn = (value: number, steps: readonly number[]) =>
  steps.some((step) => Math.abs(value - Math.round(value * step) / step) < TOLERANCE);

function displaySpoons(tsp: number): Quantity[] {
  for (const { unit, factor, from, steps } of SPOONS) {
    const value = tsp / factor;
    if (value >= from - TOLERANCE && fallsOn(value, steps)) return [{ quantity: value, unit }];
    if (value >= 1) {
      const whole = Math.floor(value);
      return [{ quantity: whole, unit }, ...displaySpoons(tsp - whole * factor)];
    }
  }
  return [{ quantity: tsp, unit: 'tsp' }];
}

/**
 * How a total in a base unit is shown: 51 tsp → 1 cup + 1 tbsp; 1200 g stays 1200 g, which the
 * formatter writes 1.2 kg. The quantities are exact (their sum in the base unit is the total); the
 * formatter rounds them as a cook measures (kitchen-amount.ts).
 */
export function displayQuantities(total: Quantity<BaseUnit>): Quantity[] {
  if (total.unit === 'tsp') return displaySpoons(total.quantity);
  return [total];
}
