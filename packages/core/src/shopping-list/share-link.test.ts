import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../slug.ts';
import { addRecipe } from './list-edits.ts';
import { MAX_SHARED_RECIPES, parseShareQuery, sharePath, shareQuery } from './share-link.ts';
import { emptyList } from './stored-list.ts';
import { arbitraryOptions, arbitraryRecipes, snapshot } from './test-helpers.ts';

const recipe = (slug: string) =>
  snapshot(slug, 4, [{ ingredient: 'onions', quantity: 1, unit: null }]);

describe('share links', () => {
  it('writes the recipes and servings in the list’s order', () => {
    let list = addRecipe(emptyList(), recipe('harira'), { servings: 6 });
    list = addRecipe(list, recipe('chicken-tagine'), { servings: 4 });
    expect(shareQuery(list)).toBe('recipes=harira:6,chicken-tagine:4');
    expect(sharePath(list)).toBe('/list?recipes=harira:6,chicken-tagine:4');
  });

  it('reads back the recipes and servings of any list', () => {
    const arbitraryList = arbitraryRecipes(MAX_SHARED_RECIPES).chain((recipes) =>
      fc
        .tuple(...recipes.map(() => arbitraryOptions))
        .map((options) =>
          recipes.reduce(
            (list, item, i) => addRecipe(list, item, options[i] ?? { servings: 1 }),
            emptyList(),
          ),
        ),
    );
    fc.assert(
      fc.property(arbitraryList, (list) => {
        expect(parseShareQuery(shareQuery(list))).toEqual(
          list.recipes.map((entry) => ({ slug: entry.recipe.slug, servings: entry.servings })),
        );
      }),
    );
  });

  it.each([
    [
      '?recipes=harira:6,couscous:8',
      [
        ['harira', 6],
        ['couscous', 8],
      ],
    ],
    [
      'https://chhiwat.ma/list?lang=fr&recipes=harira%3A6%2Ccouscous%3A8#top',
      [
        ['harira', 6],
        ['couscous', 8],
      ],
    ],
    [
      'recipes=harira:6,harira:2,couscous:8',
      [
        ['harira', 2],
        ['couscous', 8],
      ],
    ],
    [
      'recipes= harira:6 ,,Harira:2,x:3,bad_slug:2,tagine:0,tagine:101,tagine:1.5,tagine:,tagine:2:3',
      [['harira', 6]],
    ],
    ['recipes=%E0%A4%A', []],
    ['', []],
    ['lang=fr', []],
  ])('reads %j', (text, expected) =>
    expect(parseShareQuery(text)).toEqual(expected.map(([slug, servings]) => ({ slug, servings }))),
  );

  it('keeps at most 20 recipes', () => {
    const many = Array.from({ length: 30 }, (_, n) => `recipe-${n}:2`).join(',');
    const shared = parseShareQuery(`recipes=${many},recipe-0:5`);
    expect(shared).toHaveLength(MAX_SHARED_RECIPES);
    expect(shared[0]).toEqual({ slug: 'recipe-0', servings: 5 });
  });

  it('never throws, and gives only valid entries', () => {
    const texts = fc.oneof(
      fc.string(),
      fc.string().map((text) => `recipes=${text}`),
      fc
        .array(fc.tuple(fc.stringMatching(/^[a-z0-9-]{0,5}$/), fc.integer({ min: -5, max: 120 })))
        .map((items) => `recipes=${items.map(([slug, n]) => `${slug}:${n}`).join(',')}`),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const shared = parseShareQuery(text);
        expect(shared.length).toBeLessThanOrEqual(MAX_SHARED_RECIPES);
        expect(new Set(shared.map((item) => item.slug)).size).toBe(shared.length);
        for (const { slug, servings } of shared) {
          expect(slug).toMatch(SLUG_PATTERN);
          expect(Number.isInteger(servings) && servings >= 1 && servings <= 100).toBe(true);
        }
      }),
    );
  });
});
