import { describe, expect, it } from 'vitest';
import type { Unit } from '../catalogue.ts';
import type { IngredientMeasures } from './facts.ts';
import { lineGrams, type LineGrams } from './line-grams.ts';

const measures: Record<string, IngredientMeasures> = {
  onions: { grams: { piece: 110 }, densityGPerMl: null, edibleShare: 0.9 },
  eggs: { grams: { piece: 60 }, densityGPerMl: null, edibleShare: 0.88 },
  garlic: { grams: { clove: 5, piece: 50 }, densityGPerMl: null, edibleShare: 1 },
  coriander: { grams: { bunch: 80, handful: 30, pinch: 0.5 }, densityGPerMl: 0.2, edibleShare: 1 },
  'olive-oil': { grams: {}, densityGPerMl: 0.91, edibleShare: 1 },
  water: { grams: {}, densityGPerMl: 1, edibleShare: 1 },
  flour: { grams: {}, densityGPerMl: 0.53, edibleShare: 1 },
  cumin: { grams: { pinch: 0.4 }, densityGPerMl: 0.48, edibleShare: 1 },
  saffron: { grams: { pinch: 0.05 }, densityGPerMl: null, edibleShare: 1 },
  lamb: { grams: {}, densityGPerMl: null, edibleShare: 0.75 },
  bread: { grams: { piece: 250, slice: 30 }, densityGPerMl: null, edibleShare: 1 },
  lemons: { grams: { piece: 100 }, densityGPerMl: 1.03, edibleShare: 0.45 },
  honey: { grams: {}, densityGPerMl: 1.42, edibleShare: 1 },
  salt: { grams: { pinch: 0.4 }, densityGPerMl: 1.2, edibleShare: 1 },
};

type Row = [slug: string, quantity: number | null, unit: Unit | null, expected: LineGrams];
const grams = (value: number): LineGrams => ({ grams: value });
const leftOut = (reason: string) => ({ leftOut: reason }) as LineGrams;

/** Hand-computed: weight × edible share for weights and counts; volume × density for measures. */
const TABLE: Row[] = [
  ['onions', 1, 'piece', grams(99)],
  ['onions', 2, 'piece', grams(198)],
  ['onions', 0.5, 'piece', grams(49.5)],
  ['onions', 3, null, grams(297)],
  ['onions', 500, 'g', grams(450)],
  ['onions', 1, 'kg', grams(900)],
  ['onions', 1, 'tbsp', leftOut('no-density')],
  ['onions', 1, 'bunch', leftOut('no-unit-weight')],
  ['eggs', 1, 'piece', grams(52.8)],
  ['eggs', 4, 'piece', grams(211.2)],
  ['eggs', 6, null, grams(316.8)],
  ['eggs', 2, 'slice', leftOut('no-unit-weight')],
  ['garlic', 4, 'clove', grams(20)],
  ['garlic', 1, 'clove', grams(5)],
  ['garlic', 1, 'piece', grams(50)],
  ['garlic', 10, 'g', grams(10)],
  ['coriander', 1, 'bunch', grams(80)],
  ['coriander', 0.5, 'bunch', grams(40)],
  ['coriander', 1, 'handful', grams(30)],
  ['coriander', 1, 'pinch', grams(0.5)],
  ['coriander', 2, 'tbsp', grams(6)],
  ['olive-oil', 1, 'tbsp', grams(13.65)],
  ['olive-oil', 3, 'tbsp', grams(40.95)],
  ['olive-oil', 1, 'tsp', grams(4.55)],
  ['olive-oil', 100, 'ml', grams(91)],
  ['olive-oil', 0.25, 'l', grams(227.5)],
  ['olive-oil', 1, 'cup', grams(218.4)],
  ['water', 1, 'l', grams(1000)],
  ['water', 250, 'ml', grams(250)],
  ['water', 2, 'cup', grams(480)],
  ['flour', 500, 'g', grams(500)],
  ['flour', 1, 'kg', grams(1000)],
  ['flour', 2, 'tbsp', grams(15.9)],
  ['flour', 1, 'cup', grams(127.2)],
  ['cumin', 1, 'tsp', grams(2.4)],
  ['cumin', 0.5, 'tsp', grams(1.2)],
  ['cumin', 1, 'tbsp', grams(7.2)],
  ['cumin', 1, 'pinch', grams(0.4)],
  ['saffron', 1, 'pinch', grams(0.05)],
  ['saffron', 0.25, 'tsp', leftOut('no-density')],
  ['lamb', 1, 'kg', grams(750)],
  ['lamb', 600, 'g', grams(450)],
  ['lamb', 1, 'piece', leftOut('no-unit-weight')],
  ['bread', 1, 'piece', grams(250)],
  ['bread', 4, 'slice', grams(120)],
  ['lemons', 1, 'piece', grams(45)],
  ['lemons', 2, 'tbsp', grams(30.9)],
  ['honey', 2, 'tbsp', grams(42.6)],
  ['honey', 100, 'g', grams(100)],
  ['salt', 1, 'tsp', grams(6)],
  ['salt', 1, 'pinch', grams(0.4)],
  ['salt', null, null, leftOut('no-amount')],
  ['salt', 0, 'tsp', leftOut('no-amount')],
  ['unknown', 1, 'tbsp', leftOut('no-measures')],
  ['unknown', 200, 'g', grams(200)],
];

describe('a recipe line in grams', () => {
  it.each(TABLE)('%s: %s %s', (slug, quantity, unit, expected) => {
    const converted = lineGrams({ quantity, unit }, measures[slug] ?? null);
    if ('grams' in expected) {
      expect(converted).toHaveProperty('grams');
      expect((converted as { grams: number }).grams).toBeCloseTo(expected.grams, 6);
    } else expect(converted).toEqual(expected);
  });
});
