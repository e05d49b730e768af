import { describe, expect, it } from 'vitest';
import { CATEGORY_COLORS, CATEGORY_ICONS } from '../catalogue.ts';
import { categoryInputSchema } from './category.ts';
import { errorsOf, validCategory as valid } from './test-helpers.ts';

const errors = (changes: Record<string, unknown>, type: 'ingredient' | 'recipe' = 'ingredient') =>
  errorsOf(categoryInputSchema(type), { ...valid, ...changes });

describe('category form (back-office.md §5)', () => {
  it('has ten colours per type and 21 icons', () => {
    expect(CATEGORY_COLORS.ingredient).toHaveLength(10);
    expect(CATEGORY_COLORS.recipe).toHaveLength(10);
    expect(CATEGORY_ICONS).toHaveLength(21);
    expect(new Set(CATEGORY_ICONS).size).toBe(21);
  });

  it('accepts a category and fills the defaults', () => {
    expect(categoryInputSchema('ingredient').parse(valid)).toMatchObject({
      slug: '',
      sort_order: 0,
      is_active: true,
      description_en: '',
    });
  });

  it('gives the spec messages, names checked after trimming', () => {
    expect(errors({ name_en: '  ' })).toEqual({ name_en: 'English name is required' });
    expect(errors({ name_fr: '' })).toEqual({ name_fr: 'French name is required' });
    expect(errors({ name_ar: undefined })).toEqual({ name_ar: 'Arabic name is required' });
    expect(errors({ color: '' })).toEqual({ color: 'Color is required' });
    expect(errors({ icon: '' })).toEqual({ icon: 'Icon is required' });
    expect(errors({ sort_order: -1 })).toEqual({ sort_order: 'Sort order must be 0 or greater' });
    expect(errors({ sort_order: 0 })).toEqual({});
  });

  it('takes colours from the preset palette of its own type', () => {
    expect(errors({ color: CATEGORY_COLORS.recipe[0] }, 'recipe')).toEqual({});
    expect(errors({ color: CATEGORY_COLORS.recipe[0] }, 'ingredient')).toEqual({
      color: 'Color must be one of the preset colours',
    });
    expect(errors({ icon: '🦄' })).toEqual({ icon: 'Icon must be one of the preset icons' });
  });
});
