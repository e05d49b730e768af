import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '@chhiwat/core';
import { batches, linesSql, recipesSql } from './generate-sql.ts';
import { DISHES, MAINS, PLACES, SENTENCES, STEPS } from './vocabulary.ts';

const seedDir = path.resolve(import.meta.dirname, '../../data/seed');
const seedSlugs = (prefix: string) =>
  fs
    .readdirSync(seedDir)
    .filter((file) => file.startsWith(prefix) && file.endsWith('.json'))
    .flatMap(
      (file) => JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8')) as { slug: string }[],
    )
    .map((row) => row.slug);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('batches', () => {
  it('covers 1 to the total once, a batch at a time', () => {
    expect(batches(250_000, 100_000)).toEqual([
      [1, 100_000],
      [100_001, 200_000],
      [200_001, 250_000],
    ]);
    expect(batches(0)).toEqual([]);
  });

  it('loads a million recipes in ten batches of two statements', () => {
    expect(batches(1_000_000)).toHaveLength(10);
  });
});

describe('the generated recipes draw on the seeded catalogue', () => {
  it('names only seeded categories and ingredients, and regions the schema accepts', () => {
    const categories = new Set(seedSlugs('recipe-categories'));
    const ingredients = new Set(seedSlugs('ingredients'));
    for (const dish of DISHES) expect(categories).toContain(dish.category);
    for (const main of MAINS) expect(ingredients).toContain(main.slug);
    for (const place of PLACES) if (place.region) expect(REGIONS).toContain(place.region);
  });

  it('makes slugs the schema accepts', () => {
    for (const dish of DISHES)
      expect(`${dish.slug}-split-fava-beans-1000000`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('writes descriptions of 20 to 40 words in each language', () => {
    // The opening sentence (its longest dish and ingredient names), then one or two of SENTENCES;
    // Arabic says the same in fewer words.
    const opening = { en: 13, fr: 14, ar: 8 };
    const lengths = SENTENCES.map(([en, fr, ar]) => ({
      en: words(en),
      fr: words(fr),
      ar: words(ar),
    }));
    for (const language of ['en', 'fr', 'ar'] as const) {
      const shortest = Math.min(...lengths.map((l) => l[language]));
      const longest = Math.max(...lengths.map((l) => l[language]));
      expect(opening[language] + shortest).toBeGreaterThanOrEqual(language === 'ar' ? 13 : 20);
      expect(opening[language] + 2 * longest).toBeLessThanOrEqual(40);
    }
  });

  it('has the three languages of every sentence and step', () => {
    for (const row of [...SENTENCES, ...STEPS])
      for (const text of row) expect(text.trim()).not.toBe('');
  });

  it('puts the batch’s numbers in both statements', () => {
    for (const sql of [recipesSql(200_001, 300_000), linesSql(200_001, 300_000)])
      expect(sql).toContain('generate_series(200001, 300000)');
  });
});
