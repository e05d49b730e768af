import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KITCHEN_SETTINGS, EMPTY_KITCHEN, kitchenOf } from '../kitchen.ts';
import { addRecipe, removeRecipe } from './list-edits.ts';
import { formatLineAmount } from './line-amount.ts';
import {
  countLinesToBuy,
  linesToBuy,
  listKitchen,
  shoppingLines,
  type KitchenContext,
} from './shopping-lines.ts';
import { tick } from './list-edits.ts';
import { emptyList, type RecipeSnapshot, type ShoppingList } from './stored-list.ts';
import {
  arbitraryContext,
  arbitraryOptions,
  arbitraryRecipes,
  arbitrarySnapshot,
  snapshot,
} from './test-helpers.ts';
import type { AddRecipeOptions } from './list-edits.ts';

type Added = [RecipeSnapshot, AddRecipeOptions];
const listOf = (added: readonly Added[]): ShoppingList =>
  added.reduce((list, [recipe, options]) => addRecipe(list, recipe, options), emptyList());

const arbitraryAdded = arbitraryRecipes(6).chain((recipes) =>
  fc.tuple(...recipes.map((recipe) => fc.tuple(fc.constant(recipe), arbitraryOptions))),
);

const arbitraryShuffled = arbitraryAdded.chain((added) =>
  fc.tuple(
    fc.constant(added),
    fc.shuffledSubarray(added, { minLength: added.length, maxLength: added.length }),
  ),
);

const tagine = snapshot('chicken-tagine', 4, [
  { ingredient: 'chicken', quantity: 1, unit: 'kg' },
  { ingredient: 'onions', quantity: 2, unit: null },
  { ingredient: 'salt', quantity: null, unit: null },
  { ingredient: 'olive-oil', quantity: 2, unit: 'tbsp' },
  { ingredient: 'saffron', quantity: 1, unit: 'pinch', optional: true },
]);
const couscous = snapshot('couscous', 6, [
  { ingredient: 'lamb', quantity: 600, unit: 'g' },
  { ingredient: 'onions', quantity: 300, unit: 'g' },
  { ingredient: 'carrots', quantity: 500, unit: 'g' },
  { ingredient: 'olive-oil', quantity: 1, unit: 'tsp' },
]);
const nothing: KitchenContext = { selected: [], kitchen: EMPTY_KITCHEN };

describe('shoppingLines', () => {
  it('merges the lines of every recipe, scaled, grouped by category order then name', () => {
    let list = addRecipe(emptyList(), tagine, { servings: 8 });
    list = addRecipe(list, couscous, { servings: 6 });
    const groups = shoppingLines(list, nothing, 'en');
    expect(groups.map((group) => group.name)).toEqual(['Vegetables', 'Meat', 'Spices', 'Pantry']);
    const shown = groups.map((group) =>
      group.lines.map((line) => `${line.name}: ${formatLineAmount(line.amounts, 'en')}`),
    );
    expect(shown).toEqual([
      ['Carrots: 500 g', 'Onions: 4 + 300 g'],
      ['Chicken: 2 kg', 'Lamb: 600 g'],
      ['Salt: to taste'],
      ['Olive oil: 4 tbsp + 1 tsp'],
    ]);
    const onions = groups[0]?.lines[1];
    expect(onions?.recipes).toEqual(['chicken-tagine', 'couscous']);
    expect(onions?.ticked).toBe(false);
  });

  it('orders by name in the language asked for', () => {
    const list = addRecipe(emptyList(), couscous, { servings: 6 });
    const names = shoppingLines(list, nothing, 'fr').map((group) => [
      group.name,
      ...group.lines.map((line) => line.name),
    ]);
    expect(names).toEqual([
      ['Légumes', 'Carottes', 'Oignons'],
      ['Viandes', 'Agneau'],
      ['Épicerie', "Huile d'olive"],
    ]);
    expect(shoppingLines(list, nothing)[0]?.name).toBe('خضر');
  });

  it('leaves out what is selected, counted staples, swaps and optional lines unless asked', () => {
    const kitchen = kitchenOf(
      ['salt', 'olive-oil'],
      [{ missing: 'chicken', using: ['lamb'], quality: 'close' }],
    );
    const context = { selected: ['onions', 'lamb'], kitchen };
    const slugs = (list: ShoppingList) =>
      shoppingLines(list, context).flatMap((group) => group.lines.map((line) => line.ingredient));

    expect(slugs(addRecipe(emptyList(), tagine, { servings: 4 }))).toEqual([]);
    expect(
      slugs(addRecipe(emptyList(), tagine, { servings: 4, buyOriginals: ['chicken'] })),
    ).toEqual(['chicken']);
    expect(
      slugs(addRecipe(emptyList(), tagine, { servings: 4, allIngredients: true })).sort(),
    ).toEqual(['chicken', 'olive-oil', 'onions', 'saffron', 'salt']);
  });

  it('does not depend on the order recipes were added in', () => {
    fc.assert(
      fc.property(arbitraryShuffled, arbitraryContext, ([added, shuffled], context) => {
        expect(shoppingLines(listOf(shuffled), context)).toEqual(
          shoppingLines(listOf(added), context),
        );
      }),
    );
  });

  it('gives the same lines after removing a recipe as without it', () => {
    fc.assert(
      fc.property(arbitraryAdded, arbitraryContext, fc.nat(), (added, context, at) => {
        fc.pre(added.length > 0);
        const removed = added[at % added.length]?.[0].slug ?? '';
        const others = added.filter(([recipe]) => recipe.slug !== removed);
        expect(shoppingLines(removeRecipe(listOf(added), removed), context)).toEqual(
          shoppingLines(listOf(others), context),
        );
      }),
    );
  });

  it('adding a recipe again is adding it once, with the later options', () => {
    fc.assert(
      fc.property(
        arbitraryAdded,
        arbitrarySnapshot(fc.constant('again')),
        arbitraryOptions,
        arbitraryOptions,
        arbitraryContext,
        (added, recipe, first, later, context) => {
          const twice = addRecipe(addRecipe(listOf(added), recipe, first), recipe, later);
          const once = addRecipe(listOf(added), recipe, later);
          expect(twice).toEqual(once);
          expect(shoppingLines(twice, context)).toEqual(shoppingLines(once, context));
        },
      ),
    );
  });

  it('never lists a selected ingredient or a counted staple, unless every ingredient is asked for', () => {
    fc.assert(
      fc.property(arbitraryAdded, arbitraryContext, (added, context) => {
        const missingOnly = added.map(([recipe, options]): Added => [
          recipe,
          { ...options, allIngredients: false },
        ]);
        const had = new Set([...context.selected, ...context.kitchen.staples]);
        for (const group of shoppingLines(listOf(missingOnly), context))
          for (const line of group.lines) expect(had.has(line.ingredient)).toBe(false);
      }),
    );
  });

  it('lists nothing but what a recipe asks for, from the recipes that ask for it', () => {
    fc.assert(
      fc.property(arbitraryAdded, (added) => {
        const list = listOf(added);
        for (const group of shoppingLines(list, { selected: [], kitchen: EMPTY_KITCHEN }))
          for (const line of group.lines)
            for (const slug of line.recipes)
              expect(
                added.find(([recipe]) => recipe.slug === slug)?.[0].ingredients,
              ).toHaveProperty([line.ingredient]);
      }),
    );
  });
});

describe('listKitchen', () => {
  const withKitchen = {
    ...tagine,
    staples: ['salt'],
    swaps: [{ missing: 'saffron', using: ['cumin'], quality: 'pinch' as const }],
  };
  const list = addRecipe(emptyList(), withKitchen, { servings: 4, allIngredients: false });
  const names = (context: KitchenContext) =>
    shoppingLines(list, context, 'en').flatMap((group) =>
      group.lines.map((line) => line.ingredient),
    );

  it("counts the snapshots' staples unless the visitor keeps their own or counts none", () => {
    const usual = listKitchen(list, DEFAULT_KITCHEN_SETTINGS);
    expect([...usual.staples]).toEqual(['salt']);
    expect(names({ selected: [], kitchen: usual })).not.toContain('salt');
    const own = listKitchen(list, { ...DEFAULT_KITCHEN_SETTINGS, staples: ['onions'] });
    expect(names({ selected: [], kitchen: own })).toEqual(
      expect.arrayContaining(['salt', 'chicken']),
    );
    expect(names({ selected: [], kitchen: own })).not.toContain('onions');
    const none = listKitchen(list, { ...DEFAULT_KITCHEN_SETTINGS, countStaples: false });
    expect(none.staples.size).toBe(0);
  });

  it("uses the snapshots' swap rules only while swaps are on", () => {
    expect(listKitchen(list, DEFAULT_KITCHEN_SETTINGS).swaps.get('saffron')).toHaveLength(1);
    expect(listKitchen(list, { ...DEFAULT_KITCHEN_SETTINGS, swaps: false }).swaps.size).toBe(0);
  });
});

describe('linesToBuy', () => {
  it('counts the lines not ticked', () => {
    const list = addRecipe(emptyList(), tagine, { servings: 4 });
    const context = { selected: [], kitchen: EMPTY_KITCHEN };
    const before = linesToBuy(shoppingLines(list, context));
    expect(before).toBe(4);
    expect(linesToBuy(shoppingLines(tick(tick(list, 'onions'), 'chicken'), context))).toBe(2);
  });

  it('is what countLinesToBuy counts straight from the list', () => {
    fc.assert(
      fc.property(arbitraryAdded, arbitraryContext, fc.nat(), (added, context, at) => {
        const list = listOf(added);
        const lines = shoppingLines(list, context).flatMap((group) => group.lines);
        const ticked = lines.length ? tick(list, lines[at % lines.length]?.ingredient ?? '') : list;
        expect(countLinesToBuy(ticked, context)).toBe(linesToBuy(shoppingLines(ticked, context)));
      }),
    );
  });
});
