import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareText, normalizeSearchText, titleOrder } from '@chhiwat/core';
import { listRecipeIdsInOrder } from '../modules/recipes/repository.ts';
import { createTestDatabase, testDatabaseKinds } from '../test/database.ts';
import type { DatabaseHandle } from './database.ts';

/** Letters the catalogue is written with, and the ones the folding treats apart. */
const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'éèêëàâäîïôöùûüçÉÈÀÇœŒæÆßẞøØłŁđĐħĦŧŦıİ',
  ...'ابتثجحخدذرسشصضطظعغفقكلمنهويءآأؤإئةىٱکیـ',
  ...'\u064B\u064E\u064F\u0650\u0651\u0652\u0670\uFEFB\uFEF7\uFE8D\uFC5E',
  ...'٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
  ..." \t\n\u00A0\u200B\u200F\u202A\u2066\uFEFF\u061C-'’.,!()",
];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 40 }).map((c) => c.join(''));

describe.each(testDatabaseKinds)(
  "PostgreSQL's search folding and title order on %s (issue #42)",
  (kind) => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase(kind, { seeded: true });
    });
    afterAll(() => database.close());

    it("keeps every recipe's search columns as core folds the same texts", async () => {
      const { rows } = await sql<Record<string, string | string[]>>`
      select title_ar, title_fr, title_en, description_ar, description_fr, description_en, tags,
             search_ar, search_fr, search_en from recipes`.execute(database.db);
      expect(rows.length).toBeGreaterThan(50);
      for (const row of rows)
        for (const language of ['ar', 'fr', 'en'] as const) {
          const tags = (row.tags as string[]).map(normalizeSearchText).join('\u001f');
          const folded = normalizeSearchText(
            `${row[`title_${language}`] as string} ${row[`description_${language}`] as string}`,
          );
          expect(row[`search_${language}`]).toBe(`${folded}\u001f${tags}`);
        }
    });

    it('folds any text of the catalogue’s scripts as core does', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 50 }), async (texts) => {
          const { rows } = await sql<{ folded: string }>`
          select search_fold(t) as folded from unnest(${texts}::text[]) with ordinality as u(t, n)
          order by n`.execute(database.db);
          expect(rows.map((row) => row.folded)).toEqual(texts.map(normalizeSearchText));
        }),
        { numRuns: 40 },
      );
    });

    it("orders every recipe's titles and slugs as core does (migration 0010)", async () => {
      const recipes = await database.db
        .selectFrom('recipes')
        .select(['id', 'slug', 'title_ar', 'title_fr', 'title_en'])
        .execute();
      expect(recipes.length).toBeGreaterThan(50);
      for (const language of ['ar', 'fr', 'en'] as const) {
        const expected = [...recipes].sort(titleOrder(language)).map((recipe) => recipe.id);
        expect([...(await listRecipeIdsInOrder(database.db, language))]).toEqual(expected);
      }
      const bySlug = [...recipes].sort((a, b) => compareText(a.slug, b.slug));
      expect([...(await listRecipeIdsInOrder(database.db, 'slug'))]).toEqual(
        bySlug.map((recipe) => recipe.id),
      );
    });

    it('orders any titles of the catalogue’s scripts as core does', async () => {
      const sameFolded = fc.array(fc.constantFrom('Tajine', 'tajine', 'ṭajine', 'طاجين', 'طاجِين'));
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              text,
              sameFolded.map((t) => t.join(' ')),
            ),
            { minLength: 1, maxLength: 50 },
          ),
          async (titles) => {
            const { rows } = await sql<{ n: string }>`
          select n from unnest(${titles}::text[]) with ordinality as u(t, n)
          order by search_fold(t) collate "C", t collate "C", n`.execute(database.db);
            const byCore = titles
              .map((title, at) => ({ title, n: at + 1 }))
              .sort(
                (a, b) =>
                  compareText(normalizeSearchText(a.title), normalizeSearchText(b.title)) ||
                  compareText(a.title, b.title) ||
                  a.n - b.n,
              );
            expect(rows.map((row) => Number(row.n))).toEqual(byCore.map((title) => title.n));
          },
        ),
        { numRuns: 40 },
      );
    });
  },
);
