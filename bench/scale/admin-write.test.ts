import { describe, expect, it } from 'vitest';
import { recipeInputSchema, type AdminRecipeDetail } from '@chhiwat/core';
import { titleWith, toRecipeInput, uniqueWord } from './admin-write.ts';

const detail: AdminRecipeDetail = {
  id: 4100,
  slug: 'tagine-lamb-4100',
  title_en: 'Tagine with lamb, Fes style',
  title_fr: 'Tajine – agneau, façon Fès',
  title_ar: 'طاجين بلحم الغنم على طريقة فاس',
  description_en: 'A recipe for tagine with lamb.',
  description_fr: 'Une recette de tajine avec agneau.',
  description_ar: 'وصفة طاجين بلحم الغنم.',
  instructions_en: 'Brown.\nSimmer.',
  instructions_fr: 'Faites revenir.\nLaissez mijoter.',
  instructions_ar: 'حمر.\nاطه.',
  image_url: null,
  prep_time: 20,
  cooking_time: 120,
  soak_time: 0,
  rest_time: 0,
  pressure_cooker_time: 40,
  step_minutes: [0, 90],
  region: 'fes',
  occasions: ['friday'],
  seasons: [],
  status: 'published',
  difficulty: 'medium',
  category_id: 1,
  tags: ['tagine'],
  servings: 4,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  created_by: null,
  updated_by: null,
  category: 'tagine',
  ingredients: [
    {
      ingredient_slug: 'lamb',
      optional: false,
      key: true,
      quantity: 1,
      unit: 'kg',
      note_en: null,
      note_fr: null,
      note_ar: null,
      name_en: 'Lamb',
      name_darija: 'لحم الغنمي',
      image_url: null,
    },
  ],
} as AdminRecipeDetail;

describe('the admin write', () => {
  it('sends back what the form read, with the new title, and the server’s schema accepts it', () => {
    const input = toRecipeInput(detail, 'Tagine with lamb zqab');
    const parsed = recipeInputSchema.safeParse(input);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({
      slug: detail.slug,
      title_en: 'Tagine with lamb zqab',
      title_fr: detail.title_fr,
      pressure_cooker_time: 40,
      ingredients: [{ ingredient_slug: 'lamb', key: true, quantity: 1, unit: 'kg' }],
    });
  });

  it('makes words of letters only, different for different seeds', () => {
    const words = [0, 1, 25, 26, Date.now() * 8].map(uniqueWord);
    for (const word of words) expect(word).toMatch(/^zq[a-z]+$/);
    expect(new Set(words).size).toBe(words.length);
  });

  it('replaces an earlier run’s word rather than piling words up', () => {
    expect(titleWith('Harira with lentils', 'zqab')).toBe('Harira with lentils zqab');
    expect(titleWith('Harira with lentils zqab zqcd', 'zqef')).toBe('Harira with lentils zqef');
  });
});
