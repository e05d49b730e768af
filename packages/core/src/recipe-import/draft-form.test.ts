import { describe, expect, it } from 'vitest';
import type { ImportedIngredient, RecipeDraft } from '../api/recipe-import.ts';
import { RECIPE_DEFAULTS, recipeInputSchema } from '../schemas/recipe.ts';
import { importedRecipeForm, linkFor } from './draft-form.ts';

const line = (text: string, change: Partial<ImportedIngredient> = {}): ImportedIngredient => ({
  text,
  name: text,
  note: null,
  quantity: null,
  unit: null,
  ingredientSlug: null,
  confidence: 0,
  ...change,
});

const draft = (change: Partial<RecipeDraft> = {}): RecipeDraft => ({
  title: 'Tajine de poulet au citron',
  language: 'fr',
  description: 'Un classique.',
  servings: 6,
  prepTime: 20,
  cookTime: 75,
  ingredients: [
    line('1 poulet', {
      name: 'poulet',
      quantity: 1,
      unit: 'piece',
      ingredientSlug: 'chicken',
      confidence: 1,
    }),
    line('2 citrons confits, en quartiers', {
      name: 'citrons confits',
      note: 'en quartiers',
      quantity: 2,
      unit: 'piece',
      ingredientSlug: 'preserved-lemon',
      confidence: 0.95,
    }),
    line('1 boîte de pois chiches', {
      name: 'pois chiches',
      quantity: 1,
      unit: 'boîte',
      ingredientSlug: 'chickpeas',
      confidence: 0.9,
    }),
    line('un peu d’eau de fleur', {
      name: 'eau de fleur',
      ingredientSlug: 'orange-blossom-water',
      confidence: 0.6,
    }),
    line('1 pincée de ras el hanout maison', {
      name: 'ras el hanout maison',
      quantity: 1,
      unit: 'pinch',
    }),
    line('poulet pour la farce', { name: 'poulet', ingredientSlug: 'chicken', confidence: 1 }),
  ],
  steps: ['Faites dorer\nle poulet.', '  Ajoutez les citrons. '],
  imageUrl: 'https://example.org/tajine.jpg',
  sourceUrl: 'https://example.org/tajine',
  tags: ['Tajine', 'tajine', 'Plat principal'],
  ...change,
});

describe('importedRecipeForm', () => {
  it("puts the page's texts in its language and leaves the others to translate", () => {
    const { values, textLanguage } = importedRecipeForm(draft());
    expect(textLanguage).toBe('fr');
    expect(values).toMatchObject({
      title_fr: 'Tajine de poulet au citron',
      title_en: '',
      title_ar: '',
      description_fr: 'Un classique.',
      instructions_fr: 'Faites dorer le poulet.\nAjoutez les citrons.',
      instructions_en: '',
      slug: '',
      prep_time: 20,
      cooking_time: 75,
      servings: 6,
      tags: ['tajine', 'plat principal'],
      image_url: 'https://example.org/tajine.jpg',
      source_url: 'https://example.org/tajine',
    });
  });

  it('fills the English fields, and the slug, for an English page or one in another language', () => {
    const english = importedRecipeForm(draft({ title: 'Lemon chicken tagine', language: 'en' }));
    expect(english.values).toMatchObject({
      title_en: 'Lemon chicken tagine',
      slug: 'lemon-chicken-tagine',
    });
    const spanish = importedRecipeForm(draft({ title: 'Cuscús de verduras', language: 'es' }));
    expect(spanish.textLanguage).toBe('en');
    expect(spanish.values.title_en).toBe('Cuscús de verduras');
    expect(importedRecipeForm(draft({ language: null })).textLanguage).toBe('en');
  });

  it('links confident first matches with their amounts and notes, and keeps the rest for review', () => {
    const { values, review } = importedRecipeForm(draft());
    expect(values.ingredients).toEqual([
      expect.objectContaining({
        ingredient_slug: 'chicken',
        quantity: 1,
        unit: 'piece',
        note_fr: null,
      }),
      expect.objectContaining({
        ingredient_slug: 'preserved-lemon',
        quantity: 2,
        unit: 'piece',
        note_fr: 'en quartiers',
        note_en: null,
      }),
      // a unit the form has not: the amount stays, its word goes to the note
      expect.objectContaining({
        ingredient_slug: 'chickpeas',
        quantity: 1,
        unit: null,
        note_fr: 'boîte',
      }),
    ]);
    expect(review.map(({ index, reason, suggestion }) => ({ index, reason, suggestion }))).toEqual([
      { index: 3, reason: 'unsure', suggestion: 'orange-blossom-water' },
      { index: 4, reason: 'unmatched', suggestion: null },
      { index: 5, reason: 'repeated', suggestion: 'chicken' },
    ]);
    expect(review[1]).toMatchObject({ quantity: 1, unit: 'pinch', name: 'ras el hanout maison' });
  });

  it('leaves what the form would refuse to its defaults instead', () => {
    const { values } = importedRecipeForm(
      draft({
        title: 'T'.repeat(300),
        prepTime: 0,
        cookTime: 20000,
        servings: 250,
        tags: ['x'.repeat(41), 'ok'],
        ingredients: [
          line('1e9 g of flour', {
            quantity: 1e9,
            unit: 'g',
            ingredientSlug: 'flour',
            confidence: 1,
          }),
        ],
      }),
    );
    expect(values.title_fr).toHaveLength(200);
    expect([values.prep_time, values.cooking_time, values.servings]).toEqual([
      RECIPE_DEFAULTS.prep_time,
      RECIPE_DEFAULTS.cooking_time,
      RECIPE_DEFAULTS.servings,
    ]);
    expect(values.tags).toEqual(['ok']);
    expect(values.ingredients?.[0]).toMatchObject({ quantity: null, unit: null });
  });

  it('gives values the recipe schema accepts once the other titles are written', () => {
    const { values } = importedRecipeForm(draft());
    const checked = recipeInputSchema.safeParse({
      ...values,
      title_en: 'Lemon chicken',
      title_ar: 'طاجين',
    });
    expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
  });
});

describe('an imported recipe lands as a draft with honest lines (issue #40)', () => {
  it('is a draft, whatever the page says', () => {
    expect(importedRecipeForm(draft()).values.status).toBe('draft');
  });

  it("takes the category from the page's own, or leaves it empty for the administrator", () => {
    const categoryOf = (tags: string[]) => importedRecipeForm(draft({ tags })).values.category;
    expect(categoryOf(['Tajine', 'Plat principal'])).toBe('tagine');
    expect(categoryOf(['poulet', 'Plat principal', 'Marocaine'])).toBe('main-course');
    expect(categoryOf(['Dessert'])).toBe('dessert');
    expect(categoryOf(['Goûter', 'Marocaine'])).toBe('');
    expect(categoryOf([])).toBe('');
  });

  it('makes a line the page marks optional an optional one, the word out of its note', () => {
    const { values, review } = importedRecipeForm(
      draft({
        ingredients: [
          line('1 c. à café de harissa (facultatif)', {
            name: 'harissa',
            note: 'facultatif',
            quantity: 1,
            unit: 'tsp',
            ingredientSlug: 'harissa',
            confidence: 1,
          }),
          line('persil haché, optional, pour décorer', {
            name: 'persil haché',
            note: 'optional, pour décorer',
            ingredientSlug: 'parsley',
            confidence: 0.9,
          }),
          line('1 poulet', { name: 'poulet', ingredientSlug: 'chicken', confidence: 1 }),
          line('graines de nigelle (اختياري)', { name: 'graines de nigelle', note: 'اختياري' }),
        ],
      }),
    );
    expect(values.ingredients).toEqual([
      expect.objectContaining({ ingredient_slug: 'harissa', optional: true, note_fr: null }),
      expect.objectContaining({
        ingredient_slug: 'parsley',
        optional: true,
        note_fr: 'pour décorer',
      }),
      expect.objectContaining({ ingredient_slug: 'chicken', optional: false }),
    ]);
    expect(review).toEqual([expect.objectContaining({ index: 3, optional: true, note: null })]);
    const [nigella] = review;
    expect(nigella && linkFor('nigella-seeds', nigella, 'fr')).toMatchObject({
      ingredient_slug: 'nigella-seeds',
      optional: true,
      key: false,
    });
  });
});
