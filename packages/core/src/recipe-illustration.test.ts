import { describe, expect, it } from 'vitest';
import { RECIPE_ILLUSTRATION_VERSION, recipeIllustrationSvg } from './recipe-illustration.ts';

const CATEGORIES = [
  'tagine',
  'couscous',
  'soup',
  'salad',
  'main-course',
  'appetizer',
  'bread',
  'pastry',
  'dessert',
  'beverage',
  'a-category-added-later',
];

/** Ingredient pictures as the build writes them, one with ids and references between them. */
const PICTURES: Record<string, string> = {
  tomatoes:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><g fill="none"><path fill="#f8312f" d="M4 16a12 12 0 0 0 24 0z"/></g></svg>',
  butter:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><defs><linearGradient id="a"><stop offset="0" stop-color="#ffd54f"/></linearGradient><path id="b" d="M2 2h10v10z"/></defs><rect width="20" height="10" fill="url(#a)"/><use href="#b"/><use xlink:href="#b" x="4"/></svg>',
  onions:
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="6" fill="#c58b4a"/></svg>',
  garlic:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><ellipse cx="16" cy="18" rx="10" ry="9" fill="#f3eee6"/></svg>',
};
const pictureOf = (slug: string) => PICTURES[slug];

const draw = (
  slug: string,
  category = 'tagine',
  ingredients: readonly string[] = ['tomatoes', 'butter', 'onions'],
  frame?: { width: number; height: number },
) => recipeIllustrationSvg({ slug, category, ingredients }, pictureOf, frame);

/**
 * A small XML checker: every tag well formed, attributes quoted and not repeated, every element
 * closed in order, one root, no stray `<` or `&`. Returns the elements met, in order.
 */
function parseXml(xml: string): { name: string; attributes: Record<string, string> }[] {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const open: string[] = [];
  let roots = 0;
  const token =
    /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|[^<]+/gy;
  let at = 0;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    at = token.lastIndex;
    const [text, closing, name, attributeText = '', selfClosing] = match;
    if (!name) {
      expect(text.replace(/&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, '')).not.toMatch(/&/);
      continue;
    }
    if (closing) {
      expect(open.pop(), `closing </${name}>`).toBe(name);
      continue;
    }
    if (open.length === 0) roots++;
    const attributes: Record<string, string> = {};
    for (const [, key = '', value = ''] of attributeText.matchAll(
      /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      expect(attributes, `attribute ${key} repeated on <${name}>`).not.toHaveProperty(key);
      attributes[key] = value;
    }
    elements.push({ name, attributes });
    if (!selfClosing) open.push(name);
  }
  expect(at, `unparsable text at ${at}: ${xml.slice(at, at + 40)}`).toBe(xml.length);
  expect(open).toEqual([]);
  expect(roots).toBe(1);
  return elements;
}

describe('recipeIllustrationSvg', () => {
  it('draws the same bytes for the same recipe', () => {
    expect(draw('chicken-tagine')).toBe(draw('chicken-tagine'));
    expect(typeof RECIPE_ILLUSTRATION_VERSION).toBe('number');
  });

  it('draws a different picture for every recipe, in every category', () => {
    const drawn = new Set<string>();
    for (const category of CATEGORIES)
      for (const slug of ['harira', 'harira-2', 'lamb-tagine', 'msemen', 'mint-tea', 'x'])
        drawn.add(draw(slug, category));
    expect(drawn.size).toBe(CATEGORIES.length * 6);
    // The same ingredients and category, slugs one letter apart.
    const near = new Set(Array.from({ length: 50 }, (_, i) => draw(`recipe-${i}`, 'soup')));
    expect(near.size).toBe(50);
  });

  it('draws each category its own vessel', () => {
    const bodies = CATEGORIES.map((category) => draw('same-slug', category, []));
    expect(new Set(bodies).size).toBe(CATEGORIES.length);
  });

  it('is one well-formed SVG document of the frame, whatever the category and frame', () => {
    const frames = [
      undefined,
      { width: 1200, height: 630 },
      { width: 1200, height: 1200 },
      { width: 1200, height: 900 },
      { width: 1200, height: 675 },
    ];
    for (const category of CATEGORIES)
      for (const frame of frames) {
        const svg = draw(`a-${category}`, category, ['tomatoes', 'butter', 'garlic'], frame);
        const [root] = parseXml(svg);
        const { width = 640, height = 480 } = frame ?? {};
        expect(root?.name).toBe('svg');
        expect(root?.attributes).toMatchObject({
          xmlns: 'http://www.w3.org/2000/svg',
          viewBox: `0 0 ${width} ${height}`,
          width: String(width),
          height: String(height),
        });
      }
  });

  it('keeps the dish centred and scaled by the frame: a 4:3 box fitted into it', () => {
    expect(draw('harira', 'soup', [], { width: 1200, height: 630 })).toContain(
      'translate(600 315) scale(1.3125)',
    );
    expect(draw('harira', 'soup', [], { width: 1200, height: 1200 })).toContain(
      'translate(600 600) scale(1.8750)',
    );
    expect(draw('harira', 'soup', [])).toContain('translate(320 240) scale(1.0000)');
    // Nonsense frames fall back to sane sizes.
    const [root] = parseXml(draw('harira', 'soup', [], { width: Number.NaN, height: 1e9 }));
    expect(root?.attributes).toMatchObject({ width: '640', height: '4096' });
  });

  it('refers to nothing outside itself and runs nothing', () => {
    for (const category of CATEGORIES) {
      const svg = draw(`b-${category}`, category, ['butter', 'tomatoes', 'onions']);
      const elements = parseXml(svg);
      for (const { name, attributes } of elements) {
        expect(['script', 'image', 'foreignObject', 'a', 'style', 'iframe']).not.toContain(name);
        for (const [key, value] of Object.entries(attributes)) {
          expect(key).not.toMatch(/^on/i);
          if (/href$/i.test(key)) expect(value).toMatch(/^#/);
          for (const [, target = ''] of value.matchAll(/url\(([^)]*)\)/g))
            expect(target).toMatch(/^#/);
        }
      }
      expect(svg).not.toMatch(/javascript:|@import|<!|xlink:/i);
    }
  });

  it('gives every element a unique id and every reference a target in the document', () => {
    // The same picture twice (two ingredients drawn alike) must not clash either.
    const twice = (slug: string) => (slug === 'onions' ? PICTURES.butter : PICTURES[slug]);
    for (const category of CATEGORIES) {
      const svg = recipeIllustrationSvg(
        { slug: `c-${category}`, category, ingredients: ['butter', 'onions', 'tomatoes'] },
        twice,
      );
      const elements = parseXml(svg);
      const ids = elements.map((e) => e.attributes.id).filter((id) => id !== undefined);
      expect(ids.length).toBeGreaterThanOrEqual(5);
      expect(new Set(ids).size).toBe(ids.length);
      const references = [
        ...[...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]),
        ...[...svg.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]),
      ];
      expect(references.length).toBeGreaterThanOrEqual(5);
      for (const reference of references) expect(ids).toContain(reference);
    }
    // Two recipes' ids differ too, should both be inlined in one page.
    const idsOf = (svg: string) => new Set([...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]));
    const first = idsOf(draw('one'));
    for (const id of idsOf(draw('two'))) expect(first.has(id)).toBe(false);
  });

  it('nests the pictures it has, at most three, and leaves the rest out', () => {
    const nested = (svg: string) => parseXml(svg).filter((e) => e.name === 'svg').length - 1;
    expect(nested(draw('d', 'salad', ['tomatoes', 'butter', 'onions', 'garlic']))).toBe(3);
    expect(nested(draw('d', 'salad', ['no-picture', 'tomatoes', 'also-none']))).toBe(1);
    expect(nested(draw('d', 'salad', ['tomatoes', 'tomatoes']))).toBe(1);
    expect(nested(draw('d', 'salad', []))).toBe(0);
    const svg = draw('d', 'salad', ['onions']);
    // Without a viewBox, the file's width and height give it.
    expect(svg).toContain('viewBox="0 0 16 16"');
    expect(svg).not.toContain('<?xml');
  });

  it('leaves out a picture that could load or run anything, or is not an SVG', () => {
    const bad: Record<string, string> = {
      script: '<svg viewBox="0 0 8 8"><script>alert(1)</script></svg>',
      handler: '<svg viewBox="0 0 8 8"><rect width="8" height="8" onload="alert(1)"/></svg>',
      link: '<svg viewBox="0 0 8 8"><use href="https://example.com/a.svg#x"/></svg>',
      xlink: '<svg viewBox="0 0 8 8"><image xlink:href="data:image/png;base64,AAAA"/></svg>',
      paint: '<svg viewBox="0 0 8 8"><rect fill="url(https://example.com/p)"/></svg>',
      style: '<svg viewBox="0 0 8 8"><style>@import url(x.css)</style></svg>',
      entity: '<!DOCTYPE svg [<!ENTITY x "y">]><svg viewBox="0 0 8 8">&x;</svg>',
      html: '<p>not a picture</p>',
      nosize: '<svg><rect width="8" height="8"/></svg>',
    };
    for (const slug of Object.keys(bad)) {
      const svg = recipeIllustrationSvg(
        { slug: 'e', category: 'soup', ingredients: [slug] },
        (s) => bad[s],
      );
      expect(svg, slug).toBe(draw('e', 'soup', []));
    }
  });
});
