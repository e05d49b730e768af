import { describe, expect, it } from 'vitest';
import { pageQueryDeclaration, pageRenderQuery } from './page-query.ts';

describe('pageRenderQuery', () => {
  it('keeps only what the page renders from, with valid values', () => {
    expect(pageRenderQuery('/recipe/batbout', { z: '1', lang: 'fr', utm_source: 'x' })).toEqual({
      lang: 'fr',
    });
    expect(pageRenderQuery('/recipes', { category: 'tagine', lang: 'en', q: 'x' })).toEqual({
      category: 'tagine',
      lang: 'en',
    });
    expect(pageRenderQuery('/', { category: 'tagine' })).toEqual({});
  });

  it('drops values the page could not use: an unknown language, a category that is no slug', () => {
    expect(pageRenderQuery('/recipes', { lang: 'de', category: 'Tagine!' })).toEqual({});
    expect(pageRenderQuery('/recipes', { category: 'a'.repeat(101) })).toEqual({});
    expect(pageRenderQuery('/recipes', { lang: ['ar', 'fr'] })).toEqual({});
  });

  it('keeps a shared list in its one spelling, and drops one with nothing valid', () => {
    expect(
      pageRenderQuery('/list', { recipes: 'harira:4,harira:2,Bad:1,batbout:x', z: '1' }),
    ).toEqual({ recipes: 'harira:2' });
    expect(pageRenderQuery('/list/', { recipes: ' harira:4 , batbout:2', lang: 'ar' })).toEqual({
      recipes: 'harira:4,batbout:2',
      lang: 'ar',
    });
    expect(pageRenderQuery('/list', { recipes: 'nothing' })).toEqual({});
    expect(pageQueryDeclaration('/recipes/').reads).toEqual([
      'lang',
      'category',
      'region',
      'occasion',
      'season',
      'noSoaking',
    ]);
  });

  it('keeps the cook’s filters of /recipes (issue #40), each only with a value of its vocabulary', () => {
    expect(
      pageRenderQuery('/recipes', {
        region: 'fes',
        occasion: 'ramadan',
        season: 'winter',
        noSoaking: '1',
        sort: 'x',
      }),
    ).toEqual({ region: 'fes', occasion: 'ramadan', season: 'winter', noSoaking: '1' });
    expect(
      pageRenderQuery('/recipes', {
        region: 'atlantis',
        occasion: 'Ramadan',
        season: 'monsoon',
        noSoaking: 'true',
      }),
    ).toEqual({});
    expect(pageRenderQuery('/blog', { region: 'fes' })).toEqual({});
  });
});
