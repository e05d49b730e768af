import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  indexCatalogue,
  LANGUAGES,
  searchRecipes,
  type Language,
  type RecipeCard,
} from '@chhiwat/core';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { readCards } from '../catalogue/read.ts';

/**
 * Issue #42: the public search reads text from PostgreSQL (migration 0009), not from memory. It must
 * find exactly what core's in-memory search over the full cards found: the same recipes, total and
 * order, for words of every recipe's title, description and tags, their pieces, other cases and
 * spellings, and terms that hold LIKE's wildcards.
 */
describe.each(testDatabaseKinds)('the public text search on %s (issue #42)', (kind) => {
  let t: TestApp;
  let cards: RecipeCard[];
  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    const { rows } = await sql<{ id: number }>`
      select id from recipes where status = 'published' order by id`.execute(t.db);
    cards = [
      ...(
        await readCards(
          t.db,
          '',
          rows.map((row) => row.id),
        )
      ).values(),
    ];
  });
  afterAll(() => t.close());

  const termsOf = (language: Language) => {
    const words = cards.flatMap((card) =>
      `${card[`title_${language}`]} ${card[`description_${language}`]} ${card.tags.join(' ')}`
        .split(/\s+/)
        .filter((word) => word.length > 1),
    );
    const every = [...new Set(words)];
    // Every 7th word, its first three letters, its upper case and a piece with its neighbour.
    const picked = every.filter((_, at) => at % 7 === 0);
    return [
      ...picked,
      ...picked.map((word) => word.slice(0, 3)),
      ...picked.slice(0, 20).map((word) => word.toUpperCase()),
      ...picked.slice(0, 20).map((word, at) => `${word} ${every[at * 7 + 1] ?? ''}`.trim()),
      'طاجين',
      'طَاجِين',
      'TAGINE',
      'épices',
      'epices',
      '50%',
      'a_b',
      '\\',
      '%',
      '_',
      'zzzq',
    ];
  };

  it('finds what the in-memory search over the full cards found, in every language', async () => {
    const local = indexCatalogue({
      version: 0,
      recipes: cards,
      links: cards.map(() => []),
      staples: [],
      substitutions: [],
    });
    let compared = 0;
    let found = 0;
    for (const language of LANGUAGES)
      for (const q of termsOf(language)) {
        const url = `/api/recipes?q=${encodeURIComponent(q)}&lang=${language}&pageSize=100`;
        const served = (await t.app.inject(url)).json() as {
          total: number;
          recipes: { slug: string }[];
        };
        const expected = searchRecipes(local, {
          q,
          ingredients: [],
          matchesOnly: false,
          includeOptional: false,
          swaps: true,
          lang: language,
          page: 1,
          pageSize: 100,
        });
        expect({ q, total: served.total }).toEqual({ q, total: expected.total });
        expect(
          served.recipes.map((recipe) => recipe.slug),
          q,
        ).toEqual(expected.recipes.map((recipe) => recipe.slug));
        compared++;
        if (expected.total > 0) found++;
      }
    // The terms reach most of the catalogue's words: most of them find something.
    expect(compared).toBeGreaterThan(300);
    expect(found).toBeGreaterThan(compared / 2);
  });
});
