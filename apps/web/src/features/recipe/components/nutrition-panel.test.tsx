import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@chhiwat/core';
import type { RecipeDetail } from '../../../api/recipes.ts';
import { lambTagine } from '../../../test/recipe-detail.ts';
import { render, type Rendered } from '../../../test/render.tsx';
import { NutritionPanel } from './nutrition-panel.tsx';

let page: Rendered | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
});

const tagine = lambTagine({
  ingredients: [
    {
      ingredient_slug: 'salt',
      optional: false,
      key: false,
      quantity: null,
      unit: null,
      note_en: null,
      note_fr: null,
      note_ar: null,
      name_en: 'Salt',
      name_fr: 'Sel',
      name_ar: 'الملح',
      name_darija: 'الملحة',
      image_url: null,
      ingredient_category: 'spices',
      category_icon: '🧂',
      category_color: '#333333',
    },
  ],
  nutrition: {
    ...lambTagine().nutrition,
    left_out: [{ ingredient_slug: 'salt', reason: 'no-amount' }],
  },
  labels: {
    allergens: ['gluten', 'milk'],
    optional_allergens: ['tree-nuts'],
    diets: ['nut-free'],
    complete: true,
  },
});

function show(recipe: RecipeDetail, servings: number, language: Language = 'en') {
  page = render(<NutritionPanel recipe={recipe} servings={servings} language={language} />, {
    language,
  });
  return page.container;
}
const cells = (container: HTMLElement, row: string) =>
  [...container.querySelectorAll('tbody tr')]
    .find((tr) => tr.querySelector('th')?.textContent === row)
    ?.querySelectorAll('td');

describe('the nutrition panel (issue #44)', () => {
  it('gives a serving, the servings chosen and the share of the reference intake', () => {
    const container = show(tagine, 4);
    expect(container.querySelector('[data-testid="nutrition-for"]')?.textContent).toBe(
      'For 4 servings',
    );
    const energy = cells(container, 'Energy');
    expect(energy?.[0]?.textContent).toBe('520 kcal2,176 kJ');
    expect(energy?.[1]?.textContent).toBe('2,080 kcal');
    expect(energy?.[2]?.textContent).toBe('26%');
    const salt = cells(container, 'Salt');
    expect([...(salt ?? [])].map((cell) => cell.textContent)).toEqual(['1.25 g', '5 g', '21%']);
    // fibre has no EU reference intake: no share is made up
    expect(cells(container, 'Fibre')?.[2]?.textContent).toBe('');
  });

  it('follows the servings control', () => {
    const container = show(tagine, 6);
    expect(container.querySelector('[data-testid="nutrition-for"]')?.textContent).toBe(
      'For 6 servings',
    );
    expect(cells(container, 'Energy')?.[1]?.textContent).toBe('3,120 kcal');
    expect(cells(container, 'Protein')?.[1]?.textContent).toBe('195 g');
  });

  it('names what it could not count, and the labels', () => {
    const container = show(tagine, 4);
    expect(container.querySelector('[data-testid="nutrition-approximate"]')?.textContent).toBe(
      'Approximate: not counted: Salt (to taste).',
    );
    expect(container.querySelector('[data-testid="recipe-allergens"]')?.textContent).toBe(
      'Contains: gluten and milk.',
    );
    expect(container.textContent).toContain('Optional ingredients add: nuts.');
    expect(container.querySelector('[data-diet="nut-free"]')?.textContent).toBe('Nut-free');
  });

  it('says so when no allergen is held, and claims nothing when labels are incomplete', () => {
    const none = show(
      lambTagine({ labels: { ...tagine.labels, allergens: [], optional_allergens: [] } }),
      4,
    );
    expect(none.querySelector('[data-testid="recipe-allergens"]')?.textContent).toBe(
      'None of the 14 major allergens.',
    );
    page?.unmount();
    const partial = show(
      lambTagine({ labels: { allergens: [], optional_allergens: [], diets: [], complete: false } }),
      4,
    );
    expect(partial.querySelector('[data-testid="recipe-allergens"]')?.textContent).toBe('');
    expect(partial.textContent).toContain('Labels are incomplete');
    expect(partial.querySelector('[data-diet]')).toBeNull();
  });

  it('speaks Arabic and French', () => {
    const arabic = show(tagine, 2, 'ar');
    expect(arabic.querySelector('[data-testid="nutrition-for"]')?.textContent).toBe('لحصتين');
    expect(cells(arabic, 'الطاقة')?.[0]?.textContent).toBe('520 سعرة حرارية2,176 كيلوجول');
    expect(arabic.querySelector('[data-testid="recipe-allergens"]')?.textContent).toBe(
      'تحتوي على: الغلوتين والحليب.',
    );
    page?.unmount();
    const french = show(tagine, 3, 'fr');
    expect(cells(french, 'Sel')?.[0]?.textContent).toBe('1,25 g');
    expect(french.querySelector('[data-testid="nutrition-approximate"]')?.textContent).toBe(
      'Valeurs approximatives, sans : Sel (selon le goût).',
    );
  });
});
