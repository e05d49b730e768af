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

  it("leaves the browser's own parameters out of the render: a shared list is the visitor's", () => {
    expect(pageRenderQuery('/list', { recipes: 'harira:4', lang: 'ar' })).toEqual({ lang: 'ar' });
    expect(pageQueryDeclaration('/list').browser).toEqual(['recipes']);
    expect(pageQueryDeclaration('/recipes/').server).toEqual(['lang', 'category']);
  });
});
