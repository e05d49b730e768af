import sharp, { type OverlayOptions } from 'sharp';
import { drawText, type DrawnText } from './text.ts';
import type { Frame } from './variants.ts';

/** The site's palette (apps/web/src/styles.css). */
export const PALETTE = {
  saffron200: '#fde68a',
  saffron500: '#f59e0b',
  saffron700: '#b45309',
  terracotta700: '#9a3412',
  sand50: '#fdfaf4',
  sand100: '#f7f0e3',
  ink: '#1c1917',
} as const;

/** Where the picture comes from: an uploaded photo, the recipe's drawn illustration, or our card. */
export type PictureSource =
  { kind: 'photo'; bytes: Buffer } | { kind: 'svg'; svg: string } | { kind: 'card' };

/** A decoded picture exactly the size of its frame, ready to composite. */
interface Raster {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** A stored photo is at most 1600 px a side (images module); this is far above any we keep. */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * mozjpeg's tables and scan optimisation, without trellis quantisation: that takes 40 % of the
 * encoding time (about 25 ms of 65 for 1200×1200) for files 1–4 % smaller.
 */
const JPEG = { quality: 80, mozjpeg: true, trellisQuantisation: false } as const;

/** An eight-pointed star (two squares, one turned 45°) centred on (cx, cy). */
function star(cx: number, cy: number, r: number) {
  const s = r * 0.7071;
  return (
    `M${cx - s} ${cy - s}H${cx + s}V${cy + s}H${cx - s}Z` +
    `M${cx} ${cy - r}L${cx + r} ${cy}L${cx} ${cy + r}L${cx - r} ${cy}Z`
  );
}

/** The zellige-like tile of the site's headers, on saffron, for a frame; with a rosette or plain. */
export function cardSvg(frame: Frame, rosette: boolean): string {
  const { width, height } = frame;
  const r = Math.min(width, height) * 0.3;
  const medallion = rosette
    ? `<g fill="none" stroke="${PALETTE.saffron200}" stroke-width="6" stroke-opacity=".55">` +
      `<path d="${star(width / 2, height / 2, r)}"/>` +
      `<path d="${star(width / 2, height / 2, r * 0.55)}"/></g>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${r * 0.18}" fill="${PALETTE.saffron200}" fill-opacity=".55"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><pattern id="z" width="60" height="60" patternUnits="userSpaceOnUse">` +
    `<path d="${star(30, 30, 16)}" fill="${PALETTE.saffron200}" fill-opacity=".16"/>` +
    `<circle cx="0" cy="0" r="4" fill="${PALETTE.saffron200}" fill-opacity=".2"/>` +
    `</pattern></defs>` +
    `<rect width="100%" height="100%" fill="${PALETTE.saffron700}"/>` +
    `<rect width="100%" height="100%" fill="url(#z)"/>${medallion}</svg>`
  );
}

/** The size an SVG says it has on its root element (its width and height, else its viewBox). */
function svgSize(svg: string): Frame | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`).exec(root)?.[1];
  // In user units only: "100%" or "10cm" says nothing of the drawing's own size.
  const length = (value: string | undefined) =>
    /^\d+(\.\d+)?(px)?$/.test(value ?? '') ? parseFloat(value ?? '') : 0;
  const width = length(attribute('width'));
  const height = length(attribute('height'));
  if (width > 0 && height > 0) return { width, height };
  const box = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0
    ? { width: box[2] ?? 0, height: box[3] ?? 0 }
    : undefined;
}

async function rasterFromSvg(svg: string, frame: Frame): Promise<Raster> {
  const { width, height } = svgSize(svg) ?? frame;
  // Drawn at the frame's size or above, never enlarged from a smaller raster.
  const density = Math.min(72 * Math.max(frame.width / width, frame.height / height, 1), 2400);
  return sharp(Buffer.from(svg), { density })
    .resize(frame.width, frame.height, { fit: 'cover' })
    .flatten({ background: PALETTE.sand50 })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The picture cropped to fill the frame; a photo keeps its most striking part. */
export function pictureIn(source: PictureSource, frame: Frame): Promise<Raster> {
  if (source.kind === 'photo') {
    return sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(frame.width, frame.height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: PALETTE.sand50 })
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  return rasterFromSvg(source.kind === 'svg' ? source.svg : cardSvg(frame, true), frame);
}

const layer = (raster: Raster, left: number, top: number): OverlayOptions => ({
  input: raster.data,
  raw: raster.info,
  left,
  top,
});
const textLayer = (text: DrawnText, left: number, top: number): OverlayOptions => ({
  input: text.data,
  raw: { width: text.width, height: text.height, channels: 4 },
  left: Math.round(left),
  top: Math.round(top),
});
const block = (width: number, height: number, colour: string, left: number, top: number) => ({
  input: { create: { width, height, channels: 3 as const, background: colour } },
  left,
  top,
});

const canvas = (frame: Frame, colour: string) =>
  sharp({ create: { ...frame, channels: 3, background: colour } });

export interface LinkPreview {
  picture: PictureSource;
  title: string;
  brand: string;
  /** The page's direction: Arabic puts the text on the right, where its reader starts. */
  rightToLeft: boolean;
}

const OG = { width: 1200, height: 630 };
const PICTURE_WIDTH = 560;
/** The picture's part of the link preview: the frame an illustration is composed for. */
export const LINK_PREVIEW_PICTURE: Frame = { width: PICTURE_WIDTH, height: OG.height };
const SEAM = 10;
const PAD = 64;

/**
 * The link preview, 1200×630: the picture on one side, the brand and the title on sand on the
 * other, mirrored for Arabic (text on the right, where a right-to-left reader starts).
 */
export async function linkPreview({
  picture,
  title,
  brand,
  rightToLeft: rtl,
}: LinkPreview): Promise<Buffer> {
  const panelWidth = OG.width - PICTURE_WIDTH;
  const panelLeft = rtl ? PICTURE_WIDTH : 0;
  const pictureLeft = rtl ? 0 : panelWidth;
  const textWidth = panelWidth - 2 * PAD;
  const [raster, brandText, titleText] = await Promise.all([
    pictureIn(picture, LINK_PREVIEW_PICTURE),
    drawText({
      text: brand,
      width: textWidth,
      height: 64,
      maxSize: 40,
      color: PALETTE.terracotta700,
      align: 'start',
    }),
    drawText({
      text: title,
      width: textWidth,
      height: 360,
      maxSize: 76,
      color: PALETTE.ink,
      align: 'start',
    }),
  ]);
  // A block of width w at the start of the text column: its left edge.
  const startLeft = (w: number) => (rtl ? panelLeft + panelWidth - PAD - w : panelLeft + PAD);
  const brandBottom = PAD + (brandText?.height ?? 48);
  const layers: OverlayOptions[] = [
    layer(raster, pictureLeft, 0),
    block(SEAM, OG.height, PALETTE.saffron500, rtl ? PICTURE_WIDTH - SEAM : pictureLeft, 0),
    block(88, 6, PALETTE.saffron500, startLeft(88), brandBottom + 20),
  ];
  if (brandText) layers.push(textLayer(brandText, startLeft(brandText.width), PAD));
  if (titleText) {
    const top = brandBottom + 56;
    const space = OG.height - PAD - top;
    layers.push(
      textLayer(
        titleText,
        startLeft(titleText.width),
        top + Math.max(0, (space - titleText.height) / 2),
      ),
    );
  }
  return canvas(OG, PALETTE.sand50).composite(layers).jpeg(JPEG).toBuffer();
}

/**
 * One of the JSON-LD ratios: the picture filling the frame, no text. Without a picture (a recipe
 * with no photo and no illustration) it is the card with the title, so each page's image differs.
 */
export async function framedPicture(
  picture: PictureSource,
  frame: Frame,
  card?: { title: string; brand: string },
): Promise<Buffer> {
  if (picture.kind !== 'card' || !card) {
    const raster = await pictureIn(picture, frame);
    return sharp(raster.data, { raw: raster.info }).jpeg(JPEG).toBuffer();
  }
  const margin = Math.round(frame.width * 0.08);
  const [background, titleText, brandText] = await Promise.all([
    rasterFromSvg(cardSvg(frame, false), frame),
    drawText({
      text: card.title,
      width: frame.width - 2 * margin,
      height: Math.round(frame.height * 0.55),
      maxSize: 96,
      color: PALETTE.sand50,
      align: 'centre',
    }),
    drawText({
      text: card.brand,
      width: frame.width - 2 * margin,
      height: 72,
      maxSize: 44,
      color: PALETTE.saffron200,
      align: 'centre',
    }),
  ]);
  const layers: OverlayOptions[] = [];
  if (titleText) {
    layers.push(
      textLayer(
        titleText,
        (frame.width - titleText.width) / 2,
        (frame.height - titleText.height) / 2 - frame.height * 0.04,
      ),
    );
  }
  if (brandText) {
    layers.push(
      textLayer(
        brandText,
        (frame.width - brandText.width) / 2,
        frame.height - margin - brandText.height,
      ),
    );
  }
  return sharp(background.data, { raw: background.info }).composite(layers).jpeg(JPEG).toBuffer();
}
