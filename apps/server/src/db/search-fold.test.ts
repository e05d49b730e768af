import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@chhiwat/core';
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

describe.each(testDatabaseKinds)("PostgreSQL's search folding on %s (issue #42)", (kind) => {
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
});
