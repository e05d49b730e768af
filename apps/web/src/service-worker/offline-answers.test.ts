import { describe, expect, it } from 'vitest';
import type { OfflineCatalogue } from '@chhiwat/core';
import { answersOffline, OfflineAnswers } from './offline-answers.ts';

const texts = (word: string) => ({
  title_ar: `${word} ar`,
  title_fr: `${word} fr`,
  title_en: `${word} en`,
  description_ar: '',
  description_fr: '',
  description_en: '',
});
const card = (slug: string, category: string) => ({
  slug,
  ...texts(slug),
  image_url: null,
  illustration_url: `/recipe-pictures/${slug}.svg?v=t1`,
  prep_time: 10,
  cooking_time: 20,
  soak_time: 0,
  rest_time: 0,
  region: null,
  occasions: [],
  seasons: [],
  total_time: 30,
  difficulty: 'easy' as const,
  category,
  tags: [],
  servings: 4,
  has_instructions: true,
});
const line = (slug: string) => ({ slug, optional: false, key: false });

const catalogue: OfflineCatalogue = {
  version: 3,
  recipeCount: 2,
  recipes: [
    {
      ...card('harira', 'soups'),
      region: 'fes',
      occasions: ['ramadan', 'everyday'],
      seasons: ['winter'],
      soak_time: 720,
    },
    card('kefta', 'mains'),
  ],
  links: [
    [line('lentils'), line('tomato'), line('salt')],
    [line('beef'), line('onion')],
  ],
  staples: ['salt'],
  substitutions: [],
  ingredients: [],
  ingredientCategories: [],
  recipeCategories: [],
};
const url = (path: string) => new URL(path, 'http://chhiwat.test');

describe('answers made offline from the kept catalogue', () => {
  const answers = new OfflineAnswers();

  it('ranks a selection with the staples counted, like the match route', () => {
    const answer = answers.answer(
      catalogue,
      url('/api/match?ingredients=lentils,tomato&lang=en'),
    ) as {
      recipes: { slug: string; match: { canMake: boolean; stapleIngredients: string[] } }[];
      matchingCount: number;
    };
    expect(answer.recipes.map((recipe) => recipe.slug)).toEqual(['harira']);
    expect(answer.recipes[0]?.match).toMatchObject({ canMake: true, stapleIngredients: ['salt'] });
    expect(answer.matchingCount).toBe(1);
  });

  it('filters the list by category and reads the defaults of the list route', () => {
    const answer = answers.answer(catalogue, url('/api/recipes?category=mains')) as {
      recipes: { slug: string; match: unknown }[];
      pageSize: number;
    };
    expect(answer.recipes).toMatchObject([{ slug: 'kefta', match: null }]);
    expect(answer.pageSize).toBe(24);
  });

  it('filters by region, occasion, season and soaking as the server does (issue #40)', () => {
    const slugs = (query: string) =>
      (
        answers.answer(catalogue, url(`/api/recipes?${query}`)) as { recipes: { slug: string }[] }
      ).recipes.map((recipe) => recipe.slug);
    expect(slugs('region=fes')).toEqual(['harira']);
    expect(slugs('occasion=ramadan&season=winter')).toEqual(['harira']);
    expect(slugs('region=north')).toEqual([]);
    expect(slugs('noSoaking=1')).toEqual(['kefta']);
    expect(() => answers.answer(catalogue, url('/api/recipes?region=atlantis'))).toThrow();
  });

  it('refuses a query the server would refuse, and leaves other paths alone', () => {
    expect(() => answers.answer(catalogue, url('/api/match?lang=en'))).toThrow();
    expect(answers.answer(catalogue, url('/api/recipes/harira'))).toBeUndefined();
    expect(answersOffline('/api/recipes/harira')).toBe(false);
    expect(answersOffline('/api/admin/ingredients')).toBe(false);
    expect(answersOffline('/api/match')).toBe(true);
  });
});
