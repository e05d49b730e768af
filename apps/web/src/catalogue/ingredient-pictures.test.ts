import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@chhiwat/core';
import { ingredientPictureFiles, readIconSet } from '../../ingredient-pictures-build.ts';
import { initialOf, initialTileVariant } from './ingredient-picture.tsx';
import { INGREDIENT_PICTURES, ingredientPictureUrl } from './ingredient-pictures.ts';

type SeedIngredient = { slug: string; category: string } & Record<`name_${Language}`, string>;

const seedDir = path.resolve(import.meta.dirname, '../../../../data/seed');
const readSeed = <T>(file: string) =>
  JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8')) as T;
const ingredients = fs
  .readdirSync(seedDir)
  .filter((file) => file.startsWith('ingredients-'))
  .flatMap((file) => readSeed<SeedIngredient[]>(file));
const colors = new Map(
  readSeed<{ slug: string; color: string }[]>('ingredient-categories.json').map((category) => [
    category.slug,
    category.color,
  ]),
);

/** What a visitor sees of a fallback tile in one language: colour, frame, beads and letter. */
const tileLook = (ingredient: SeedIngredient, language: Language) =>
  JSON.stringify([
    colors.get(ingredient.category),
    initialTileVariant(ingredient.slug),
    initialOf(ingredient[`name_${language}`], language),
  ]);

/** How many other ingredients show the same fallback tile in that language. */
const sameTile = (ingredient: SeedIngredient, language: Language, among: SeedIngredient[]) =>
  among.filter(
    (other) =>
      other.slug !== ingredient.slug &&
      tileLook(other, language) === tileLook(ingredient, language),
  ).length;

describe('the ingredient picture map', () => {
  const set = readIconSet();
  const mapped = Object.entries(INGREDIENT_PICTURES);

  it('names only icons the set has', () => {
    const missing = mapped.filter(([, icon]) => !set.icons[icon]).map(([slug]) => slug);
    expect(missing).toEqual([]);
  });

  it('maps only catalogue ingredients, each to an icon of its own', () => {
    const slugs = new Set(ingredients.map((ingredient) => ingredient.slug));
    expect(mapped.filter(([slug]) => !slugs.has(slug))).toEqual([]);
    const icons = mapped.map(([, icon]) => icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('builds every mapped picture as a complete SVG with a viewBox', () => {
    const files = ingredientPictureFiles(set);
    expect(files.size).toBe(mapped.length);
    for (const svg of files.values()) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg).toMatch(/<\/svg>$/);
      expect(svg.length).toBeLessThan(12_000);
    }
    expect(ingredientPictureUrl('tomatoes')).toBe('/ingredient-pictures/tomatoes.svg');
    expect(ingredientPictureUrl('cumin')).toBeUndefined();
    expect(ingredientPictureUrl('constructor')).toBeUndefined();
  });

  it('gives at least 90 % of the catalogue a picture of its own', () => {
    const unmapped = ingredients.filter((ingredient) => !ingredientPictureUrl(ingredient.slug));
    // a fallback tile counts only if no other ingredient's looks the same, in every language
    const ownTiles = unmapped.filter((ingredient) =>
      LANGUAGES.every((language) => sameTile(ingredient, language, unmapped) === 0),
    );
    const drawn = ingredients.length - unmapped.length;
    const own = (drawn + ownTiles.length) / ingredients.length;
    console.info(
      `ingredient pictures: ${drawn}/${ingredients.length} drawn by the set ` +
        `(${((100 * drawn) / ingredients.length).toFixed(1)} %), ${ownTiles.length} ` +
        `distinct initial tiles; ${(100 * own).toFixed(1)} % with a picture of their own`,
    );
    expect(ingredients).toHaveLength(154);
    expect(own).toBeGreaterThanOrEqual(0.9);
  });
});
