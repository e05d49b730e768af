import { describe, expect, it } from 'vitest';
import {
  parseStoredProgress,
  RESUME_WITHIN_MS,
  resumableProgress,
  resumeStep,
  type CookProgress,
} from './progress.ts';

const HOUR = 60 * 60 * 1000;
const T = Date.UTC(2025, 2, 14, 18, 30);
const HARIRA = 'harira';
const STEPS = 8;

const saved: CookProgress = { recipeSlug: HARIRA, step: 4, servings: 6, savedAt: T };

describe('resumeStep', () => {
  it.each([
    ['after a reload', saved, T + 1000, 4],
    ['on a return the same evening', saved, T + 5 * HOUR, 4],
    ['just under a day later', saved, T + RESUME_WITHIN_MS - 1, 4],
    ['a day later', saved, T + RESUME_WITHIN_MS, 0],
    ['a week later', saved, T + 7 * 24 * HOUR, 0],
    ['saved "in the future" (the clock was set back)', saved, T - HOUR, 0],
    ['for another recipe', { ...saved, recipeSlug: 'zaalouk' }, T + HOUR, 0],
    ['past the last step (the recipe lost steps)', { ...saved, step: STEPS }, T + HOUR, 0],
    ['at the last step', { ...saved, step: STEPS - 1 }, T + HOUR, STEPS - 1],
    ['with nothing stored', undefined, T, 0],
  ])('%s', (_, progress, now, step) => {
    expect(resumeStep(progress, HARIRA, STEPS, now)).toBe(step);
  });
});

describe('resumableProgress', () => {
  it('gives the stored servings back with the step', () => {
    expect(resumableProgress(saved, HARIRA, T + HOUR)?.servings).toBe(6);
    expect(resumableProgress(saved, HARIRA, T + 2 * RESUME_WITHIN_MS)).toBeUndefined();
  });
});

describe('parseStoredProgress', () => {
  it('reads back what was stored as JSON', () => {
    expect(parseStoredProgress(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'harira:4'],
    ['no slug', { ...saved, recipeSlug: '' }],
    ['a negative step', { ...saved, step: -1 }],
    ['a fractional step', { ...saved, step: 1.5 }],
    ['no servings', { ...saved, servings: 0 }],
    ['a date as text', { ...saved, savedAt: '2025-03-14' }],
    ['a missing field', { recipeSlug: HARIRA, step: 2, servings: 4 }],
  ])('reads %s as no progress', (_, json) => {
    expect(parseStoredProgress(json)).toBeUndefined();
  });
});
