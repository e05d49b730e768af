import { describe, expect, it } from 'vitest';
import { recipeListQuerySchema } from '@chhiwat/core';
import { distinctSelections, drawSelection, searchPath, SEARCH_WORDS } from './draws.ts';
import { random as seededRandom } from '../synthetic-catalogue.ts';

const slugs = Array.from({ length: 150 }, (_, i) => `ingredient-${i}`);

describe('draws', () => {
  it('draws the same numbers from the same seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const drawn = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(drawn);
    for (const value of drawn) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of drawn) expect(value).toBeLessThan(1);
  });

  it('draws distinct slugs, the most used more often', () => {
    const random = seededRandom(1);
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++)
      for (const slug of drawSelection(slugs, 4, random))
        counts.set(slug, (counts.get(slug) ?? 0) + 1);
    expect(drawSelection(slugs, 10, random)).toHaveLength(10);
    expect(new Set(drawSelection(slugs, 10, random)).size).toBe(10);
    expect(counts.get('ingredient-0') ?? 0).toBeGreaterThan(counts.get('ingredient-140') ?? 0);
  });

  it('never repeats a selection, whatever the order of its slugs', () => {
    const selections = distinctSelections(slugs, 4, 5000, 3);
    expect(selections).toHaveLength(5000);
    expect(new Set(selections.map((s) => s.toSorted().join(','))).size).toBe(5000);
  });

  it('makes search paths the public query accepts, none twice', () => {
    const paths = Array.from({ length: SEARCH_WORDS.length * 300 }, (_, n) => searchPath(n));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [paths[0], paths.at(-1)]) {
      const query = Object.fromEntries(new URL(path as string, 'http://127.0.0.1').searchParams);
      expect(recipeListQuerySchema.safeParse(query).success).toBe(true);
    }
  });
});
