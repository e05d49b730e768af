import { describe, expect, it } from 'vitest';
import type { AdminIngredient } from '../shared/api/ingredients.ts';
import type { RecipeLink } from './api.ts';
import { whyNotWeighed } from './line-weighing.tsx';

const parsley = {
  slug: 'parsley',
  name_en: 'Parsley',
  composition: {
    source: 'ciqual-2020',
    food_code: '11014',
    food_name: 'Persil, frais',
    per_100g: {
      energy_kcal: 43,
      energy_kj: 180,
      protein_g: 3,
      fat_g: 0.6,
      saturated_fat_g: 0.1,
      carbohydrate_g: 4.6,
      sugars_g: 0.9,
      fibre_g: 4.3,
      salt_g: 0.1,
    },
    note: null,
  },
  measures: {
    grams: { bunch: 80 },
    density_g_per_ml: null,
    edible_share: 1,
    allergens: [],
    kinds: [],
    note: null,
  },
} as unknown as AdminIngredient;

const line = (quantity: number | null, unit: RecipeLink['unit'], optional = false): RecipeLink => ({
  ingredient_slug: 'parsley',
  optional,
  key: false,
  quantity,
  unit,
  note_en: null,
  note_fr: null,
  note_ar: null,
});

describe('which recipe lines the nutrition cannot count (issue #44)', () => {
  it('counts a bunch and a weight, not a handful or a spoon it has no measure for', () => {
    expect(whyNotWeighed(line(1, 'bunch'), parsley)).toBeUndefined();
    expect(whyNotWeighed(line(30, 'g'), parsley)).toBeUndefined();
    expect(whyNotWeighed(line(1, 'handful'), parsley)).toBe('no-unit-weight');
    expect(whyNotWeighed(line(2, 'tbsp'), parsley)).toBe('no-density');
  });

  it('says nothing of a line to taste or an optional one, which are left out on purpose', () => {
    expect(whyNotWeighed(line(null, null), parsley)).toBeUndefined();
    expect(whyNotWeighed(line(1, 'handful', true), parsley)).toBeUndefined();
  });

  it('names an ingredient without measures or composition', () => {
    const bare = { ...parsley, composition: null, measures: null } as AdminIngredient;
    expect(whyNotWeighed(line(1, 'bunch'), bare)).toBe('no-measures');
    expect(whyNotWeighed(line(30, 'g'), bare)).toBe('no-composition');
  });
});
