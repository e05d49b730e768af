import { describe, expect, it } from 'vitest';
import { collectMessages } from './fields.ts';
import { recipeInputSchema, validationFailedMessage } from './recipe.ts';
import { errorsOf, validRecipe as valid } from './test-helpers.ts';

const errors = (changes: Record<string, unknown>) =>
  errorsOf(recipeInputSchema, { ...valid, ...changes });

describe('recipe payload (back-office.md §5, Recipe)', () => {
  it('accepts a minimal recipe and fills the defaults', () => {
    expect(recipeInputSchema.parse(valid)).toMatchObject({
      slug: '',
      servings: 4,
      tags: [],
      image_url: null,
      ingredients: [
        { ingredient_slug: 'lentils', optional: false, quantity: null, unit: null, note_en: null },
      ],
    });
  });

  it('collects every message of an empty form, as the form shows them', () => {
    const result = recipeInputSchema.safeParse({
      title_en: '',
      title_fr: ' ',
      title_ar: '',
      prep_time: 0,
      cooking_time: -5,
      difficulty: '',
      category: '',
      ingredients: [],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationFailedMessage(collectMessages(result.error))).toBe(
      'Validation failed: English title is required, French title is required, Arabic title is required, ' +
        'Prep time must be greater than 0, Cooking time must be 0 or more, Difficulty is required, ' +
        'Category is required, At least one ingredient is required, ' +
        'At least one instruction in any language is required',
    );
  });

  it('needs a prep time above zero and a cooking time of 0 or more, in whole minutes', () => {
    expect(errors({ prep_time: 1, cooking_time: 1 })).toEqual({});
    expect(errors({ cooking_time: 0 })).toEqual({});
    expect(errors({ cooking_time: -1 })).toEqual({
      cooking_time: 'Cooking time must be 0 or more',
    });
    expect(errors({ prep_time: undefined })).toEqual({
      prep_time: 'Prep time must be greater than 0',
    });
    expect(errors({ prep_time: '15' })).toEqual({ prep_time: 'Prep time must be greater than 0' });
    expect(errors({ prep_time: 1.5 })).toEqual({
      prep_time: 'Prep time must be a whole number of minutes',
    });
  });

  it('starts a recipe as a draft, with no soaking, resting, region, occasion or season', () => {
    expect(recipeInputSchema.parse(valid)).toMatchObject({
      status: 'draft',
      soak_time: 0,
      rest_time: 0,
      pressure_cooker_time: null,
      step_minutes: [],
      region: null,
      occasions: [],
      seasons: [],
    });
  });

  it('publishes only with steps in all three languages', () => {
    expect(errors({ status: 'published' })).toEqual({
      instructions_fr: 'A published recipe needs its steps in French',
      instructions_ar: 'A published recipe needs its steps in Arabic',
    });
    expect(
      errors({ status: 'published', instructions_fr: 'Laissez mijoter.', instructions_ar: 'اطه.' }),
    ).toEqual({});
    expect(errors({ status: 'hidden' })).toEqual({ status: 'Status must be draft or published' });
  });

  it('keeps step timers to the steps the languages agree on', () => {
    const twoSteps = {
      instructions_en: 'Soak.\nSimmer 40 minutes.',
      instructions_fr: 'Faites tremper.\nLaissez mijoter 40 minutes.',
    };
    expect(errors({ ...twoSteps, step_minutes: [0, 40] })).toEqual({});
    expect(errors({ ...twoSteps, step_minutes: [0, 40, 5] })).toEqual({
      step_minutes: 'Step minutes: 3 timers for 2 steps',
    });
    expect(errors({ ...twoSteps, instructions_ar: 'انقع.', step_minutes: [0, 40] })).toEqual({
      step_minutes:
        'Step timers need the same steps in every language (English 2, French 2, Arabic 1)',
    });
    expect(errors({ ...twoSteps, step_minutes: [-1] })).toEqual({
      'step_minutes.0': 'Step minutes must be 0 or more',
    });
  });

  it('counts soaking and resting apart, and a pressure cooker only shorter than the pot', () => {
    expect(errors({ soak_time: 720, rest_time: 60, pressure_cooker_time: 25 })).toEqual({});
    expect(errors({ soak_time: -1 })).toEqual({ soak_time: 'Soaking time must be 0 or more' });
    expect(errors({ pressure_cooker_time: 60 })).toEqual({
      pressure_cooker_time: 'Pressure-cooker time must be shorter than the cooking time',
    });
  });

  it('takes region, occasions and seasons from their vocabularies, each once', () => {
    expect(
      errors({ region: 'fes', occasions: ['ramadan', 'guests'], seasons: ['winter'] }),
    ).toEqual({});
    expect(Object.keys(errors({ region: 'atlantis' }))).toEqual(['region']);
    expect(errors({ occasions: ['ramadan', 'ramadan'] })).toEqual({
      occasions: 'Occasions can list each only once',
    });
    expect(Object.keys(errors({ seasons: ['monsoon'] }))).toEqual(['seasons.0']);
  });

  it('accepts any one language of instructions', () => {
    expect(errors({ instructions_en: '', instructions_ar: 'اطبخ.' })).toEqual({});
    expect(errors({ instructions_en: '  ' })).toEqual({
      instructions: 'At least one instruction in any language is required',
    });
  });

  it('difficulty is easy, medium or hard', () => {
    expect(errors({ difficulty: 'expert' })).toEqual({ difficulty: 'Difficulty is required' });
  });

  it('tags are trimmed, lower-cased, without duplicates or empties', () => {
    const parsed = recipeInputSchema.parse({
      ...valid,
      tags: [' Ramadan ', 'ramadan', '', 'Soup'],
    });
    expect(parsed.tags).toEqual(['ramadan', 'soup']);
  });

  it('ingredients: no duplicates, valid quantities and units', () => {
    expect(
      errors({
        ingredients: [
          { ingredient_slug: 'lentils' },
          { ingredient_slug: 'lentils', optional: true },
        ],
      }),
    ).toEqual({ ingredients: 'Each ingredient can be added only once' });
    expect(errors({ ingredients: [{ ingredient_slug: 'lentils', quantity: 0 }] })).toEqual({
      'ingredients.0.quantity': 'Quantity must be greater than 0',
    });
    expect(errors({ ingredients: [{ ingredient_slug: 'lentils', unit: 'bucket' }] })).toEqual({
      'ingredients.0.unit': 'Invalid unit',
    });
    expect(
      errors({
        ingredients: [{ ingredient_slug: 'lentils', quantity: 250, unit: 'g', note_en: 'rinsed' }],
      }),
    ).toEqual({});
  });

  it('slug: empty (generated by the server) or a valid slug', () => {
    expect(errors({ slug: 'harira-fassia' })).toEqual({});
    expect(errors({ slug: 'Harira Fassia' })).toEqual({
      slug: 'Slug can only contain lowercase letters, numbers and single hyphens',
    });
  });

  it('servings between 1 and 100', () => {
    expect(errors({ servings: 0 })).toEqual({ servings: 'Servings must be at least 1' });
    expect(errors({ servings: 100 })).toEqual({});
  });

  it('key ingredients: at most 3, never optional (decision 0016)', () => {
    const line = (slug: string, extra: Record<string, unknown> = {}) => ({
      ingredient_slug: slug,
      key: true,
      ...extra,
    });
    expect(errors({ ingredients: [line('lentils'), line('onions'), line('tomatoes')] })).toEqual(
      {},
    );
    expect(
      errors({
        ingredients: [line('lentils'), line('onions'), line('tomatoes'), line('celery')],
      }),
    ).toEqual({ ingredients: 'At most 3 key ingredients' });
    expect(errors({ ingredients: [line('lentils', { optional: true })] })).toEqual({
      ingredients: 'A key ingredient cannot be optional',
    });
  });
});
