import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRecipe, removeLine, setServings, tick } from './list-edits.ts';
import {
  emptyList,
  LIST_STORAGE_KEY,
  MAX_LIST_RECIPES,
  parseStoredList,
  readListRecipe,
  type ShoppingList,
} from './stored-list.ts';
import { arbitraryOptions, arbitraryRecipes, snapshot, VOCABULARY } from './test-helpers.ts';

const edit = fc.oneof(
  fc.record({ kind: fc.constant('tick' as const), slug: fc.constantFrom(...VOCABULARY) }),
  fc.record({ kind: fc.constant('remove' as const), slug: fc.constantFrom(...VOCABULARY) }),
  fc.record({ kind: fc.constant('servings' as const), servings: fc.integer({ min: 1, max: 100 }) }),
);

/** Lists made by adding recipes, then ticking, removing lines and changing servings. */
const arbitraryList = fc
  .tuple(
    arbitraryRecipes(5).chain((recipes) =>
      fc.tuple(...recipes.map((recipe) => fc.tuple(fc.constant(recipe), arbitraryOptions))),
    ),
    fc.array(edit, { maxLength: 6 }),
  )
  .map(([added, edits]) => {
    let list = added.reduce(
      (sum, [recipe, options]) => addRecipe(sum, recipe, options),
      emptyList(),
    );
    for (const change of edits) {
      const first = list.recipes[0]?.recipe.slug ?? '';
      if (change.kind === 'tick') list = tick(list, change.slug);
      else if (change.kind === 'remove') list = removeLine(list, change.slug);
      else list = setServings(list, first, change.servings);
    }
    return list;
  });

const valid = (list: ShoppingList) =>
  list.version === 1 &&
  list.recipes.length <= MAX_LIST_RECIPES &&
  list.recipes.every(
    (entry) =>
      JSON.stringify(readListRecipe(JSON.parse(JSON.stringify(entry)))) === JSON.stringify(entry),
  );

const recipe = snapshot('harira', 4, [{ ingredient: 'onions', quantity: 1, unit: null }]);
const entry = addRecipe(emptyList(), recipe, { servings: 6 }).recipes[0];

describe('parseStoredList', () => {
  it('is stored under a versioned key', () => {
    expect(LIST_STORAGE_KEY).toBe('chhiwat.list');
    expect(JSON.parse(JSON.stringify(emptyList()))).toEqual({ version: 1, recipes: [] });
  });

  it('reads back what it stored', () => {
    fc.assert(
      fc.property(arbitraryList, (list) => {
        expect(parseStoredList(JSON.stringify(list))).toEqual(list);
      }),
    );
  });

  it('never throws, and always gives a valid list', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify({ version: 1, recipes: [value, entry] })),
      fc
        .jsonValue()
        .map((value) => JSON.stringify({ version: 1, recipes: [{ ...entry, ticked: value }] })),
    );
    fc.assert(
      fc.property(stored, (raw) => {
        expect(valid(parseStoredList(raw))).toBe(true);
      }),
    );
  });

  it.each([null, '', '{', 'null', '[]', '"list"', '{"recipes":[]}', '{"version":2,"recipes":[]}'])(
    'reads %j as an empty list',
    (raw) => expect(parseStoredList(raw)).toEqual(emptyList()),
  );

  it('keeps the recipes that parse, each once', () => {
    const broken = { ...entry, recipe: { ...recipe, lines: [{ ingredient: 'garlic' }] } };
    const badFlags = { ...entry, allIngredients: 'yes', ticked: [1, 'onions'] };
    const raw = JSON.stringify({ version: 1, recipes: [broken, badFlags, entry, 42] });
    expect(parseStoredList(raw).recipes).toEqual([{ ...entry, allIngredients: false, ticked: [] }]);
  });

  it("reads a snapshot's kitchen, and takes a kitchen that does not read as none", () => {
    const swaps = [{ missing: 'onions', using: ['garlic'], quality: 'close' }];
    const withKitchen = { ...entry, recipe: { ...recipe, staples: ['salt'], swaps } };
    const stored = (item: unknown) => JSON.stringify({ version: 1, recipes: [item] });
    expect(parseStoredList(stored(withKitchen)).recipes[0]?.recipe).toMatchObject({
      staples: ['salt'],
      swaps,
    });
    const broken = {
      ...entry,
      recipe: { ...recipe, staples: 'salt', swaps: [{ ...swaps[0], quality: 'great' }] },
    };
    expect(parseStoredList(stored(broken)).recipes[0]?.recipe).toMatchObject({
      staples: [],
      swaps: [],
    });
  });

  it('drops a recipe whose line has no ingredient or category in its snapshot', () => {
    const orphan = { ...entry, recipe: { ...recipe, ingredients: {} } };
    const noCategory = { ...entry, recipe: { ...recipe, categories: {} } };
    expect(parseStoredList(JSON.stringify({ version: 1, recipes: [orphan, noCategory] }))).toEqual(
      emptyList(),
    );
  });
});
