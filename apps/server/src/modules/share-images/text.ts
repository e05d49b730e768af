import { createRequire } from 'node:module';
import sharp, { type CreateText } from 'sharp';
import { escapeHtml } from '../../platform/escape-html.ts';

/**
 * IBM Plex Sans Arabic (SIL Open Font License 1.1, THIRD_PARTY_NOTICES) draws Arabic, French and
 * English in one face, so a title never falls back to whatever fonts a machine happens to have.
 * sharp gives the file to fontconfig, and Pango shapes the text with HarfBuzz and orders it with
 * FriBidi.
 */
export const FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
);
const FONT_FAMILY = 'IBM Plex Sans Arabic Bold';

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

export const isRightToLeft = (text: string) => ARABIC.test(text);

/** Pango reads the text as markup: escape it, and drop control characters it refuses. */
// eslint-disable-next-line no-control-regex
const markupOf = (text: string) => escapeHtml(text.replace(/[\u0000-\u001f\u007f]+/g, ' '));

/** Text drawn on a transparent ground: raw RGBA pixels, and its size. */
export interface DrawnText {
  data: Buffer;
  width: number;
  height: number;
}

async function draw(text: string, options: Omit<CreateText, 'text'>) {
  const { data, info } = await sharp({
    text: { fontfile: FONT_FILE, rgba: true, ...options, text },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, dpi: info.textAutofitDpi ?? 72 };
}

let shaping: Promise<boolean> | undefined;

/**
 * Whether Arabic comes out joined. Five joined beh are far narrower than five isolated ones; a
 * text stack that draws each letter in its isolated form (no shaping) would give the same width.
 * Asked once per process.
 */
export function arabicShapingWorks(): Promise<boolean> {
  shaping ??= (async () => {
    try {
      const font = `${FONT_FAMILY} 40`;
      const joined = await draw('ببببب', { font });
      const single = await draw('ب', { font });
      return joined.width < single.width * 5 * 0.8;
    } catch {
      return false;
    }
  })();
  return shaping;
}

export interface TextBox {
  text: string;
  /** The box the text must fit in, lines wrapped at its width. */
  width: number;
  height: number;
  /** Largest size, in pixels; a long text is made smaller until it fits the box. */
  maxSize: number;
  color: string;
  /** `start`: right for Arabic, left for Latin; the lines of a block follow the same side. */
  align: 'start' | 'centre';
}

/**
 * Draws a text fitted to a box: at `maxSize` when it fits, else as large as fits. Undefined when
 * the text cannot be drawn properly (Arabic without shaping, or the text stack failing): no text
 * is better than broken text.
 */
export async function drawText(box: TextBox): Promise<DrawnText | undefined> {
  const text = box.text.trim();
  if (!text) return undefined;
  if (isRightToLeft(text) && !(await arabicShapingWorks())) return undefined;
  const markup = `<span foreground="${box.color}">${markupOf(text)}</span>`;
  // Pango aligns each paragraph from its own direction: "left" is the start of the line, the
  // right edge for an Arabic title.
  const common = {
    font: `${FONT_FAMILY} ${box.maxSize}`,
    width: box.width,
    align: box.align === 'start' ? 'left' : 'centre',
    wrap: 'word-char',
  } as const;
  try {
    // Most titles fit at full size; a longer one is drawn again, as large as the box allows.
    const full = await draw(markup, { ...common, dpi: 72 });
    return full.height <= box.height ? full : await draw(markup, { ...common, height: box.height });
  } catch {
    return undefined;
  }
}
