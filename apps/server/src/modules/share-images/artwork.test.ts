import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../test/xss-corpus.ts';
import { cardSvg, framedPicture, linkPreview } from './artwork.ts';
import { arabicShapingWorks, drawText, FONT_FILE } from './text.ts';

/** The columns, within [from, to), holding dark ink (the title), in a 1200-wide RGB image. */
async function inkColumns(jpeg: Buffer, from: number, to: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const columns: number[] = [];
  for (let x = from; x < to; x++) {
    for (let y = 150; y < info.height - 40; y++) {
      const i = (y * info.width + x) * info.channels;
      if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 150) {
        columns.push(x);
        break;
      }
    }
  }
  return { first: columns[0] ?? -1, last: columns.at(-1) ?? -1 };
}

describe('share image artwork', () => {
  it('ships its font and shapes Arabic with it (joined letters, not isolated forms)', async () => {
    expect(FONT_FILE).toMatch(/IBMPlexSansArabic_700Bold\.ttf$/);
    expect(await arabicShapingWorks()).toBe(true);
  });

  it('writes Arabic from the right and French from the left, the picture on the other side', async () => {
    const picture = { kind: 'card' } as const;
    const arabic = await linkPreview({
      picture,
      title: 'طاجين الدجاج بالليمون المصير والزيتون',
      brand: 'شهيوات',
      rightToLeft: true,
    });
    const french = await linkPreview({
      picture,
      title: 'Tajine de poulet aux citrons confits et olives',
      brand: 'Chhiwat',
      rightToLeft: false,
    });
    for (const image of [arabic, french])
      expect(await sharp(image).metadata()).toMatchObject({ width: 1200, height: 630 });
    // Arabic: the text panel is on the right (x ≥ 560), its lines ending at its right margin.
    const ar = await inkColumns(arabic, 560, 1200);
    expect(ar.first).toBeGreaterThan(560);
    expect(ar.last).toBeGreaterThan(1200 - 64 - 12);
    // French: the panel on the left, lines starting at its left margin.
    const fr = await inkColumns(french, 0, 640);
    expect(fr.first).toBeLessThan(64 + 12);
    expect(fr.last).toBeLessThan(640);
  });

  it('draws any title as text, never as markup, and never fails on it', async () => {
    const titles = [
      ...XSS_PAYLOADS.slice(0, 40),
      'a\u0000b\u001fc',
      '<span foreground="red">x',
      '&amp;',
    ];
    const drawn = await Promise.all(
      titles.map((text) =>
        drawText({ text, width: 500, height: 300, maxSize: 48, color: '#1c1917', align: 'start' }),
      ),
    );
    expect(drawn.every((text) => text && text.width > 0)).toBe(true);
  });

  it('fits a long title in its box, smaller rather than cut', async () => {
    const text = 'Tajine '.repeat(40);
    const drawn = await drawText({
      text,
      width: 500,
      height: 200,
      maxSize: 68,
      color: '#1c1917',
      align: 'start',
    });
    expect(drawn?.width).toBeLessThanOrEqual(500);
    expect(drawn?.height).toBeLessThanOrEqual(200);
  });

  it('fills every ratio with the picture, and puts the title on the card only', async () => {
    const frame = { width: 1200, height: 675 };
    const svg = cardSvg(frame, true);
    const drawn = await framedPicture({ kind: 'svg', svg }, frame, { title: 'x', brand: 'y' });
    const card = await framedPicture({ kind: 'card' }, frame, {
      title: 'Harira',
      brand: 'Chhiwat',
    });
    for (const image of [drawn, card])
      expect(await sharp(image).metadata()).toMatchObject({
        width: 1200,
        height: 675,
        format: 'jpeg',
      });
    expect(drawn.equals(card)).toBe(false);
  });
});
