import { describe, expect, it } from 'vitest';
import { kitchenOf } from '../kitchen.ts';
import { formatLineAmount } from './line-amount.ts';
import {
  addRecipe,
  buyAnyway,
  canAddRecipe,
  clearList,
  isTicked,
  listedRecipe,
  putBoughtInKitchen,
  removeLine,
  removeRecipe,
  setServings,
  tick,
  untick,
} from './list-edits.ts';
import { shoppingLines, type KitchenContext } from './shopping-lines.ts';
import { emptyList, MAX_LIST_RECIPES, type ShoppingList } from './stored-list.ts';
import { snapshot } from './test-helpers.ts';

const tagine = snapshot('chicken-tagine', 4, [
  { ingredient: 'chicken', quantity: 1, unit: 'kg' },
  { ingredient: 'onions', quantity: 2, unit: null },
  { ingredient: 'salt', quantity: null, unit: null },
]);
const couscous = snapshot('couscous', 4, [
  { ingredient: 'onions', quantity: 3, unit: null },
  { ingredient: 'carrots', quantity: 500, unit: 'g' },
]);
const harira = snapshot('harira', 4, [
  { ingredient: 'onions', quantity: 1, unit: null },
  { ingredient: 'tomatoes', quantity: 1, unit: 'kg' },
]);
const kitchen = kitchenOf(['salt'], []);

/** "name amount ✓" for each line, in list order. */
function shown(list: ShoppingList, selected: readonly string[] = []): string[] {
  const context: KitchenContext = { selected, kitchen };
  return shoppingLines(list, context, 'en').flatMap((group) =>
    group.lines.map(
      (line) =>
        `${line.ingredient} ${formatLineAmount(line.amounts, 'en')}${line.ticked ? ' ✓' : ''}`,
    ),
  );
}

const both = () =>
  addRecipe(addRecipe(emptyList(), tagine, { servings: 4 }), couscous, { servings: 4 });

describe('ticking, and putting bought items in the kitchen', () => {
  it('ticks and unticks a line across the recipes that ask for it', () => {
    const ticked = tick(both(), 'onions');
    expect(shown(ticked)).toEqual(['carrots 500 g', 'onions 5 ✓', 'chicken 1 kg']);
    expect(shown(untick(ticked, 'onions'))).toEqual(shown(both()));
  });

  it('puts ticked items in the selection and takes them off the list', () => {
    const ticked = tick(tick(both(), 'onions'), 'carrots');
    const { list, selection } = putBoughtInKitchen(ticked, ['lamb']);
    expect(selection).toEqual(['lamb', 'carrots', 'onions']);
    expect(shown(list, selection)).toEqual(['chicken 1 kg']);
    // cleared, not only selected: gone even when every ingredient is asked for
    const all = addRecipe(list, harira, { servings: 4, allIngredients: true });
    expect(shown(all, selection)).toEqual(['onions 1', 'tomatoes 1 kg', 'chicken 1 kg']);
    expect(putBoughtInKitchen(list, selection)).toEqual({ list, selection });
  });

  it('keeps a line a swap came to cover when bought items joined the kitchen, marked, until removed', () => {
    // bought lamb: chicken, never ticked, is now covered by a swap from lamb
    const swapKitchen = kitchenOf(
      ['salt'],
      [{ missing: 'chicken', using: ['lamb'], quality: 'close' }],
    );
    const context = (selected: readonly string[]): KitchenContext => ({
      selected,
      kitchen: swapKitchen,
    });
    const stew = snapshot('stew', 4, [
      { ingredient: 'lamb', quantity: 1, unit: 'kg' },
      { ingredient: 'chicken', quantity: 1, unit: 'kg' },
      { ingredient: 'onions', quantity: 2, unit: null },
    ]);
    const listed = tick(addRecipe(emptyList(), stew, { servings: 4 }), 'lamb');
    const { list, selection } = putBoughtInKitchen(listed, [], swapKitchen);
    expect(selection).toEqual(['lamb']);
    const lines = shoppingLines(list, context(selection), 'en').flatMap((group) => group.lines);
    expect(lines.map((line) => [line.ingredient, line.coveredBy])).toEqual([
      ['onions', undefined],
      ['chicken', ['lamb']],
    ]);
    // "buy anyway" keeps it unmarked; removing it takes it off
    const bought = buyAnyway(list, 'chicken');
    const boughtLines = shoppingLines(bought, context(selection), 'en').flatMap((g) => g.lines);
    expect(boughtLines.find((line) => line.ingredient === 'chicken')?.coveredBy).toBeUndefined();
    const removed = shoppingLines(removeLine(list, 'chicken'), context(selection), 'en');
    expect(removed.flatMap((g) => g.lines).map((line) => line.ingredient)).toEqual(['onions']);
    // without a kitchen to cover it, nothing is held: the line is simply still to buy
    expect(putBoughtInKitchen(listed, []).list.recipes[0]?.heldBySwap).toEqual([]);
  });

  it('brings a cleared ingredient back only with a recipe added again, at that recipe’s amount', () => {
    const { list } = putBoughtInKitchen(tick(both(), 'onions'), []);
    expect(shown(list)).toEqual(['carrots 500 g', 'chicken 1 kg']);
    expect(shown(setServings(list, 'couscous', 2))).toEqual(['carrots 250 g', 'chicken 1 kg']);
    const again = addRecipe(list, tagine, { servings: 8 });
    expect(shown(again)).toEqual(['carrots 500 g', 'onions 4', 'chicken 2 kg']);
    expect(shown(setServings(list, 'couscous', 8))).toEqual([
      'carrots 1 kg',
      'onions 6',
      'chicken 1 kg',
    ]);
  });

  it('unticks a line when a recipe that needs more of it comes in', () => {
    const ticked = tick(both(), 'onions');
    expect(isTicked(ticked, 'onions')).toBe(true);
    const more = addRecipe(ticked, harira, { servings: 4 });
    expect(isTicked(more, 'onions')).toBe(false);
    expect(shown(more)).toContain('onions 6');
    expect(isTicked(setServings(ticked, 'couscous', 3), 'onions')).toBe(true);
    expect(isTicked(setServings(ticked, 'couscous', 5), 'onions')).toBe(false);
  });

  it('removes a line until a recipe asking for it is added again', () => {
    const removed = removeLine(both(), 'onions');
    expect(shown(removed)).toEqual(['carrots 500 g', 'chicken 1 kg']);
    expect(shown(addRecipe(removed, couscous, { servings: 4 }))).toContain('onions 3');
  });
});

describe('the recipes of the list', () => {
  it('keeps its servings within 1 to 100', () => {
    const list = addRecipe(emptyList(), tagine, { servings: 250 });
    expect(listedRecipe(list, 'chicken-tagine')?.servings).toBe(100);
    expect(listedRecipe(setServings(list, 'chicken-tagine', 0), 'chicken-tagine')?.servings).toBe(
      1,
    );
    expect(listedRecipe(setServings(list, 'chicken-tagine', NaN), 'chicken-tagine')?.servings).toBe(
      100,
    );
    expect(
      listedRecipe(addRecipe(emptyList(), tagine, { servings: NaN }), 'chicken-tagine')?.servings,
    ).toBe(4);
  });

  it('takes no new recipe once full, but still updates one it has', () => {
    let list = emptyList();
    for (let n = 0; n < MAX_LIST_RECIPES; n++)
      list = addRecipe(list, { ...harira, slug: `harira-${n}` }, { servings: 4 });
    expect(canAddRecipe(list, 'couscous')).toBe(false);
    expect(addRecipe(list, couscous, { servings: 4 })).toBe(list);
    expect(canAddRecipe(list, 'harira-3')).toBe(true);
    expect(
      listedRecipe(addRecipe(list, { ...harira, slug: 'harira-3' }, { servings: 2 }), 'harira-3')
        ?.servings,
    ).toBe(2);
  });

  it('removes a recipe, and clears the list with the previous one kept for undo', () => {
    expect(shown(removeRecipe(both(), 'chicken-tagine'))).toEqual(['carrots 500 g', 'onions 3']);
    const { list, previous } = clearList(both());
    expect(list).toEqual(emptyList());
    expect(previous).toEqual(both());
  });
});
