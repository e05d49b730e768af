import { describe, expect, it } from 'vitest';
import {
  ingredientFormSchema,
  ingredientInputSchema,
  invalidReferencesMessage,
  parseSlugList,
} from './ingredient.ts';
import { errorsOf, validIngredient as valid } from './test-helpers.ts';

const errors = (changes: Record<string, unknown>) =>
  errorsOf(ingredientInputSchema, { ...valid, ...changes });

describe('ingredient form (back-office.md §5)', () => {
  it('accepts a complete ingredient and fills the defaults', () => {
    expect(ingredientInputSchema.parse(valid)).toEqual({
      ...valid,
      image_url: null,
      description_en: '',
      description_fr: '',
      description_ar: '',
      commonly_used_with: [],
      seasonality: 'year-round',
      is_staple: false,
      aliases_en: [],
      aliases_fr: [],
      aliases_ar: [],
      aliases_darija: [],
    });
  });

  it('aliases: trimmed and unique, at most 8 of 1–60 visible characters per language', () => {
    const parsed = ingredientInputSchema.parse({
      ...valid,
      aliases_darija: [' ma3dnous', 'ma3dnous', '', 'm3dnous '],
    });
    expect(parsed.aliases_darija).toEqual(['ma3dnous', 'm3dnous']);
    expect(errors({ aliases_en: Array.from({ length: 9 }, (_, i) => `name ${i}`) })).toEqual({
      aliases_en: 'English aliases: at most 8',
    });
    expect(errors({ aliases_fr: ['a'.repeat(61)] })).toEqual({
      'aliases_fr.0': 'French aliases: each must be less than 60 characters',
    });
    expect(Object.values(errors({ aliases_ar: ['\u200fمعدنوس'] }))[0]).toMatch(
      /^Arabic aliases cannot contain invisible/,
    );
    const form = ingredientFormSchema.parse({
      ...valid,
      related: '',
      aliases_darija: 'maticha, matecha ,,',
    });
    expect(form.aliases_darija).toEqual(['maticha', 'matecha']);
    expect(form.aliases_en).toEqual([]);
  });

  it.each([
    ['name_en', 'English'],
    ['name_fr', 'French'],
  ])('%s: required, 2 to 100 characters', (field, label) => {
    expect(errors({ [field]: '' })).toEqual({ [field]: `${label} name is required` });
    expect(errors({ [field]: '   ' })).toEqual({ [field]: `${label} name is required` });
    expect(errors({ [field]: undefined })).toEqual({ [field]: `${label} name is required` });
    expect(errors({ [field]: 'a' })).toEqual({
      [field]: `${label} name must be at least 2 characters`,
    });
    expect(errors({ [field]: 'ab' })).toEqual({});
    expect(errors({ [field]: 'a'.repeat(100) })).toEqual({});
    expect(errors({ [field]: 'a'.repeat(101) })).toEqual({
      [field]: `${label} name must be less than 100 characters`,
    });
  });

  it.each([
    ['name_ar', 'Arabic'],
    ['name_darija', 'Darija'],
  ])('%s: required, 1 to 100 characters', (field, label) => {
    expect(errors({ [field]: '' })).toEqual({ [field]: `${label} name is required` });
    expect(errors({ [field]: 'ب' })).toEqual({});
    expect(errors({ [field]: 'ب'.repeat(100) })).toEqual({});
    expect(errors({ [field]: 'ب'.repeat(101) })).toEqual({
      [field]: `${label} name must be less than 100 characters`,
    });
  });

  it('slug: required, 2 to 100, lowercase letters, digits and single hyphens', () => {
    expect(errors({ slug: '' })).toEqual({ slug: 'Slug is required' });
    expect(errors({ slug: 'a' })).toEqual({ slug: 'Slug must be at least 2 characters' });
    expect(errors({ slug: 'a'.repeat(100) })).toEqual({});
    expect(errors({ slug: 'a'.repeat(101) })).toEqual({
      slug: 'Slug must be less than 100 characters',
    });
    for (const bad of [
      'Lemons',
      'lemon--zest',
      '-lemon',
      'lemon-',
      'lemon zest',
      'citron_confit',
      'léger',
    ]) {
      expect(errors({ slug: bad }), bad).toEqual({
        slug: 'Slug can only contain lowercase letters, numbers and single hyphens',
      });
    }
  });

  it('category is required (existence and activity are checked against the store)', () => {
    expect(errors({ category: '' })).toEqual({ category: 'Category is required' });
    expect(errors({ category: undefined })).toEqual({ category: 'Category is required' });
  });

  it('seasonality is one of the five values', () => {
    for (const season of ['spring', 'summer', 'fall', 'winter', 'year-round']) {
      expect(errors({ seasonality: season })).toEqual({});
    }
    expect(errors({ seasonality: 'autumn' })).toEqual({
      seasonality: 'Invalid seasonality selected',
    });
  });

  it('descriptions are at most 500 characters', () => {
    expect(errors({ description_fr: 'x'.repeat(500) })).toEqual({});
    expect(errors({ description_fr: 'x'.repeat(501) })).toEqual({
      description_fr: 'French description must be less than 500 characters',
    });
  });

  it('image_url must be an http(s) URL or our own media path', () => {
    expect(errors({ image_url: 'https://cdn.example.com/a.webp' })).toEqual({});
    expect(errors({ image_url: '/media/ingredient-images/ingredient-1-1700000000.webp' })).toEqual(
      {},
    );
    expect(ingredientInputSchema.parse({ ...valid, image_url: '' }).image_url).toBeNull();
    for (const bad of [
      'not a url',
      'javascript:alert(1)',
      'ftp://x/y.png',
      '/etc/passwd',
      '/media/../x',
    ]) {
      expect(errors({ image_url: bad }), bad).toEqual({ image_url: 'Invalid image URL format' });
    }
  });

  it('commonly_used_with: trimmed, empties and repeats dropped, at most 10', () => {
    const parsed = ingredientInputSchema.parse({
      ...valid,
      commonly_used_with: [' olives ', '', 'olives', 'saffron'],
    });
    expect(parsed.commonly_used_with).toEqual(['olives', 'saffron']);
    const ten = Array.from({ length: 10 }, (_, i) => `item-${i}`);
    expect(errors({ commonly_used_with: ten })).toEqual({});
    expect(errors({ commonly_used_with: [...ten, 'item-10'] })).toEqual({
      commonly_used_with: 'Maximum 10 related ingredients allowed',
    });
  });

  it('refuses unknown keys', () => {
    expect(Object.keys(errors({ is_admin: true }))).toEqual(['body']);
  });

  it('parses the comma-separated form field', () => {
    expect(parseSlugList(' olives, saffron,, ,cumin ')).toEqual(['olives', 'saffron', 'cumin']);
    expect(parseSlugList('')).toEqual([]);
  });

  it('names the unknown references', () => {
    const known = new Set(['olives']);
    expect(invalidReferencesMessage(['olives', 'unicorn', 'dragon'], (s) => known.has(s))).toBe(
      'Invalid ingredient references: unicorn, dragon',
    );
    expect(invalidReferencesMessage(['olives'], (s) => known.has(s))).toBeUndefined();
  });

  it('the admin form: related slugs typed as text, then the same list rules', () => {
    const form = valid;
    const parsed = ingredientFormSchema.parse({ ...form, related: ' olives, saffron,, olives' });
    expect(parsed.related).toEqual(['olives', 'saffron']);
    const eleven = Array.from({ length: 11 }, (_, i) => `item-${i}`).join(', ');
    expect(errorsOf(ingredientFormSchema, { ...form, related: eleven })).toEqual({
      related: 'Maximum 10 related ingredients allowed',
    });
  });
});
