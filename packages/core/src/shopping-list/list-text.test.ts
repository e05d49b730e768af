import { describe, expect, it } from 'vitest';
import { kitchenOf } from '../kitchen.ts';
import { addRecipe, tick } from './list-edits.ts';
import { listAsText } from './list-text.ts';
import { shoppingLines } from './shopping-lines.ts';
import { recipeSnapshotOf } from './snapshot.ts';
import { emptyList, readSnapshot } from './stored-list.ts';
import { snapshot } from './test-helpers.ts';

const tagine = snapshot('chicken-tagine', 4, [
  { ingredient: 'chicken', quantity: 1.2, unit: 'kg' },
  { ingredient: 'onions', quantity: 2, unit: null },
  { ingredient: 'garlic', quantity: 3, unit: 'clove' },
  { ingredient: 'salt', quantity: null, unit: null },
]);
const list = tick(addRecipe(emptyList(), tagine, { servings: 4 }), 'garlic');
const context = { selected: [], kitchen: kitchenOf([], []) };

describe('listAsText', () => {
  it('writes the lines still to buy, by category, in the visitor’s language', () => {
    expect(listAsText(shoppingLines(list, context, 'fr'), 'fr')).toBe(
      [
        'Ma liste de courses',
        'Légumes\n• Oignons — 2',
        'Viandes\n• Poulet — 1,2 kg',
        'Épices\n• Sel — selon le goût',
      ].join('\n\n'),
    );
    expect(listAsText(shoppingLines(list, context, 'ar'), 'ar', 'قائمتي')).toBe(
      ['قائمتي', 'خضر\n• بصل — 2', 'لحوم\n• دجاج — 1.2 كغ', 'توابل\n• ملح — حسب الذوق'].join(
        '\n\n',
      ),
    );
    expect(listAsText([], 'en')).toBe('My shopping list');
  });
});

describe('recipeSnapshotOf', () => {
  const names = (en: string) => ({ name_en: en, name_fr: `${en} (fr)`, name_ar: `${en} (ar)` });
  const recipe = {
    slug: 'harira',
    title_en: 'Harira',
    title_fr: 'Harira',
    title_ar: 'الحريرة',
    servings: 6,
    ingredients: [
      {
        ingredient_slug: 'lentils',
        quantity: 200,
        unit: 'g' as const,
        optional: false,
        ingredient_category: 'legumes',
        ...names('Lentils'),
      },
      {
        ingredient_slug: 'celery',
        quantity: null,
        unit: null,
        optional: true,
        ingredient_category: 'herbs',
        ...names('Celery'),
      },
    ],
  };

  it('keeps what the list needs offline, and passes the stored schema', () => {
    const kitchen = {
      ingredients: [
        { slug: 'lentils', is_staple: false },
        { slug: 'salt', is_staple: true },
      ],
      substitutions: [{ missing: 'celery', using: ['parsley'], quality: 'close' as const }],
    };
    const made = recipeSnapshotOf(recipe, kitchen, [
      { slug: 'legumes', sort_order: 3, ...names('Legumes') },
    ]);
    expect(made).toEqual({
      slug: 'harira',
      title: { en: 'Harira', fr: 'Harira', ar: 'الحريرة' },
      servings: 6,
      lines: [
        { ingredient: 'lentils', quantity: 200, unit: 'g', optional: false },
        { ingredient: 'celery', quantity: null, unit: null, optional: true },
      ],
      ingredients: {
        lentils: {
          name: { en: 'Lentils', fr: 'Lentils (fr)', ar: 'Lentils (ar)' },
          category: 'legumes',
        },
        celery: { name: { en: 'Celery', fr: 'Celery (fr)', ar: 'Celery (ar)' }, category: 'herbs' },
      },
      categories: {
        legumes: { name: { en: 'Legumes', fr: 'Legumes (fr)', ar: 'Legumes (ar)' }, order: 3 },
        herbs: { name: { en: 'herbs', fr: 'herbs', ar: 'herbs' }, order: Number.MAX_SAFE_INTEGER },
      },
      staples: ['salt'],
      swaps: [{ missing: 'celery', using: ['parsley'], quality: 'close' }],
    });
    expect(readSnapshot(JSON.parse(JSON.stringify(made)))).toEqual(made);
  });
});
