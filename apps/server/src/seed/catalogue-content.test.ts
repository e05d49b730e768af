import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitchenOf, matchRecipe, OCCASIONS, REGIONS, stepsOf, type SwapRule } from '@chhiwat/core';
import { readSeedCatalogue } from './catalogue-seed.ts';
import { seedDir } from '../test/database.ts';

/**
 * The demo catalogue as content (issue #40): its size and spread, every ingredient leading
 * somewhere, the pantry combinations a Moroccan kitchen starts from, and the language rules of
 * data/seed/glossary.json. Read from the seed files as `npm start` loads them.
 */
type Row = Record<string, unknown>;
type Line = {
  ingredient_slug: string;
  optional: boolean;
  key?: boolean;
  quantity: number | null;
  unit: string | null;
};
type Recipe = Row & { slug: string; ingredients: Line[]; occasions: string[]; servings: number };

const catalogue = readSeedCatalogue(seedDir);
const recipes = catalogue.recipes as Recipe[];
const ingredients = catalogue.ingredients as Row[];
const glossary = JSON.parse(fs.readFileSync(path.join(seedDir, 'glossary.json'), 'utf8')) as {
  arabic: { use: string; avoid: string[] }[];
  french: { use: string; avoid: string[] }[];
};

const staples = ingredients.filter((i) => i.is_staple).map((i) => String(i.slug));
const kitchen = kitchenOf(staples, catalogue.substitutions as SwapRule[]);
const required = (recipe: Recipe) =>
  recipe.ingredients.filter((line) => !line.optional).map((line) => line.ingredient_slug);

/**
 * The recipes a visitor with these picks (and the site's staples and swaps) can make, as the site
 * lists them ("Recipes I can make"), that use at least half of the picks as required lines: eggs +
 * tomatoes + onions must find dishes of two of them at least, not a bread that needs none.
 */
function makeableWith(picks: string[]) {
  const selection = new Set(picks);
  return recipes.filter((recipe) => {
    const lines = required(recipe);
    if (picks.filter((pick) => lines.includes(pick)).length < Math.ceil(picks.length / 2))
      return false;
    const match = matchRecipe(
      {
        difficulty: recipe.difficulty as 'easy',
        hasInstructions: true,
        ingredients: recipe.ingredients.map((line) => ({
          slug: line.ingredient_slug,
          optional: line.optional,
          key: Boolean(line.key),
        })),
      },
      selection,
      { kitchen },
    );
    return match.canMake && match.usesPicks;
  });
}

/**
 * The commonest fridge-and-pantry combinations of a Moroccan kitchen: each must give at least 3
 * recipes the visitor can make with them (`makeableWith`).
 */
const PANTRY_COMBINATIONS: string[][] = [
  ['eggs', 'tomatoes', 'onions'],
  ['lentils', 'onions', 'tomatoes'],
  ['potatoes', 'eggs'],
  ['sardines', 'tomatoes'],
  ['fine-semolina', 'milk'],
  ['yeast'],
  ['tuna'],
  ['tuna', 'potatoes'],
  ['chicken', 'onions'],
  ['chicken', 'potatoes'],
  ['ground-beef', 'tomatoes'],
  ['chickpeas', 'onions'],
  ['white-beans', 'tomatoes'],
  ['potatoes', 'onions'],
  ['potatoes', 'carrots'],
  ['eggplant', 'tomatoes', 'garlic'],
  ['green-peppers', 'tomatoes', 'garlic'],
  ['tomatoes', 'cucumbers', 'onions'],
  ['zucchini', 'tomatoes', 'onions'],
  ['fish', 'potatoes'],
  ['eggs', 'milk'],
  ['milk', 'rice'],
  ['vermicelli', 'milk'],
  ['almonds', 'honey'],
  ['green-tea', 'mint'],
  ['milk', 'bananas'],
  ['lamb', 'onions'],
  ['beef', 'carrots', 'onions'],
  ['carrots', 'oranges'],
  ['oranges'],
];

/** Per-serving upper bounds by unit; anything above is a typo or a recipe written for a crowd. */
const MAX_PER_SERVING: Record<string, number> = {
  g: 600,
  kg: 0.6,
  ml: 500,
  l: 0.5,
  tsp: 2,
  tbsp: 4,
  cup: 1.5,
  clove: 3,
  piece: 4,
  bunch: 0.5,
  pinch: 1,
  handful: 1,
  slice: 3,
};

describe('the demo catalogue as a Moroccan cook meets it (issue #40)', () => {
  it('holds at least 300 published recipes', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(300);
    for (const recipe of recipes) expect(recipe.status, recipe.slug).toBe('published');
  });

  it('is spread as a home cook lives: everyday, festive and every region', () => {
    const share = (test: (r: Recipe) => boolean) => recipes.filter(test).length / recipes.length;
    const festive = OCCASIONS.filter((o) => o !== 'everyday');
    expect(share((r) => r.occasions.includes('everyday'))).toBeGreaterThanOrEqual(0.5);
    expect(share((r) => r.occasions.some((o) => festive.includes(o as 'ramadan')))).toBeGreaterThan(
      0.2,
    );
    expect(share((r) => r.region !== null)).toBeGreaterThanOrEqual(0.12);
    for (const region of REGIONS)
      expect(recipes.filter((r) => r.region === region).length, region).toBeGreaterThanOrEqual(3);
    for (const occasion of OCCASIONS)
      expect(
        recipes.filter((r) => r.occasions.includes(occasion)).length,
        occasion,
      ).toBeGreaterThanOrEqual(3);
  });

  it('leads somewhere from every ingredient: each is a required line of 3 recipes or more', () => {
    const uses = new Map<string, number>();
    for (const recipe of recipes)
      for (const slug of required(recipe)) uses.set(slug, (uses.get(slug) ?? 0) + 1);
    const short = ingredients
      .map((i) => String(i.slug))
      .filter((slug) => (uses.get(slug) ?? 0) < 3)
      .map((slug) => `${slug}: ${uses.get(slug) ?? 0}`);
    expect(short).toEqual([]);
  });

  it.each(PANTRY_COMBINATIONS.map((picks) => [picks.join(' + '), picks]))(
    'gives %s at least 3 recipes to make that use them',
    (_name, picks) => {
      expect(makeableWith(picks as string[]).length).toBeGreaterThanOrEqual(3);
    },
  );

  it('writes every recipe whole in three languages, step by step', () => {
    for (const recipe of recipes) {
      const counts = (['en', 'fr', 'ar'] as const).map(
        (language) => stepsOf(recipe[`instructions_${language}`]).length,
      );
      expect(counts[0], recipe.slug).toBeGreaterThanOrEqual(3);
      expect(new Set(counts).size, `${recipe.slug}: ${counts.join('/')}`).toBe(1);
      const timers = recipe.step_minutes as number[];
      expect(timers.length, recipe.slug).toBeLessThanOrEqual(counts[0] ?? 0);
    }
  });

  it('keeps Latin letters out of Arabic text', () => {
    const latin = /[A-Za-z]/;
    for (const recipe of recipes) {
      const texts = [
        recipe.title_ar,
        recipe.description_ar,
        recipe.instructions_ar,
        ...recipe.ingredients.map((line) => (line as Row).note_ar),
      ];
      for (const text of texts)
        if (typeof text === 'string')
          expect(latin.test(text), `${recipe.slug}: ${text.slice(0, 80)}`).toBe(false);
    }
  });

  it('gives each ingredient one Arabic name, and writes no word the glossary avoids', () => {
    const names = ingredients.map((i) => String(i.name_ar));
    expect(names.length).toBe(new Set(names).size);
    const avoid = glossary.arabic.flatMap((term) => term.avoid);
    const arabicTexts = [
      ...recipes.flatMap((r) => [
        r.title_ar,
        r.description_ar,
        r.instructions_ar,
        ...r.ingredients.map((line) => (line as Row).note_ar),
      ]),
      ...ingredients.flatMap((i) => [i.name_ar, i.description_ar]),
      ...(catalogue.blogPosts as Row[]).flatMap((p) => [p.title_ar, p.excerpt_ar, p.content_ar]),
      ...(catalogue.substitutions as Row[]).map((s) => s.note_ar),
    ].filter((text): text is string => typeof text === 'string');
    for (const word of avoid)
      expect(
        arabicTexts.filter((text) => text.includes(word)).map((text) => text.slice(0, 80)),
        word,
      ).toEqual([]);
    const saffron = ingredients.find((i) => i.slug === 'saffron');
    expect(saffron?.name_darija).toBe('الزعفران الحر');
  });

  it('writes French steps in the imperative', () => {
    const infinitive = /^[A-Za-zÀ-ÿ]+(?:er|ir|re)$/;
    const notVerbs = new Set(['Entre', 'Outre', 'Contre', 'Sur', 'Pour', 'Votre', 'Notre']);
    const avoid = glossary.french.flatMap((term) => term.avoid).filter((w) => !w.includes(' '));
    for (const recipe of recipes)
      for (const step of stepsOf(recipe.instructions_fr)) {
        const first = step.split(/[\s,]/)[0] ?? '';
        expect(
          infinitive.test(first) && !notVerbs.has(first),
          `${recipe.slug}: ${step.slice(0, 60)}`,
        ).toBe(false);
        expect(/\p{L}+ez\b/u.test(step), `${recipe.slug}: ${step.slice(0, 60)}`).toBe(true);
        for (const word of avoid) expect(step, recipe.slug).not.toContain(word);
      }
  });

  it('asks for plausible quantities per serving', () => {
    const over: string[] = [];
    for (const recipe of recipes)
      for (const line of recipe.ingredients) {
        if (line.quantity === null || line.unit === null) continue;
        const bound = MAX_PER_SERVING[line.unit];
        if (bound !== undefined && line.quantity / recipe.servings > bound)
          over.push(`${recipe.slug}: ${line.quantity} ${line.unit} ${line.ingredient_slug}`);
      }
    expect(over).toEqual([]);
  });

  it('times soaking apart: dried legumes soaked overnight count it in soak_time', () => {
    for (const slug of ['harira', 'loubia-white-bean-stew']) {
      const recipe = recipes.find((r) => r.slug === slug);
      expect(recipe?.soak_time, slug).toBeGreaterThanOrEqual(480);
    }
  });
});
