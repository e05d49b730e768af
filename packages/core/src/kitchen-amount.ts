import type { Unit } from './catalogue.ts';

/**
 * An amount as a cook measures it (issue #39, decision 0036): a value on one of the unit's
 * steps, a range of whole things ("1–2" eggs), or, below the smallest step, "a pinch" or
 * "a little". The recipe page, the shopping list and the recipe's JSON-LD all show this, so they
 * agree.
 */
export type KitchenAmount =
  | { kind: 'measure'; value: number; unit: Unit | null }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'pinch' }
  | { kind: 'little' }
  | { kind: 'toTaste' };

/**
 * How one kind of unit is rounded: below `least` it says `below`; under 1 it takes the nearest of
 * `underOne` (or 1); from 1 the nearest whole number plus one of `fromOne`; from `wholeFrom` a
 * whole number.
 */
interface Steps {
  least: number;
  below: 'pinch' | 'little';
  underOne: readonly number[];
  fromOne: readonly number[];
  wholeFrom: number;
}

/**
 * Spoons: ⅛ ¼ ½ ¾ under one, quarters above (1⅛ is no measure); under 1/16 teaspoon, a pinch.
 * Cups add thirds, as cup measures have them.
 */
const SPOONS: Steps = {
  least: 1 / 16,
  below: 'pinch',
  underOne: [1 / 8, 1 / 4, 1 / 2, 3 / 4],
  fromOne: [1 / 4, 1 / 2, 3 / 4],
  wholeFrom: 10,
};
const CUPS: Steps = {
  ...SPOONS,
  underOne: [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
  fromOne: [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
};
/** A bunch or a handful: ¼ ½ ¾ under one, halves above; a few sprigs are "a little". */
const BUNCHES: Steps = {
  least: 1 / 8,
  below: 'little',
  underOne: [1 / 4, 1 / 2, 3 / 4],
  fromOne: [1 / 2],
  wholeFrom: 10,
};
/** A clove or a slice can be halved, not quartered; from three, whole ones. */
const HALVES: Steps = {
  least: 1 / 4,
  below: 'little',
  underOne: [1 / 2],
  fromOne: [1 / 2],
  wholeFrom: 3,
};
/** Pinches are whole: less than one pinch is still a pinch. */
const PINCHES: Steps = { least: 0, below: 'pinch', underOne: [], fromOne: [], wholeFrom: 1 };

/** The steps of the units that are neither spoons, metric nor whole things. */
const STEPS: Partial<Record<Unit, Steps>> = {
  bunch: BUNCHES,
  handful: BUNCHES,
  clove: HALVES,
  slice: HALVES,
  pinch: PINCHES,
};

/** The candidate nearest to value; a tie goes to the larger one. */
function nearest(value: number, candidates: readonly number[]): number {
  let best = candidates[0] ?? value;
  for (const candidate of candidates)
    if (Math.abs(candidate - value) <= Math.abs(best - value) + 1e-9) best = candidate;
  return best;
}

function onSteps(value: number, steps: Steps): number {
  if (value >= steps.wholeFrom) return Math.max(1, Math.round(value));
  if (value < 1) return nearest(value, [...steps.underOne, 1]);
  const whole = Math.floor(value);
  return nearest(value, [whole, ...steps.fromOne.map((fraction) => whole + fraction), whole + 1]);
}

function stepped(value: number, unit: Unit, steps: Steps): KitchenAmount {
  if (value < steps.least) return { kind: steps.below };
  return { kind: 'measure', value: onSteps(value, steps), unit };
}

/**
 * Spoon units from the largest that reads well: under ¼ cup in tablespoons (⅛ cup = 2 tbsp),
 * under ½ tablespoon in teaspoons (⅓ tbsp = 1 tsp).
 */
function spoons(value: number, unit: 'tsp' | 'tbsp' | 'cup'): KitchenAmount {
  if (unit === 'cup' && value < 1 / 4) return spoons(value * 16, 'tbsp');
  if (unit === 'tbsp' && value < 1 / 2) return spoons(value * 3, 'tsp');
  return stepped(value, unit, unit === 'cup' ? CUPS : SPOONS);
}

/** Grams or millilitres to what a scale or a jug shows: 1 g, then 5 g, 10 or 25 g, 50 g steps. */
export function roundMetric(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  if (value < 100) return Math.round(value / 5) * 5;
  if (value < 1000)
    return nearest(value, [Math.round(value / 10) * 10, Math.round(value / 25) * 25]);
  return Math.round(value / 50) * 50;
}

/** From 1000 g (as rounded) an amount reads in kilograms, from 1000 ml in litres. */
export const METRIC_SWITCH = 1000;

/**
 * Metric amounts in the smaller unit, rounded, then in the larger from 1000: 1234 g → 1.25 kg,
 * 0.5 kg → 500 g. Under half a gram is a pinch, under half a millilitre a little (a few drops).
 */
function metric(value: number, unit: 'g' | 'kg' | 'ml' | 'l'): KitchenAmount {
  const solid = unit === 'g' || unit === 'kg';
  const small = unit === 'kg' || unit === 'l' ? value * 1000 : value;
  if (small < 0.5) return { kind: solid ? 'pinch' : 'little' };
  const rounded = roundMetric(small);
  if (rounded < METRIC_SWITCH) return { kind: 'measure', value: rounded, unit: solid ? 'g' : 'ml' };
  return { kind: 'measure', value: rounded / 1000, unit: solid ? 'kg' : 'l' };
}

/** Whole things (eggs, onions): whole numbers, ½ under one, or "1–2" when the value falls between. */
const RANGE_TOLERANCE = 0.2;
const WHOLE_PIECES_FROM = 10;

function pieces(value: number, unit: Unit | null): KitchenAmount {
  if (value < 1 / 4) return { kind: 'little' };
  if (value < 3 / 4) return { kind: 'measure', value: 1 / 2, unit };
  const whole = Math.round(value);
  if (value >= WHOLE_PIECES_FROM || Math.abs(value - whole) <= RANGE_TOLERANCE)
    return { kind: 'measure', value: whole, unit };
  return { kind: 'range', from: Math.floor(value), to: Math.ceil(value) };
}

/** One recipe line's amount, scaled, as a cook would measure it; null means "to taste". */
export function kitchenAmount(
  quantity: number | null,
  unit: Unit | null,
  scale = 1,
): KitchenAmount {
  if (quantity === null) return { kind: 'toTaste' };
  const value = quantity * scale;
  if (unit === 'tsp' || unit === 'tbsp' || unit === 'cup') return spoons(value, unit);
  if (unit === 'g' || unit === 'kg' || unit === 'ml' || unit === 'l') return metric(value, unit);
  const steps = unit && STEPS[unit];
  return steps ? stepped(value, unit, steps) : pieces(value, unit);
}
