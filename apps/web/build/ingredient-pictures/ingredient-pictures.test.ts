import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ingredientPictureFiles, readIconSet } from './ingredient-pictures-build.ts';
import { FLUENT_ICONS, INGREDIENT_DRAWINGS, RECOLORED_ICONS } from './ingredient-glyphs-table.ts';
import { ingredientPictureUrl } from '../../src/lib/ingredient-pictures.ts';

/** The target (#22): at least this share of the catalogue with a picture of its own. */
const OWN_PICTURE_SHARE = 0.95;
/** A picture is one small request: the picker shows dozens. */
const MAX_PICTURE_BYTES = 12_000;

const seedDir = path.resolve(import.meta.dirname, '../../../../data/seed');
const ingredients = fs
  .readdirSync(seedDir)
  .filter((file) => file.startsWith('ingredients-'))
  .flatMap(
    (file) => JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8')) as { slug: string }[],
  );

const set = readIconSet();
const files = ingredientPictureFiles(set);

/** Every element and attribute of an SVG document, parsed. */
function walk(node: unknown, visit: (name: string, attributes: Record<string, string>) => void) {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === ':@' || key === '#text') continue;
    const attributes = ((node as Record<string, unknown>)[':@'] ?? {}) as Record<string, string>;
    visit(key, attributes);
    walk(value, visit);
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
});

describe('the ingredient pictures', () => {
  it(`gives at least ${OWN_PICTURE_SHARE * 100} % of the seed catalogue a picture of its own`, () => {
    const pictured = ingredients.filter((ingredient) => files.has(ingredient.slug));
    const bySvg = new Map<string, string[]>();
    for (const { slug } of pictured) {
      const svg = files.get(slug) ?? '';
      bySvg.set(svg, [...(bySvg.get(svg) ?? []), slug]);
    }
    const own = pictured.filter(({ slug }) => bySvg.get(files.get(slug) ?? '')?.length === 1);
    const missing = ingredients.filter((ingredient) => !files.has(ingredient.slug));
    console.info(
      `ingredient pictures: ${own.length}/${ingredients.length} seed ingredients with one of their ` +
        `own (${((100 * own.length) / ingredients.length).toFixed(1)} %); ` +
        `${Object.keys(FLUENT_ICONS).length} Fluent icons, ${Object.keys(RECOLORED_ICONS).length} ` +
        `recoloured, ${files.size - Object.keys(FLUENT_ICONS).length - Object.keys(RECOLORED_ICONS).length} drawn` +
        (missing.length ? `; none for ${missing.map(({ slug }) => slug).join(', ')}` : ''),
    );
    expect(ingredients).toHaveLength(156);
    expect(own.length / ingredients.length).toBeGreaterThanOrEqual(OWN_PICTURE_SHARE);
  });

  it('draws only catalogue ingredients', () => {
    const slugs = new Set(ingredients.map((ingredient) => ingredient.slug));
    expect(Object.keys(INGREDIENT_DRAWINGS).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('are pairwise distinct', () => {
    const svgs = [...files.values()];
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('are each a well-formed, self-contained SVG with a viewBox and a size', () => {
    for (const [slug, svg] of files) {
      expect(XMLValidator.validate(svg), slug).toBe(true);
      expect(svg, slug).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32" width="32" height="32">/,
      );
      expect(svg, slug).toMatch(/<\/svg>$/);
      expect(svg.length, slug).toBeLessThan(MAX_PICTURE_BYTES);
      expect(svg, slug).not.toMatch(/NaN|undefined|Infinity/);
      const ids = [...svg.matchAll(/ id="([^"]*)"/g)].map((match) => match[1]);
      expect(new Set(ids).size, `${slug}: ids`).toBe(ids.length);
      walk(parser.parse(svg), (name, attributes) => {
        expect(
          ['script', 'foreignObject', 'image', 'style', 'a'],
          `${slug}: <${name}>`,
        ).not.toContain(name);
        for (const [attribute, value] of Object.entries(attributes)) {
          expect(attribute, `${slug}: ${attribute}`).not.toMatch(/^on|^style$/i);
          // a reference may only point inside the file (a shape or clip path of its own)
          if (/href$/i.test(attribute)) expect(value, `${slug}: ${attribute}`).toMatch(/^#[\w-]+$/);
          for (const reference of value.matchAll(/url\(([^)]*)\)/g)) {
            expect(reference[1], `${slug}: ${attribute}`).toMatch(/^#[\w-]+$/);
          }
        }
      });
    }
  });

  it('name only icons the set has, each for one ingredient only', () => {
    const icons = Object.values(FLUENT_ICONS);
    expect(icons.filter((icon) => !set.icons[icon])).toEqual([]);
    expect(new Set(icons).size).toBe(icons.length);
    expect(Object.values(RECOLORED_ICONS).filter(({ icon }) => !set.icons[icon])).toEqual([]);
  });

  it('are found at a URL computed from the slug alone', () => {
    expect(ingredientPictureUrl('tomatoes')).toBe('/ingredient-pictures/tomatoes.svg');
    expect(ingredientPictureUrl('an-ingredient-added-later')).toBe(
      '/ingredient-pictures/an-ingredient-added-later.svg',
    );
  });
});
