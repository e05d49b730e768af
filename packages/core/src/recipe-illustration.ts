// One file over 300 lines: one drawing. The background, vessel, glaze and the ingredients' places
// are drawn from one seeded random sequence in a fixed order; split, the order (and so every
// recipe's picture) would depend on how the files call each other.
/**
 * A recipe's own picture when it has no photo (issue #22): the dish's vessel by category, the
 * recipe's key ingredients' pictures on or around it, on a background in the site's palette.
 * Everything that varies (the background's hue within the palette, its pattern and medallion, the
 * vessel's glaze and decoration, where the ingredients sit) is drawn from the slug, so two
 * recipes never look alike and one recipe always looks the same.
 *
 * Pure: the caller hands over the ingredient pictures (standalone SVG files). The result is one
 * standalone SVG with nothing outside it: no link, no script, no font, no image.
 */

/**
 * Bumped whenever the drawing changes, so the URLs carrying an illustration's token (which may be
 * cached for a year) change with it.
 */
export const RECIPE_ILLUSTRATION_VERSION = 2;

const DEFAULT_FRAME = { width: 640, height: 480 };
/** The composition is drawn in a 640×480 box centred on (0, 0), fitted into the frame. */
const BOX = { width: 640, height: 480 };

type Random = () => number;

/** FNV-1a over the UTF-16 code units: a stable 32-bit seed. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast, and the same sequence everywhere. */
function randomFrom(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length) % items.length] as T;

/** A number as short as it can be written at a tenth of a unit. */
const n = (value: number) => String(Math.round(value * 10) / 10);

/** HSL (degrees, percents) → #rrggbb. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const h = (((hue % 360) + 360) % 360) / 30;
  const a = s * Math.min(l, 1 - l);
  const channel = (k: number) => {
    const m = (k + h) % 12;
    const value = l - a * Math.max(-1, Math.min(m - 3, 9 - m, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

// ---------------------------------------------------------------------------------------------
// The palette: saffron, terracotta, mint-tea green, Majorelle blue, warm sand (look-and-feel.md).

interface Scheme {
  name: 'saffron' | 'terracotta' | 'mint' | 'majorelle' | 'sand';
  hue: number;
  saturation: number;
}

const SCHEMES: readonly Scheme[] = [
  { name: 'saffron', hue: 40, saturation: 88 },
  { name: 'terracotta', hue: 19, saturation: 72 },
  { name: 'mint', hue: 135, saturation: 38 },
  { name: 'majorelle', hue: 226, saturation: 62 },
  { name: 'sand', hue: 36, saturation: 48 },
];

interface Glaze {
  base: string;
  dark: string;
  light: string;
  /** The painted decoration's colour. */
  paint: string;
  /** Background schemes it would melt into. */
  not: readonly Scheme['name'][];
}

const GLAZES: readonly Glaze[] = [
  { base: '#c2552b', dark: '#8f3212', light: '#de7a4c', paint: '#fbe3c5', not: ['terracotta'] },
  { base: '#2f4fc9', dark: '#1e3a8a', light: '#5a78e3', paint: '#fde68a', not: ['majorelle'] },
  { base: '#1f8a4c', dark: '#14643a', light: '#44ad6e', paint: '#fef3c7', not: ['mint'] },
  { base: '#d08a1e', dark: '#9a5c0c', light: '#eeb04c', paint: '#7c2d12', not: ['saffron'] },
  {
    base: '#f4e6cb',
    dark: '#d2b98f',
    light: '#fffaf0',
    paint: '#2545c6',
    not: ['sand', 'saffron'],
  },
  { base: '#9c5a3c', dark: '#6b3923', light: '#bd7c58', paint: '#f7d9a8', not: [] },
];

interface Look {
  /** Prefix of every id in the picture. */
  id: string;
  random: Random;
  scheme: Scheme;
  hue: number;
  glaze: Glaze;
  /** The colour of shadows on the background. */
  shadow: string;
  /** The ingredient slugs asked for (hints: a soup's colour, a drink's). */
  hints: ReadonlySet<string>;
}

// ---------------------------------------------------------------------------------------------
// The ingredients' pictures.

interface Picture {
  viewBox: string;
  /** Presentation attributes of the file's root, kept for its content. */
  attributes: string;
  body: string;
}

const SVG_FILE = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
/** Anything that could run, load or link: such a picture is left out rather than cleaned. */
const UNSAFE =
  /<\s*\/?\s*(?:script|foreignObject|image|iframe|object|embed|style|a|animate\w*|set|feImage)\b|<!|<\?|\son[a-z]+\s*=|javascript:|@import|url\(\s*['"]?\s*(?!#)|\bhref\s*=\s*["']\s*(?!#)|\bsrc\s*=/i;
const KEPT_ROOT_ATTRIBUTE =
  /\s(fill|fill-rule|fill-opacity|stroke|stroke-width|stroke-linecap|stroke-linejoin|stroke-miterlimit|stroke-opacity|clip-rule|opacity)\s*=\s*("[^"<]*"|'[^'<]*')/g;

/** A standalone SVG file as a picture to nest, its ids prefixed; undefined when unusable. */
function parsePicture(file: string, prefix: string): Picture | undefined {
  const match = SVG_FILE.exec(file);
  if (!match) return undefined;
  const [, root = '', content = ''] = match;
  if (UNSAFE.test(root) || UNSAFE.test(content)) return undefined;
  const viewBox = viewBoxOf(root);
  if (!viewBox) return undefined;
  const attributes = [...root.matchAll(KEPT_ROOT_ATTRIBUTE)].map((m) => ` ${m[1]}=${m[2]}`);
  const body = content
    .replace(/\bid(\s*=\s*)(["'])([^"']+)\2/g, (_m, eq: string, q: string, id: string) => {
      return `id${eq}${q}${prefix}${id.trim()}${q}`;
    })
    .replace(/\b(?:xlink:)?href(\s*=\s*)(["'])\s*#([^"']+)\2/g, (_m, eq: string, q: string, id) => {
      return `href${eq}${q}#${prefix}${String(id).trim()}${q}`;
    })
    .replace(/url\(\s*(['"]?)\s*#([^'")\s]+)\s*\1\s*\)/g, (_m, _q, id: string) => {
      return `url(#${prefix}${id})`;
    })
    .replace(/\sxmlns(?::\w+)?\s*=\s*("[^"]*"|'[^']*')/g, '');
  return { viewBox, attributes: attributes.join(''), body };
}

function viewBoxOf(root: string): string | undefined {
  const numbers = (text: string | undefined) =>
    text
      ?.trim()
      .split(/[\s,]+/)
      .map(Number);
  const given = numbers(/\bviewBox\s*=\s*["']([^"']+)["']/.exec(root)?.[1]);
  const [, , boxWidth = 0, boxHeight = 0] = given ?? [];
  if (given?.length === 4 && given.every(Number.isFinite) && boxWidth > 0 && boxHeight > 0)
    return given.join(' ');
  const width = Number(/\bwidth\s*=\s*["']\s*([\d.]+)\s*(?:px)?\s*["']/.exec(root)?.[1]);
  const height = Number(/\bheight\s*=\s*["']\s*([\d.]+)\s*(?:px)?\s*["']/.exec(root)?.[1]);
  return width > 0 && height > 0 ? `0 0 ${width} ${height}` : undefined;
}

/** Where an ingredient sits: its centre, its size and whether it lies on a surface or the table. */
interface Slot {
  x: number;
  y: number;
  size: number;
}

function drawPictures(look: Look, pictures: readonly Picture[], slots: readonly Slot[]): string {
  const { random } = look;
  const mirror = random() < 0.5 ? -1 : 1;
  return pictures
    .slice(0, slots.length)
    .map((picture, i) => {
      const slot = slots[i] as Slot;
      const size = slot.size * between(random, 0.92, 1.08);
      const x = slot.x * mirror + between(random, -8, 8);
      const y = slot.y + between(random, -5, 5);
      const turn = between(random, -14, 14);
      const half = size / 2;
      return (
        `<ellipse cx="${n(x)}" cy="${n(y + half * 0.86)}" rx="${n(half * 0.72)}" ry="${n(half * 0.16)}" fill="${look.shadow}" opacity=".45"/>` +
        `<g transform="rotate(${n(turn)} ${n(x)} ${n(y)})"><svg x="${n(x - half)}" y="${n(y - half)}" width="${n(size)}" height="${n(size)}" viewBox="${picture.viewBox}" overflow="visible"${picture.attributes}>${picture.body}</svg></g>`
      );
    })
    .join('');
}

// ---------------------------------------------------------------------------------------------
// The background: a tint of one palette colour, a zellige-like pattern, a medallion behind the dish.

function patternTile(look: Look, ink: string): { size: number; body: string } {
  const { random } = look;
  const kind = Math.floor(random() * 5);
  const w = n(between(random, 2.2, 3.4));
  const line = `fill="none" stroke="${ink}" stroke-width="${w}"`;
  switch (kind) {
    case 0: {
      // Eight-pointed stars: two squares, one turned by 45°.
      const s = 56;
      const r = 14;
      const square = `<rect x="${s / 2 - r}" y="${s / 2 - r}" width="${2 * r}" height="${2 * r}" ${line}`;
      return {
        size: s,
        body:
          `${square}/>${square} transform="rotate(45 ${s / 2} ${s / 2})"/>` +
          `<circle cx="0" cy="0" r="3.5" fill="${ink}"/><circle cx="${s}" cy="0" r="3.5" fill="${ink}"/>` +
          `<circle cx="0" cy="${s}" r="3.5" fill="${ink}"/><circle cx="${s}" cy="${s}" r="3.5" fill="${ink}"/>`,
      };
    }
    case 1: {
      // Interlaced circles.
      const s = 48;
      const r = s / 2;
      return {
        size: s,
        body:
          `<circle cx="${r}" cy="${r}" r="${r}" ${line}/>` +
          [0, s]
            .flatMap((x) => [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${r}" ${line}/>`))
            .join(''),
      };
    }
    case 2: {
      // A diamond lattice with a dot in each diamond.
      const s = 40;
      return {
        size: s,
        body:
          `<path d="M0 ${s / 2}L${s / 2} 0L${s} ${s / 2}L${s / 2} ${s}Z" ${line}/>` +
          `<circle cx="${s / 2}" cy="${s / 2}" r="3.2" fill="${ink}"/>`,
      };
    }
    case 3: {
      // Fish scales, as on a tiled fountain.
      const s = 44;
      const r = s / 2;
      return {
        size: s,
        body:
          `<path d="M0 ${r}A${r} ${r} 0 0 0 ${s} ${r}" ${line}/>` +
          `<path d="M${-r} ${s}A${r} ${r} 0 0 0 ${r} ${s}M${r} ${s}A${r} ${r} 0 0 0 ${s + r} ${s}" ${line}/>`,
      };
    }
    default: {
      // Staggered dots and small crosses.
      const s = 36;
      const c = s / 2;
      return {
        size: s,
        body:
          `<circle cx="0" cy="0" r="3.4" fill="${ink}"/><circle cx="${s}" cy="0" r="3.4" fill="${ink}"/>` +
          `<circle cx="0" cy="${s}" r="3.4" fill="${ink}"/><circle cx="${s}" cy="${s}" r="3.4" fill="${ink}"/>` +
          `<path d="M${c - 5} ${c}H${c + 5}M${c} ${c - 5}V${c + 5}" stroke="${ink}" stroke-width="${w}" stroke-linecap="round"/>`,
      };
    }
  }
}

function medallion(look: Look, fill: string, ring: string): string {
  const { random } = look;
  const kind = Math.floor(random() * 3);
  const lineWidth = n(between(random, 4, 7));
  if (kind === 0) {
    // A horseshoe arch, as on a riad's doorway, running down out of the frame.
    const r = between(random, 170, 182);
    const half = 150;
    const cy = -62;
    const leg = cy + Math.sqrt(r * r - half * half);
    const arch = (grow: number) =>
      `M${-half - grow} 2000V${n(leg)}A${n(r + grow)} ${n(r + grow)} 0 1 1 ${half + grow} ${n(leg)}V2000Z`;
    return (
      `<path d="${arch(14)}" fill="none" stroke="${ring}" stroke-width="${lineWidth}"/>` +
      `<path d="${arch(0)}" fill="${fill}"/>`
    );
  }
  if (kind === 1) {
    // An eight-pointed star of two squares.
    const r = between(random, 178, 190);
    const square = (turn: number, grow: number) =>
      `<rect x="${n(-r - grow)}" y="${n(-r - grow)}" width="${n(2 * (r + grow))}" height="${n(2 * (r + grow))}" rx="10" transform="translate(0 -2) rotate(${turn})"`;
    return (
      `${square(22.5, 12)} fill="none" stroke="${ring}" stroke-width="${lineWidth}"/>` +
      `${square(67.5, 12)} fill="none" stroke="${ring}" stroke-width="${lineWidth}"/>` +
      `${square(22.5, 0)} fill="${fill}"/>${square(67.5, 0)} fill="${fill}"/>`
    );
  }
  // A round medallion with a scalloped edge.
  const r = between(random, 200, 214);
  const bumps = 24;
  let d = '';
  for (let i = 0; i <= bumps; i++) {
    const a = (i / bumps) * Math.PI * 2;
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r - 4;
    d += i === 0 ? `M${n(x)} ${n(y)}` : `A${n(r * 0.14)} ${n(r * 0.14)} 0 0 1 ${n(x)} ${n(y)}`;
  }
  return (
    `<circle cx="0" cy="-4" r="${n(r + 16)}" fill="none" stroke="${ring}" stroke-width="${lineWidth}" stroke-dasharray="2 ${n(between(random, 10, 16))}" stroke-linecap="round"/>` +
    `<path d="${d}Z" fill="${fill}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Shared pieces of the dishes.

/** Dots or diamonds painted along the front of an ellipse (a band around a round vessel). */
function paintedBand(
  look: Look,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  size = 5,
): string {
  const kind = Math.floor(look.random() * 3);
  const count = Math.max(7, Math.round(rx / 16));
  let out = '';
  for (let i = 0; i <= count; i++) {
    const a = Math.PI * (0.06 + (0.88 * i) / count);
    const x = cx + Math.cos(a) * rx;
    const y = cy + Math.sin(a) * ry;
    const s = size * (0.55 + 0.45 * Math.sin(a));
    if (kind === 0) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}"/>`;
    else if (kind === 1)
      out += `<path d="M${n(x)} ${n(y - s * 1.4)}L${n(x + s)} ${n(y)}L${n(x)} ${n(y + s * 1.4)}L${n(x - s)} ${n(y)}Z"/>`;
    else
      out += `<path d="M${n(x - s)} ${n(y - s)}L${n(x)} ${n(y + s)}L${n(x + s)} ${n(y - s)}" fill="none" stroke="${colour}" stroke-width="${n(s * 0.55)}" stroke-linejoin="round"/>`;
  }
  return `<g fill="${colour}">${out}</g>`;
}

/** Little leaves (parsley, mint) scattered at given spots. */
function leaves(look: Look, spots: readonly [number, number][], colour = '#3f9a4f'): string {
  return spots
    .map(([x, y]) => {
      const turn = n(between(look.random, 0, 180));
      const l = between(look.random, 9, 13);
      return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(l)}" ry="${n(l * 0.45)}" fill="${colour}" transform="rotate(${turn} ${n(x)} ${n(y)})"/>`;
    })
    .join('');
}

/** Random points inside an ellipse, for grains, sesame and sprinkles. */
function specks(
  look: Look,
  count: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  r: number,
  colour: string,
  keep: (x: number, y: number) => boolean = () => true,
): string {
  let out = '';
  for (let made = 0, tries = 0; made < count && tries < count * 8; tries++) {
    const a = look.random() * Math.PI * 2;
    const d = Math.sqrt(look.random());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    if (!keep(x, y)) continue;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * between(look.random, 0.7, 1.2))}"/>`;
    made++;
  }
  return `<g fill="${colour}">${out}</g>`;
}

const ground = (look: Look, y: number, rx: number) =>
  `<ellipse cx="0" cy="${y}" rx="${rx}" ry="${n(rx * 0.1)}" fill="${look.shadow}" opacity=".55"/>`;

function hinted(look: Look, colours: readonly [string, string][], fallback: readonly string[]) {
  for (const [slug, colour] of colours) if (look.hints.has(slug)) return colour;
  return pick(look.random, fallback);
}

// ---------------------------------------------------------------------------------------------
// The dishes. Each returns what is drawn behind the ingredients and where they go.

interface Dish {
  back: string;
  slots: readonly Slot[];
  front?: string;
}

/** A tagine: the glazed dish and its tall conical lid with a knob. */
function tagine(look: Look): Dish {
  const g = look.glaze;
  const top = Math.round(between(look.random, -128, -104));
  const base = 96;
  const curve = between(look.random, 1.5, 2);
  const widthAt = (y: number) => 18 + 156 * Math.pow((y - top) / (base - top), curve);
  const steps = 18;
  const side = (sign: number) => {
    const points: string[] = [];
    for (let i = 0; i <= steps; i++) {
      const y = top + ((base - top) * i) / steps;
      points.push(`${n(sign * widthAt(y))} ${n(y)}`);
    }
    return points;
  };
  const right = side(1);
  const left = side(-1).reverse();
  const rimRy = (w: number) => w * 0.16;
  const lid = `M${left.join('L')}L${right.join('L')}A${n(widthAt(base))} ${n(rimRy(widthAt(base)))} 0 0 1 ${n(-widthAt(base))} ${base}Z`;
  const shade = `M${right.join('L')}A${n(widthAt(base))} ${n(rimRy(widthAt(base)))} 0 0 1 ${n(widthAt(base) * 0.3)} ${n(base + rimRy(widthAt(base)) * 0.95)}Q${n(widthAt(base) * 0.32)} ${n(top + 90)} 8 ${top}Z`;
  const bandY = between(look.random, 18, 40);
  const bandW = widthAt(bandY);
  const band2Y = bandY + 22;
  const band2W = widthAt(band2Y);
  const band = (y: number, w: number, h: number) => {
    const w2 = widthAt(y + h);
    return `M${n(-w)} ${n(y)}A${n(w)} ${n(rimRy(w))} 0 0 0 ${n(w)} ${n(y)}L${n(w2)} ${n(y + h)}A${n(w2)} ${n(rimRy(w2))} 0 0 1 ${n(-w2)} ${n(y + h)}Z`;
  };
  const highY = -60;
  const back =
    ground(look, 160, 230) +
    // The dish: its body, its rim and the sauce inside.
    `<path d="M-212 104Q-200 156 -128 162H128Q200 156 212 104Z" fill="${g.dark}"/>` +
    `<ellipse cx="0" cy="104" rx="212" ry="40" fill="${g.base}"/>` +
    `<ellipse cx="0" cy="101" rx="190" ry="31" fill="${g.dark}"/>` +
    paintedBand(look, 0, 104, 202, 36, g.paint, 4) +
    // The lid.
    `<path d="${lid}" fill="${g.base}"/>` +
    `<path d="${shade}" fill="${g.dark}" opacity=".35"/>` +
    `<path d="${band(bandY, bandW, 9)}" fill="${g.paint}"/>` +
    paintedBand(look, 0, band2Y + 10, band2W + 2, rimRy(band2W) + 4, g.paint, 4.5) +
    `<path d="M${n(-widthAt(highY) * 0.55)} ${highY}Q${n(-widthAt(0) * 0.6)} 10 ${n(-widthAt(70) * 0.62)} 70" fill="none" stroke="${g.light}" stroke-width="9" stroke-linecap="round" opacity=".8"/>` +
    // The knob.
    `<ellipse cx="0" cy="${top}" rx="26" ry="6" fill="${g.dark}"/>` +
    `<rect x="-9" y="${top - 20}" width="18" height="20" fill="${g.base}"/>` +
    `<circle cx="0" cy="${top - 32}" r="17" fill="${g.base}"/>` +
    `<circle cx="-5" cy="${top - 37}" r="5" fill="${g.light}"/>`;
  return {
    back,
    slots: [
      { x: -226, y: 118, size: 124 },
      { x: 230, y: 122, size: 116 },
      { x: -128, y: 176, size: 92 },
    ],
  };
}

/** A couscous gsaa: a wide shallow bowl with a mound of grains. */
function couscous(look: Look): Dish {
  const g = look.glaze;
  const grain = hinted(look, [['barley-grits', '#d9b77a']], ['#efc767', '#f2cf7a', '#e8bc5a']);
  const moundTop = between(look.random, -92, -76);
  const mound = `M-196 64C-176 -6 -94 ${n(moundTop)} 0 ${n(moundTop)}C94 ${n(moundTop)} 176 -6 196 64A196 36 0 0 1 -196 64Z`;
  const inside = (x: number, y: number) =>
    (x / 180) ** 2 + ((y - 60) / (60 - moundTop - 8)) ** 2 < 1 && y < 62;
  const back =
    ground(look, 164, 200) +
    `<path d="M-88 150L-70 168H70L88 150Z" fill="${g.dark}"/>` +
    `<path d="M-228 62C-220 134 -150 156 -80 158H80C150 156 220 134 228 62Z" fill="${g.base}"/>` +
    paintedBand(look, 0, 84, 196, 56, g.paint, 5.5) +
    `<ellipse cx="0" cy="62" rx="228" ry="50" fill="${g.light}"/>` +
    `<ellipse cx="0" cy="62" rx="206" ry="40" fill="${g.dark}"/>` +
    `<path d="${mound}" fill="${grain}"/>` +
    `<path d="M0 ${n(moundTop)}C94 ${n(moundTop)} 176 -6 196 64A196 36 0 0 1 60 97C120 40 80 -20 0 ${n(moundTop)}Z" fill="#b07a2a" opacity=".18"/>` +
    specks(look, 70, 0, 10, 190, 100, 2.3, '#c08a2e', inside) +
    specks(look, 30, 0, 10, 190, 100, 2, '#fff6dc', inside);
  return {
    back,
    slots: [
      { x: 0, y: moundTop + 40, size: 112 },
      { x: -104, y: 16, size: 102 },
      { x: 106, y: 20, size: 100 },
    ],
  };
}

/** A soup bowl, steaming. */
function soup(look: Look): Dish {
  const g = look.glaze;
  const broth = hinted(
    look,
    [
      ['milk', '#efe0bd'],
      ['split-fava-beans', '#c9b457'],
      ['tomatoes', '#c4532f'],
      ['lentils', '#b8692c'],
      ['vermicelli', '#d79a3b'],
    ],
    ['#c4532f', '#b8692c', '#d79a3b', '#c9b457'],
  );
  const steam = [-60, 0, 60]
    .map((x) => {
      const sway = between(look.random, 10, 16);
      return `<path d="M${x} -36C${x - sway} -66 ${x + sway} -86 ${x} -116S${x - sway} -156 ${x} -176" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".75"/>`;
    })
    .join('');
  const back =
    ground(look, 164, 170) +
    steam +
    `<path d="M-62 138L-76 164H76L62 138Z" fill="${g.dark}"/>` +
    `<path d="M-180 12C-176 104 -104 152 0 152C104 152 176 104 180 12Z" fill="${g.base}"/>` +
    `<path d="M60 150C130 136 176 96 180 12H150C146 86 110 132 60 150Z" fill="${g.dark}" opacity=".3"/>` +
    paintedBand(look, 0, 30, 168, 62, g.paint, 6) +
    `<ellipse cx="0" cy="12" rx="180" ry="42" fill="${g.light}"/>` +
    `<ellipse cx="0" cy="13" rx="164" ry="34" fill="${broth}"/>` +
    `<ellipse cx="-40" cy="6" rx="70" ry="12" fill="#fff" opacity=".22"/>` +
    specks(look, 12, 0, 14, 140, 26, 4.5, '#f3e3bf') +
    leaves(
      look,
      Array.from({ length: 6 }, () => [
        between(look.random, -120, 120),
        between(look.random, 2, 28),
      ]),
    );
  return {
    back,
    slots: [
      { x: -228, y: 104, size: 120 },
      { x: 230, y: 110, size: 112 },
      { x: 156, y: 172, size: 92 },
    ],
  };
}

/** A salad: a wide plate seen from above, chopped vegetables and the ingredients on it. */
function salad(look: Look): Dish {
  const g = look.glaze;
  const well = pick(look.random, ['#fffaf0', '#fdf3dc', '#f7f0e3']);
  const colours = [
    ['tomatoes', '#e2452f'],
    ['cucumbers', '#7cb342'],
    ['carrots', '#f08a24'],
    ['beets', '#8e2a55'],
    ['oranges', '#f59e0b'],
    ['eggplant', '#7b3f8c'],
    ['green-peppers', '#4c9a2a'],
    ['red-peppers', '#d8342a'],
  ]
    .filter(([slug]) => look.hints.has(slug as string))
    .map(([, colour]) => colour as string);
  const palette = colours.length ? colours : ['#e2452f', '#7cb342', '#f08a24'];
  let pieces = '';
  for (let i = 0; i < 22; i++) {
    const a = look.random() * Math.PI * 2;
    const d = Math.sqrt(look.random()) * 0.82;
    const x = Math.cos(a) * 170 * d;
    const y = 74 + Math.sin(a) * 52 * d;
    const s = between(look.random, 8, 13);
    const turn = n(between(look.random, 0, 90));
    pieces += `<rect x="${n(x - s)}" y="${n(y - s * 0.8)}" width="${n(2 * s)}" height="${n(1.6 * s)}" rx="${n(s * 0.45)}" fill="${pick(look.random, palette)}" transform="rotate(${turn} ${n(x)} ${n(y)})"/>`;
  }
  const back =
    ground(look, 150, 236) +
    `<ellipse cx="0" cy="80" rx="240" ry="84" fill="${g.dark}"/>` +
    `<ellipse cx="0" cy="70" rx="240" ry="82" fill="${g.base}"/>` +
    paintedBand(look, 0, 70, 220, 72, g.paint, 5) +
    `<ellipse cx="0" cy="72" rx="188" ry="60" fill="${well}"/>` +
    pieces +
    leaves(
      look,
      Array.from({ length: 10 }, () => [
        between(look.random, -150, 150),
        between(look.random, 40, 110),
      ]),
      pick(look.random, ['#3f9a4f', '#5aa84a', '#2f7d3f']),
    );
  return {
    back,
    slots: [
      { x: -96, y: 60, size: 112 },
      { x: 16, y: 36, size: 116 },
      { x: 108, y: 78, size: 106 },
    ],
  };
}

/** Which of several drawings: the first whose words the recipe has, else one drawn from the seed. */
function kindOf(look: Look, named: readonly (readonly string[])[], count = named.length): number {
  const found = named.findIndex((words) => words.some((word) => look.hints.has(word)));
  return found >= 0 ? found : Math.floor(look.random() * count);
}

/** A main course on an oval platter: a roast, a roast chicken, kefta skewers, a stew, a tanjia. */
function mainCourse(look: Look): Dish {
  const g = look.glaze;
  const kind = kindOf(
    look,
    [
      ['mechoui', 'lamb'],
      ['chicken', 'mhammer'],
      ['kefta', 'skewers'],
      ['loubia', 'beans', 'stew'],
      ['tanjia'],
    ],
    4,
  );
  const brown = pick(look.random, ['#9a4f27', '#a85a2c', '#8c4a2a']);
  let food: string;
  if (kind === 0) {
    const cross = Array.from({ length: 4 }, (_, i) => {
      const x = -70 + i * 42;
      return `<path d="M${x} ${n(10 + Math.abs(x) * 0.18)}l26 46" stroke="#6e3515" stroke-width="5" stroke-linecap="round"/>`;
    }).join('');
    food =
      `<path d="M-128 100C-124 20 -50 -22 10 -22C80 -22 132 28 132 100A130 30 0 0 1 -128 100Z" fill="${brown}"/>` +
      `<path d="M-96 60C-84 14 -40 -8 8 -10" fill="none" stroke="#d08a4a" stroke-width="10" stroke-linecap="round" opacity=".7"/>` +
      cross;
  } else if (kind === 1) {
    // A golden roast chicken, its legs towards us.
    food =
      `<path d="M-120 96C-130 30 -60 -18 10 -16C84 -14 130 30 118 96Z" fill="#d4873a"/>` +
      `<path d="M-84 40C-70 6 -30 -6 10 -6" fill="none" stroke="#f2b866" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M-70 96C-96 80 -96 48 -64 44C-36 42 -26 76 -40 96Z" fill="#c0702c"/>` +
      `<path d="M74 96C98 80 98 48 66 44C38 42 28 76 42 96Z" fill="#c0702c"/>` +
      `<circle cx="-78" cy="104" r="9" fill="#fbe7c2"/><circle cx="80" cy="104" r="9" fill="#fbe7c2"/>` +
      `<g fill="#f4c56a">${[
        [-92, 100],
        [96, 98],
        [0, 104],
      ]
        .map(
          ([x, y]) => `<path d="M${x} ${y}a18 10 0 1 0 36 0Z" transform="rotate(-10 ${x} ${y})"/>`,
        )
        .join('')}</g>`;
  } else if (kind === 2) {
    // Kefta skewers.
    food = [-40, 6, 52]
      .map((y, i) => {
        const x0 = -150 + i * 8;
        const balls = [0, 1, 2, 3]
          .map(
            (b) =>
              `<ellipse cx="${x0 + 62 + b * 58}" cy="${y + 60 - b * 4}" rx="30" ry="17" fill="${brown}" transform="rotate(-4 ${x0 + 62 + b * 58} ${y + 60})"/>` +
              `<path d="M${x0 + 44 + b * 58} ${y + 54 - b * 4}h30" stroke="#c9773c" stroke-width="5" stroke-linecap="round"/>`,
          )
          .join('');
        return `<path d="M${x0} ${y + 64}L${x0 + 290} ${y + 44}" stroke="#c8a06a" stroke-width="6" stroke-linecap="round"/>${balls}`;
      })
      .join('');
  } else if (kind === 3) {
    // A stew in a deep dish: beans in a red sauce.
    food =
      `<ellipse cx="0" cy="70" rx="150" ry="44" fill="${g.dark}"/>` +
      `<ellipse cx="0" cy="64" rx="136" ry="36" fill="#b9412a"/>` +
      specks(look, 34, 0, 64, 120, 30, 7, '#f3e6cf') +
      leaves(look, [
        [-30, 56],
        [40, 70],
        [-80, 72],
      ]);
  } else {
    // A tanjia: the tall clay urn, tipped onto the platter.
    food =
      `<g transform="rotate(-14 0 60)">` +
      `<path d="M-40 -110C-44 -70 -96 -30 -96 34C-96 92 -50 112 0 112C50 112 96 92 96 34C96 -30 44 -70 40 -110Z" fill="#b4572c"/>` +
      `<path d="M20 -108C30 -60 82 -20 80 40C78 92 40 108 6 112C50 112 96 92 96 34C96 -30 44 -70 40 -110Z" fill="#8f3f1c" opacity=".6"/>` +
      `<ellipse cx="0" cy="-110" rx="42" ry="10" fill="#8f3f1c"/>` +
      `<path d="M-52 -100C-40 -126 40 -126 52 -100" fill="none" stroke="#f1e4c8" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M-86 20C-40 34 40 34 86 20" fill="none" stroke="#e9b87a" stroke-width="5"/></g>`;
  }
  const back =
    ground(look, 158, 240) +
    `<ellipse cx="0" cy="106" rx="248" ry="64" fill="${g.dark}"/>` +
    `<ellipse cx="0" cy="98" rx="248" ry="62" fill="${g.base}"/>` +
    paintedBand(look, 0, 98, 232, 56, g.paint, 5) +
    `<ellipse cx="0" cy="98" rx="208" ry="46" fill="${g.light}"/>` +
    food +
    leaves(look, [
      [-40, 124],
      [30, 130],
      [120, 110],
      [-130, 112],
    ]);
  return {
    back,
    slots: [
      { x: -200, y: 88, size: 104 },
      { x: 204, y: 92, size: 100 },
      { x: 10, y: 148, size: 84 },
    ],
  };
}

/** Starters on a small plate: briouat triangles or cigars, fritters, or a bowl of olives. */
function appetizer(look: Look): Dish {
  const g = look.glaze;
  const golden = pick(look.random, ['#e2a546', '#d9963a', '#e8b35a']);
  const kind = kindOf(look, [['briouats'], ['maakouda', 'fritters'], ['olives'], ['cigars']]);
  const spots = [
    [-80, 60, -8],
    [0, 40, 6],
    [78, 62, -4],
    [-36, 98, 10],
    [44, 100, -12],
  ];
  const turned = (x: number, y: number, turn: number, body: string) =>
    `<g transform="rotate(${n(turn + between(look.random, -6, 6))} ${x} ${y})">${body}</g>`;
  let food: string;
  if (kind === 0)
    food = spots
      .map(([x = 0, y = 0, turn = 0]) =>
        turned(
          x,
          y,
          turn,
          `<path d="M${x - 46} ${y + 22}L${x} ${y - 36}L${x + 46} ${y + 22}Z" fill="${golden}" stroke="#b06f1e" stroke-width="4" stroke-linejoin="round"/>` +
            `<path d="M${x - 22} ${y - 4}L${x} ${y - 30}" stroke="#f6d392" stroke-width="5" stroke-linecap="round"/>`,
        ),
      )
      .join('');
  else if (kind === 1)
    food = spots
      .map(
        ([x = 0, y = 0]) =>
          `<ellipse cx="${x}" cy="${y + 6}" rx="40" ry="22" fill="#b8741f"/>` +
          `<ellipse cx="${x}" cy="${y}" rx="40" ry="22" fill="${golden}"/>` +
          `<ellipse cx="${x - 8}" cy="${y - 5}" rx="18" ry="8" fill="#f6d392"/>`,
      )
      .join('');
  else if (kind === 2)
    food =
      `<ellipse cx="0" cy="92" rx="120" ry="34" fill="${g.dark}"/>` +
      `<path d="M-120 60C-116 100 -70 120 0 120C70 120 116 100 120 60Z" fill="${g.dark}"/>` +
      `<ellipse cx="0" cy="60" rx="120" ry="32" fill="${g.light}"/>` +
      `<ellipse cx="0" cy="62" rx="104" ry="25" fill="#6b4a1e"/>` +
      Array.from({ length: 16 }, () => {
        const x = between(look.random, -86, 86);
        const y = between(look.random, 36, 66);
        const colour = pick(look.random, ['#7a8b2a', '#5e6f1f', '#3a2a3e', '#8f9d3a']);
        return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="15" ry="11" fill="${colour}"/><ellipse cx="${n(x - 5)}" cy="${n(y - 4)}" rx="4" ry="2.5" fill="#fff" opacity=".45"/>`;
      }).join('') +
      `<path d="M-40 40l10 -6M30 44l12 -4" stroke="#c0392b" stroke-width="6" stroke-linecap="round"/>`;
  else
    food = spots
      .map(([x = 0, y = 0, turn = 0]) =>
        turned(
          x,
          y,
          turn * 2,
          `<rect x="${x - 48}" y="${y - 13}" width="96" height="26" rx="13" fill="${golden}" stroke="#b06f1e" stroke-width="4"/>` +
            `<path d="M${x - 30} ${y - 4}H${x + 26}" stroke="#f6d392" stroke-width="5" stroke-linecap="round"/>`,
        ),
      )
      .join('');
  const back =
    ground(look, 152, 220) +
    `<ellipse cx="0" cy="92" rx="212" ry="64" fill="${g.dark}"/>` +
    `<ellipse cx="0" cy="84" rx="212" ry="62" fill="${g.base}"/>` +
    paintedBand(look, 0, 84, 196, 56, g.paint, 4.5) +
    `<ellipse cx="0" cy="84" rx="172" ry="46" fill="${g.light}"/>` +
    food +
    leaves(look, [
      [-118, 96],
      [120, 90],
    ]);
  return {
    back,
    slots: [
      { x: -232, y: 112, size: 116 },
      { x: 234, y: 116, size: 110 },
      { x: -140, y: 176, size: 90 },
    ],
  };
}

/** Bread: a round loaf, a stack of msemen or of baghrir, on a wooden board. */
function bread(look: Look): Dish {
  const wood = pick(look.random, ['#b7793f', '#a86b35', '#c08447']);
  const kind = kindOf(look, [['khobz'], ['msemen', 'rghaif'], ['baghrir'], ['batbout', 'harcha']]);
  let loaf: string;
  if (kind === 0) {
    loaf =
      `<path d="M-150 96C-150 10 -80 -34 0 -34C80 -34 150 10 150 96A150 34 0 0 1 -150 96Z" fill="#d69a4e"/>` +
      `<path d="M-128 60C-112 6 -60 -20 0 -22C60 -20 112 6 128 60C90 44 -90 44 -128 60Z" fill="#e8b46a"/>` +
      `<path d="M-70 14Q0 -6 70 14M-90 46Q0 24 90 46" fill="none" stroke="#a9692c" stroke-width="6" stroke-linecap="round"/>` +
      specks(look, 40, 0, 18, 120, 46, 2.2, '#fbe7c2');
  } else if (kind === 1) {
    loaf =
      [0, 1, 2]
        .map((i) => {
          const y = 92 - i * 24;
          const x = between(look.random, -10, 10);
          return (
            `<path d="M${n(x - 130)} ${y}L${n(x - 60)} ${y - 46}L${n(x + 130)} ${y - 46}L${n(x + 60)} ${y}Z" fill="#e3a95a" stroke="#b9782f" stroke-width="5" stroke-linejoin="round"/>` +
            `<path d="M${n(x - 60)} ${y}L${n(x + 60)} ${y}L${n(x + 60)} ${y + 10}L${n(x - 60)} ${y + 10}Z" fill="#c88a3e"/>`
          );
        })
        .join('') + specks(look, 16, 0, 22, 80, 16, 5, '#c98a3c');
  } else if (kind === 2) {
    // Baghrir: a stack of pancakes, the top one full of holes.
    loaf =
      [0, 1, 2]
        .map((i) => {
          const y = 96 - i * 16;
          return `<ellipse cx="0" cy="${y}" rx="150" ry="40" fill="${i === 2 ? '#f3d99c' : '#d9a45e'}" stroke="#b8823f" stroke-width="3"/>`;
        })
        .join('') + specks(look, 90, 0, 64, 136, 34, 3.4, '#b47c3c');
  } else {
    // Flat round breads, fanned out, dusted with semolina.
    loaf =
      [
        [-62, 84, -8],
        [58, 88, 8],
        [0, 62, 0],
      ]
        .map(
          ([x = 0, y = 0, turn = 0]) =>
            `<g transform="rotate(${turn} ${x} ${y})"><ellipse cx="${x}" cy="${y + 10}" rx="96" ry="34" fill="#b8772f"/><ellipse cx="${x}" cy="${y}" rx="96" ry="34" fill="#e2ad5f"/><ellipse cx="${x - 12}" cy="${y - 6}" rx="54" ry="16" fill="#eec27a"/></g>`,
        )
        .join('') + specks(look, 40, 0, 60, 120, 30, 2, '#fbe9c6');
  }
  const back =
    ground(look, 156, 230) +
    `<ellipse cx="0" cy="118" rx="228" ry="48" fill="#7f4f24"/>` +
    `<ellipse cx="0" cy="108" rx="228" ry="48" fill="${wood}"/>` +
    `<ellipse cx="0" cy="108" rx="190" ry="36" fill="none" stroke="#8f5a2a" stroke-width="3" opacity=".6"/>` +
    loaf;
  return {
    back,
    slots: [
      { x: -228, y: 100, size: 118 },
      { x: 232, y: 104, size: 112 },
      { x: 150, y: 174, size: 90 },
    ],
  };
}

/** Pastries on a brass or silver tray: a pastilla, a coiled m'hancha, or small sweets in rows. */
function pastry(look: Look): Dish {
  const pieceKinds = [
    // Gazelle horns.
    (x: number, y: number) =>
      `<path d="M${x - 34} ${y + 8}Q${x} ${y - 34} ${x + 34} ${y + 8}Q${x} ${y - 12} ${x - 34} ${y + 8}Z" fill="#f3dfb4" stroke="#d4b57c" stroke-width="3" stroke-linejoin="round"/>`,
    // Chebakia: a honeyed flower with sesame.
    (x: number, y: number) =>
      `<g fill="#a4541c">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="${x}" cy="${y - 11}" rx="9" ry="14" transform="rotate(${a} ${x} ${y})"/>`).join('')}</g><circle cx="${x}" cy="${y}" r="6" fill="#7d3a10"/><g fill="#f5e2b8"><circle cx="${x - 9}" cy="${y - 12}" r="1.8"/><circle cx="${x + 11}" cy="${y - 4}" r="1.8"/><circle cx="${x - 3}" cy="${y + 13}" r="1.8"/></g>`,
    // Ghriba: round cookies with a crackled top.
    (x: number, y: number) =>
      `<ellipse cx="${x}" cy="${y + 4}" rx="27" ry="16" fill="#d9a55a"/><ellipse cx="${x}" cy="${y}" rx="27" ry="16" fill="#f6e7c4"/>` +
      `<path d="M${x - 14} ${y - 4}l8 5l6 -7l8 6M${x - 6} ${y + 8}l7 -4l9 3" fill="none" stroke="#d9a55a" stroke-width="2.5" stroke-linecap="round"/>`,
    // Briouats: small golden triangles.
    (x: number, y: number) =>
      `<path d="M${x - 26} ${y + 14}L${x} ${y - 20}L${x + 26} ${y + 14}Z" fill="#e6ad55" stroke="#b8772a" stroke-width="3" stroke-linejoin="round"/>`,
  ];
  const kind = kindOf(look, [
    ['pastilla', 'bastilla'],
    ['mhancha'],
    ['kaab', 'ghzal'],
    ['chebakia'],
    ['ghriba'],
    ['briouats'],
  ]);
  let food: string;
  if (kind === 0) {
    // Pastilla: a round pie dusted with sugar, a cinnamon lattice on top.
    const lattice = [-60, -20, 20, 60]
      .map(
        (o) =>
          `<path d="M${o - 50} 30L${o + 50} 100M${o + 50} 30L${o - 50} 100" stroke="#a0522d" stroke-width="5" stroke-linecap="round" opacity=".8"/>`,
      )
      .join('');
    food =
      `<ellipse cx="0" cy="84" rx="160" ry="46" fill="#c98a3a"/>` +
      `<path d="M-160 84C-160 40 -90 20 0 20C90 20 160 40 160 84A160 46 0 0 1 -160 84Z" fill="#f7ead0"/>` +
      `<g>${lattice}</g>` +
      `<ellipse cx="0" cy="64" rx="30" ry="12" fill="#d8b355"/>`;
  } else if (kind === 1) {
    // M'hancha: a coiled snake of almond pastry.
    let d = 'M0 66';
    for (let a = 0; a < Math.PI * 6; a += 0.35) {
      const r = 8 + a * 7.4;
      d += `L${n(Math.cos(a) * r * 1.05)} ${n(66 + Math.sin(a) * r * 0.34)}`;
    }
    food =
      `<path d="${d}" fill="none" stroke="#b8772a" stroke-width="24" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="#e8b35a" stroke-width="16" stroke-linecap="round"/>` +
      specks(look, 30, 0, 66, 140, 46, 2.4, '#fff6dc');
  } else {
    const first = pick(look.random, pieceKinds);
    const named = [
      undefined,
      undefined,
      pieceKinds[0],
      pieceKinds[1],
      pieceKinds[2],
      pieceKinds[3],
    ];
    const main = named[kind] ?? first;
    const other = pick(look.random, pieceKinds);
    const spots: [number, number][] = [
      [-110, 80],
      [-40, 70],
      [40, 72],
      [112, 82],
      [-76, 114],
      [0, 110],
      [76, 116],
      [-36, 40],
      [40, 40],
    ];
    food = spots
      .map(([x, y], i) =>
        (i % 4 === 3 ? other : main)(x + Math.round(between(look.random, -4, 4)), y),
      )
      .join('');
  }
  const silver = look.random() < 0.35;
  const [rim, face, inner, shine] = silver
    ? ['#8d959e', '#c9d0d6', '#dde2e6', '#f4f6f8']
    : ['#a8822e', '#d8b355', '#e4c46c', '#f4dc8f'];
  const back =
    ground(look, 162, 232) +
    `<path d="M-150 150L-160 166M150 150L160 166M0 158V172" stroke="${rim}" stroke-width="9" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="104" rx="232" ry="64" fill="${rim}"/>` +
    `<ellipse cx="0" cy="96" rx="232" ry="62" fill="${face}"/>` +
    `<ellipse cx="0" cy="96" rx="206" ry="52" fill="none" stroke="${rim}" stroke-width="3"/>` +
    `<ellipse cx="0" cy="96" rx="196" ry="48" fill="none" stroke="${shine}" stroke-width="2" stroke-dasharray="6 8"/>` +
    `<ellipse cx="0" cy="96" rx="150" ry="34" fill="${inner}"/>` +
    food;
  return {
    back,
    slots: [
      { x: -234, y: 106, size: 116 },
      { x: 236, y: 110, size: 110 },
      { x: -150, y: 176, size: 88 },
    ],
  };
}

/** A dessert: sfenj rings on a plate, or a footed bowl of cream or sellou with a sprinkle. */
function dessert(look: Look): Dish {
  const g = look.glaze;
  if (['sfenj', 'doughnuts', 'beignets'].some((word) => look.hints.has(word))) {
    const rings = [
      [-86, 70],
      [0, 52],
      [86, 72],
      [-40, 108],
      [48, 110],
    ]
      .map(
        ([x = 0, y = 0]) =>
          `<ellipse cx="${x}" cy="${y + 6}" rx="46" ry="24" fill="#b06a22"/>` +
          `<ellipse cx="${x}" cy="${y}" rx="46" ry="24" fill="#e0a248"/>` +
          `<ellipse cx="${x}" cy="${y - 2}" rx="15" ry="7" fill="${g.light}"/>` +
          `<path d="M${x - 34} ${y - 6}Q${x - 20} ${y - 18} ${x} ${y - 19}" fill="none" stroke="#f6d392" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('');
    return {
      back:
        ground(look, 154, 226) +
        `<ellipse cx="0" cy="96" rx="224" ry="64" fill="${g.dark}"/>` +
        `<ellipse cx="0" cy="88" rx="224" ry="62" fill="${g.base}"/>` +
        paintedBand(look, 0, 88, 206, 56, g.paint, 4.5) +
        `<ellipse cx="0" cy="88" rx="180" ry="46" fill="${g.light}"/>` +
        rings +
        specks(look, 40, 0, 80, 150, 40, 2, '#fffaf0'),
      slots: [
        { x: -236, y: 108, size: 116 },
        { x: 238, y: 112, size: 110 },
        { x: -150, y: 176, size: 88 },
      ],
    };
  }
  const filling = hinted(
    look,
    [
      ['sesame-seeds', '#a06a3a'],
      ['almonds', '#b47a44'],
      ['rice', '#fbf3de'],
      ['milk', '#fbf3de'],
    ],
    ['#fbf3de', '#f6dca0', '#b47a44'],
  );
  const back =
    ground(look, 164, 150) +
    `<ellipse cx="0" cy="158" rx="84" ry="16" fill="${g.dark}"/>` +
    `<path d="M-24 96L-30 156H30L24 96Z" fill="${g.base}"/>` +
    `<path d="M-170 14C-166 84 -100 112 0 112C100 112 166 84 170 14Z" fill="${g.base}"/>` +
    paintedBand(look, 0, 30, 160, 58, g.paint, 5.5) +
    `<ellipse cx="0" cy="14" rx="170" ry="38" fill="${g.light}"/>` +
    `<path d="M-152 16C-140 -50 -70 -78 0 -78C70 -78 140 -50 152 16A152 30 0 0 1 -152 16Z" fill="${filling}"/>` +
    `<path d="M-100 -20C-80 -50 -40 -62 0 -62" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".45"/>` +
    specks(look, 40, 0, -18, 120, 50, 2.6, '#8a4b1f', (_x, y) => y < 8) +
    `<g fill="#f7ecd0" stroke="#c9a36a" stroke-width="2">${[
      [-30, -60],
      [24, -66],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="14" ry="8" transform="rotate(${n(between(look.random, -30, 30))} ${x} ${y})"/>`,
      )
      .join('')}</g>`;
  return {
    back,
    slots: [
      { x: -212, y: 108, size: 122 },
      { x: 214, y: 112, size: 114 },
      { x: -120, y: 174, size: 92 },
    ],
  };
}

/** A drink: decorated Moroccan tea glasses on a small brass tray, with the teapot for tea. */
function beverage(look: Look): Dish {
  const drink = hinted(
    look,
    [
      ['avocado', '#a9c46a'],
      ['almonds', '#f4ead6'],
      ['milk', '#f4ead6'],
      ['green-tea', '#c27a1f'],
    ],
    ['#c27a1f', '#d38b2c', '#b8641e'],
  );
  const tea = look.hints.has('green-tea') || look.hints.has('mint');
  const paint = pick(look.random, ['#b91c1c', '#2545c6', '#15803d', '#7c2d92']);
  const glass = (x: number, scale: number) => {
    const top = 52 * scale;
    const bottom = 36 * scale;
    const h = 150 * scale;
    const y = 122;
    const at = (f: number) => bottom + (top - bottom) * f;
    const level = 0.86;
    const band = (from: number, to: number) =>
      `M${n(x - at(from))} ${n(y - h * from)}L${n(x - at(to))} ${n(y - h * to)}H${n(x + at(to))}L${n(x + at(from))} ${n(y - h * from)}Z`;
    const lines = [0.6, 0.93]
      .map(
        (f) =>
          `<path d="M${n(x - at(f))} ${n(y - h * f)}H${n(x + at(f))}" stroke="#e3b53c" stroke-width="${n(3.4 * scale)}"/>`,
      )
      .join('');
    const diamonds = [-0.62, -0.2, 0.2, 0.62]
      .map((f) => {
        const cx = x + f * at(0.77);
        const cy = y - h * 0.765;
        const r = 7 * scale;
        return `<path d="M${n(cx)} ${n(cy - r * 1.3)}L${n(cx + r)} ${n(cy)}L${n(cx)} ${n(cy + r * 1.3)}L${n(cx - r)} ${n(cy)}Z"/>`;
      })
      .join('');
    return (
      `<path d="M${n(x - top)} ${n(y - h)}L${n(x - bottom)} ${y}H${n(x + bottom)}L${n(x + top)} ${n(y - h)}Z" fill="#eef6fb" opacity=".7"/>` +
      `<path d="M${n(x - at(level))} ${n(y - h * level)}L${n(x - bottom + 3)} ${y - 4}H${n(x + bottom - 3)}L${n(x + at(level))} ${n(y - h * level)}Z" fill="${drink}"/>` +
      `<path d="${band(0.6, 0.93)}" fill="${paint}" opacity=".55"/>` +
      lines +
      `<g fill="#e3b53c">${diamonds}</g>` +
      `<path d="M${n(x - top * 0.72)} ${n(y - h * 0.7)}L${n(x - bottom * 0.7)} ${n(y - 14)}" stroke="#fff" stroke-width="${n(7 * scale)}" stroke-linecap="round" opacity=".6"/>` +
      `<path d="M${n(x - top)} ${n(y - h)}L${n(x - bottom)} ${y}H${n(x + bottom)}L${n(x + top)} ${n(y - h)}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" opacity=".9"/>` +
      `<path d="M${n(x - bottom)} ${y}H${n(x + bottom)}" stroke="#c9d6de" stroke-width="${n(8 * scale)}" stroke-linecap="round"/>`
    );
  };
  const pot = tea
    ? `<g transform="translate(-70 6)">` +
      `<path d="M44 52C86 44 96 -4 124 -34" fill="none" stroke="#b3bac2" stroke-width="11" stroke-linecap="round"/>` +
      `<path d="M-50 -4C-100 -8 -104 70 -46 78" fill="none" stroke="#9aa1a9" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M-30 -8C-30 24 -74 52 -70 86C-66 110 -40 116 0 116C40 116 66 110 70 86C74 52 30 24 30 -8Z" fill="#d3d9df"/>` +
      `<path d="M12 -8C14 30 56 52 52 90C50 108 36 114 10 116C40 116 66 110 70 86C74 52 30 24 30 -8Z" fill="#a9b0b8" opacity=".7"/>` +
      `<ellipse cx="0" cy="-8" rx="34" ry="8" fill="#9aa1a9"/>` +
      `<path d="M-28 -10C-28 -50 28 -50 28 -10Z" fill="#c3c9cf"/>` +
      `<path d="M-6 -44L0 -70L6 -44Z" fill="#9aa1a9"/><circle cx="0" cy="-72" r="6" fill="#c3c9cf"/>` +
      `<path d="M-64 74C-30 82 30 82 64 74" fill="none" stroke="#e0b23a" stroke-width="5"/>` +
      `</g>`
    : '';
  const sprig = (x: number, y: number) =>
    `<path d="M${x} ${y + 30}L${x + 6} ${y - 10}" stroke="#2d6a35" stroke-width="3"/>` +
    leaves(
      look,
      [
        [x - 8, y - 4],
        [x + 14, y - 8],
        [x, y - 18],
        [x + 12, y - 26],
      ],
      '#2f8f46',
    );
  const first = tea ? 58 : -44;
  const back =
    ground(look, 156, 206) +
    `<ellipse cx="0" cy="130" rx="210" ry="40" fill="#a8822e"/>` +
    `<ellipse cx="0" cy="122" rx="210" ry="38" fill="#d8b355"/>` +
    `<ellipse cx="0" cy="122" rx="184" ry="29" fill="none" stroke="#a8822e" stroke-width="3"/>` +
    pot +
    glass(first, tea ? 0.86 : 1) +
    glass(tea ? 132 : 62, tea ? 0.74 : 0.86) +
    (tea ? sprig(first + 2, 122 - 150 * 0.86) : '');
  return {
    back,
    slots: [
      { x: -236, y: 104, size: 116 },
      { x: 240, y: 112, size: 106 },
      { x: -150, y: 176, size: 88 },
    ],
  };
}

/** Any other category: a plate with a mound of the dish. */
function plate(look: Look): Dish {
  const g = look.glaze;
  const food = pick(look.random, ['#d9963a', '#c8643a', '#b9803f']);
  const back =
    ground(look, 156, 236) +
    `<ellipse cx="0" cy="104" rx="236" ry="66" fill="${g.dark}"/>` +
    `<ellipse cx="0" cy="96" rx="236" ry="64" fill="${g.base}"/>` +
    paintedBand(look, 0, 96, 218, 58, g.paint, 5) +
    `<ellipse cx="0" cy="96" rx="186" ry="46" fill="${g.light}"/>` +
    `<path d="M-140 98C-130 36 -60 8 0 8C60 8 130 36 140 98A140 28 0 0 1 -140 98Z" fill="${food}"/>` +
    leaves(look, [
      [-50, 60],
      [20, 48],
      [70, 70],
    ]);
  return {
    back,
    slots: [
      { x: -70, y: 36, size: 108 },
      { x: 66, y: 40, size: 104 },
      { x: 0, y: 120, size: 88 },
    ],
  };
}

const DISHES: Readonly<Record<string, (look: Look) => Dish>> = {
  tagine,
  couscous,
  soup,
  salad,
  'main-course': mainCourse,
  appetizer,
  bread,
  pastry,
  dessert,
  beverage,
};

// ---------------------------------------------------------------------------------------------

/** Whole pixels between 16 and 4096; the default frame for anything else. */
function frameOf(frame: { width: number; height: number } | undefined) {
  const size = (value: number | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value)
      ? Math.min(Math.max(Math.round(value), 16), 4096)
      : fallback;
  return {
    width: size(frame?.width, DEFAULT_FRAME.width),
    height: size(frame?.height, DEFAULT_FRAME.height),
  };
}

/**
 * The recipe's illustration as a standalone SVG document for `frame` (640×480 by default): the
 * background fills the frame, the dish stays centred and scales with the frame's smaller side.
 * `ingredientSvg` gives an ingredient's picture as an SVG file, or undefined: those without one,
 * or whose file could link or run anything, are left out. The same input always gives the same
 * bytes.
 */
export function recipeIllustrationSvg(
  input: { slug: string; category: string; ingredients: readonly string[] },
  ingredientSvg: (slug: string) => string | undefined,
  frame?: { width: number; height: number },
): string {
  const { width, height } = frameOf(frame);
  const seed = hash32(`${input.slug}\u0000${input.category}`);
  const random = randomFrom(seed);
  const id = `ri${seed.toString(36)}`;

  const scheme = pick(random, SCHEMES);
  const hue = scheme.hue + between(random, -7, 7);
  const glazes = GLAZES.filter((glaze) => !glaze.not.includes(scheme.name));
  const look: Look = {
    id,
    random,
    scheme,
    hue,
    glaze: pick(random, glazes),
    shadow: hsl(hue, scheme.saturation * 0.55, 58),
    // The slug's words count too: a baghrir is drawn as one, whatever its category's default.
    hints: new Set([...input.ingredients, ...input.slug.split('-')]),
  };
  const lightness = between(random, 90, 93);
  const background = hsl(hue, scheme.saturation * 0.8, lightness);
  const ink = hsl(hue, scheme.saturation * 0.7, lightness - between(random, 7, 10));
  const medallionFill = hsl(hue, scheme.saturation * 0.9, Math.min(lightness + 4, 97));
  const ring = hsl(hue, scheme.saturation * 0.75, lightness - 14);

  const tile = patternTile(look, ink);
  const scale = Math.min(width / BOX.width, height / BOX.height);
  const cx = width / 2;
  const cy = height / 2;
  // A tile of a whole number of pixels, never turned: rasterisers (librsvg, for the share images)
  // fill such a pattern about 25 times faster than a rotated or fractional one.
  const tilePixels = Math.max(8, Math.round(tile.size * scale * between(random, 0.85, 1.15)));
  const centre = `translate(${n(cx)} ${n(cy)}) scale(${scale.toFixed(4)})`;
  const tileTransform = `translate(${Math.round(cx)} ${Math.round(cy)}) scale(${(tilePixels / tile.size).toFixed(6)})`;
  const backdrop = medallion(look, medallionFill, ring);

  const dish = (DISHES[input.category] ?? plate)(look);
  const seen = new Set<string>();
  const pictures: Picture[] = [];
  for (const slug of input.ingredients) {
    if (seen.has(slug) || pictures.length >= dish.slots.length) continue;
    seen.add(slug);
    const file = ingredientSvg(slug);
    const picture =
      file === undefined ? undefined : parsePicture(file, `${id}-${pictures.length}-`);
    if (picture) pictures.push(picture);
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><pattern id="${id}-tile" width="${tile.size}" height="${tile.size}" patternUnits="userSpaceOnUse" patternTransform="${tileTransform}">${tile.body}</pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#${id}-tile)"/>` +
    `<g transform="${centre}">${backdrop}${dish.back}${drawPictures(look, pictures, dish.slots)}${dish.front ?? ''}</g>` +
    `</svg>`
  );
}
