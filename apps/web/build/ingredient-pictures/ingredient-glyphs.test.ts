import { describe, expect, it } from 'vitest';
import { HERB_GLYPHS } from './ingredient-glyphs-herbs.ts';
import { PANTRY_GLYPHS } from './ingredient-glyphs-pantry.ts';
import { PRODUCE_GLYPHS } from './ingredient-glyphs-produce.ts';
import { SPICE_GLYPHS } from './ingredient-glyphs-spices.ts';
import { fit, heap, leafPath, num, place, randomFrom } from './ingredient-glyphs.ts';

describe('the drawing kit', () => {
  it('writes numbers with at most one decimal', () => {
    expect([num(1), num(1.04), num(-0.25), num(12.36), num(-0)].join(' ')).toBe('1 1 -0.2 12.4 0');
  });

  it('draws the same pseudo-random sequence for the same seed, another for another', () => {
    const first = randomFrom('cumin');
    const again = randomFrom('cumin');
    const other = randomFrom('caraway');
    const a = [first(), first(), first()];
    expect([again(), again(), again()]).toEqual(a);
    expect([other(), other(), other()]).not.toEqual(a);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('draws closed leaves, smooth or toothed, from base to tip', () => {
    const leaves: [string, number][] = [
      [leafPath(10, 4), 10],
      [leafPath(10, 4, { teeth: 5 }), 10],
      [leafPath(6, 5, { roundTip: true }), 6],
    ];
    for (const [d, tip] of leaves) {
      expect(d).toMatch(/^M0 0/);
      expect(d).toMatch(/Z$/);
      expect(d).toContain(`${tip} 0`);
      expect(d).not.toMatch(/NaN/);
    }
  });

  it('places and scales children', () => {
    expect(place(1, 2, 30, '<g/>', 0.5)).toBe(
      '<g transform="translate(1 2) rotate(30) scale(0.5)"><g/></g>',
    );
    expect(fit(0.9, '<g/>')).toContain('scale(0.9)');
  });

  it('heaps pieces the same way for the same seed', () => {
    const piece = () => '<circle r="1"/>';
    expect(heap('lentils', [3, 2], piece)).toBe(heap('lentils', [3, 2], piece));
    expect(heap('lentils', [3, 2], piece)).not.toBe(heap('chickpeas', [3, 2], piece));
    // one piece, defined once and placed five times
    const lentils = heap('lentils', [3, 2], piece);
    expect(lentils.match(/<circle/g)).toHaveLength(1);
    expect(lentils.match(/<use href="#p0"/g)).toHaveLength(5);
    // two kinds of piece, two definitions
    const mixed = heap('lentils', [3, 2], (index) => (index % 2 ? piece() : '<rect/>'));
    expect(mixed.match(/<defs>/g)).toHaveLength(2);
  });
});

describe('the drawn ingredients', () => {
  const drawings = { ...SPICE_GLYPHS, ...PANTRY_GLYPHS, ...HERB_GLYPHS, ...PRODUCE_GLYPHS };

  it('come out the same at every build', () => {
    for (const [slug, draw] of Object.entries(drawings)) expect(draw(), slug).toBe(draw());
  });

  it('are each drawn once', () => {
    const count =
      Object.keys(SPICE_GLYPHS).length +
      Object.keys(PANTRY_GLYPHS).length +
      Object.keys(HERB_GLYPHS).length +
      Object.keys(PRODUCE_GLYPHS).length;
    expect(Object.keys(drawings)).toHaveLength(count);
  });
});
