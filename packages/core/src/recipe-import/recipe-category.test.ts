import { describe, expect, it } from 'vitest';
import categories from '../../../../data/seed/recipe-categories.json';
import { RECIPE_CATEGORY_NAMES, recipeCategoryOf } from './recipe-category.ts';

describe('recipeCategoryOf', () => {
  it.each([
    ['Main course', 'main-course'],
    ['Main Courses', 'main-course'],
    ['Plat principal', 'main-course'],
    ['Plats principaux', 'main-course'],
    ['الأطباق الرئيسية', 'main-course'],
    ['أطباق رئيسية', 'main-course'],
    ['Soup', 'soup'],
    ['Soupes', 'soup'],
    ['حساء', 'soup'],
    ['Dessert', 'dessert'],
    ['Desserts', 'dessert'],
    ['Tajine', 'tagine'],
    ['Tagines', 'tagine'],
    ['طاجين', 'tagine'],
    ['Couscous', 'couscous'],
    ['Entrée', 'appetizer'],
    ['Starters', 'appetizer'],
    ['المقبلات', 'appetizer'],
    ['Boisson', 'beverage'],
    ['Drinks', 'beverage'],
    ['مشروبات', 'beverage'],
    ['Salade', 'salad'],
    ['سلطة', 'salad'],
    ['Breads', 'bread'],
    ['Pains', 'bread'],
    ['Pâtisseries', 'pastry'],
    ['Cookies', 'pastry'],
  ])('%s → %s', (name, slug) => expect(recipeCategoryOf([name])).toBe(slug));

  it('gives the first name that is one of ours, and null when none is', () => {
    expect(recipeCategoryOf(['chicken', 'lemon', 'Plat principal', 'Marocaine'])).toBe(
      'main-course',
    );
    expect(recipeCategoryOf(['tajine', 'agneau', 'Plat principal'])).toBe('tagine');
    for (const names of [[], ['Goûter'], ['Poissons', 'Marocaine'], ['pain perdu'], ['']])
      expect(recipeCategoryOf(names), JSON.stringify(names)).toBeNull();
  });

  it("names only the catalogue's categories, each by its own English, French and Arabic names", () => {
    const slugs = categories.map((category) => category.slug);
    expect(Object.keys(RECIPE_CATEGORY_NAMES).sort()).toEqual([...slugs].sort());
    for (const category of categories)
      for (const name of [category.name_en, category.name_fr, category.name_ar])
        expect(recipeCategoryOf([name]), name).toBe(category.slug);
  });
});
