import { describe, expect, it } from 'vitest';
import { SERVINGS_RANGE } from '../catalogue.ts';
import { recipeInputSchema } from '../schemas/recipe.ts';
import { isoDurationToMinutes, yieldToServings } from './durations.ts';

describe('isoDurationToMinutes', () => {
  it.each<[unknown, number | null]>([
    ['PT1H30M', 90],
    ['P0DT45M', 45],
    ['PT90M', 90],
    ['PT1H', 60],
    ['PT0.5H', 30],
    ['PT0,5H', 30],
    ['PT20M', 20],
    ['pt15m', 15],
    [' PT10M ', 10],
    ['P1DT2H', 1560],
    ['P1W', 10080],
    ['PT1M29S', 1],
    ['PT1M31S', 2],
    ['PT30S', 1],
    ['PT0S', 0],
    ['P0Y0M0DT0H35M0.000S', 35],
    ['PT1H1.5M', 62],
    // the courtesies
    [25, 25],
    ['25', 25],
    ['1 h 30', 90],
    ['45 min', 45],
    ['1 hour 30 minutes', 90],
    ['2 heures et 15 minutes', 135],
    ['١ ساعة و ٢٠ دقيقة', 80],
    // bad
    ['PT', null],
    ['P', null],
    ['P1DT', null],
    ['PT-5M', null],
    ['-PT5M', null],
    ['PTM', null],
    ['1H30M', 90],
    ['PT1H30', null],
    ['soon', null],
    ['30 minutes or so', null],
    ['', null],
    [-5, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    [{ minutes: 5 }, null],
    [['PT5M'], null],
  ])('%j → %j', (value, minutes) => expect(isoDurationToMinutes(value)).toBe(minutes));
});

describe('yieldToServings', () => {
  it('holds servings within the recipe form’s range', () => {
    const field = recipeInputSchema.shape.servings.unwrap();
    expect(SERVINGS_RANGE).toEqual({ min: field.minValue, max: field.maxValue });
    expect(SERVINGS_RANGE).toEqual({ min: 1, max: 100 });
  });

  it.each<[unknown, number | null]>([
    [4, 4],
    ['4', 4],
    ['4 servings', 4],
    ['Serves 4-6', 4],
    ['Serves 4 to 6', 4],
    ['6 personnes', 6],
    ['Pour 4 à 6 personnes', 4],
    [['4', '4 servings'], 4],
    [['', 'about 8'], 8],
    ['makes 24 cookies', 24],
    ['Yield: 12 pieces', 12],
    ['serves four', 4],
    ['deux personnes', 2],
    ['٦ أشخاص', 6],
    ['لـ 4 أشخاص', 4],
    ['<b>8</b>&nbsp;portions', 8],
    [{ '@type': 'QuantitativeValue', value: 6 }, 6],
    [2.6, 3],
    ['1 (9-inch) pie', 1],
    [150, 100],
    ['200 cookies', 100],
    [0, null],
    ['0', null],
    [-3, null],
    ['a few', null],
    ['', null],
    [[], null],
    [null, null],
    [undefined, null],
    [Number.POSITIVE_INFINITY, null],
    [{ servings: 4 }, null],
  ])('%j → %j', (value, servings) => expect(yieldToServings(value)).toBe(servings));
});
