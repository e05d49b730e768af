// One file over 300 lines: one drawing kit, which the four glyph files import from one place. Its
// forms are made of its SVG writers and of each other (a spice's dish holds a mound and specks, a
// heap places seeds by one seeded random), so the forms and the writers change together.
/**
 * A small SVG drawing kit for the ingredient pictures the Fluent Emoji Flat set lacks: flat shapes
 * on a 32×32 grid like that set's (a base colour, a lighter highlight and a darker shade, no
 * outlines), and the forms several ingredients share — ground spice heaped in a clay dish, whole
 * seeds in a small heap, a bowl of grains, a sack, a bottle, a jar, a sachet. Each form takes the
 * ingredient's own colours and details, so no two pictures come out the same.
 *
 * Build time only (ingredient-pictures-build.ts): the page never imports it. Every function returns
 * SVG markup for the inside of a `viewBox="0 0 32 32"` element.
 */

/** A number as short as SVG allows it: at most one decimal (a tenth of a unit is ~0.15 px at 48 px). */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

type Attributes = Record<string, string | number | undefined>;

function element(name: string, attributes: Attributes, children = ''): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
  return children ? `<${name}${written}>${children}</${name}>` : `<${name}${written}/>`;
}

export const path = (d: string, fill: string, extra: Attributes = {}): string =>
  element('path', { d, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string): string =>
  element('circle', { cx, cy, r, fill });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  rotate = 0,
): string =>
  element('ellipse', {
    cx,
    cy,
    rx,
    ry,
    fill,
    transform: rotate ? `rotate(${num(rotate)} ${num(cx)} ${num(cy)})` : undefined,
  });

/** A round-capped line (stems, threads, noodles). */
export const line = (d: string, color: string, width: number, extra: Attributes = {}): string =>
  element('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

/** Children moved to (x, y), turned by `angle` degrees and scaled. */
export function place(x: number, y: number, angle: number, children: string, scale = 1): string {
  const parts = [`translate(${num(x)} ${num(y)})`];
  if (angle) parts.push(`rotate(${num(angle)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 100) / 100})`);
  return element('g', { transform: parts.join(' ') }, children);
}

/** A shape defined once, to be drawn many times by `use` (the leaves of a sprig). */
export const define = (id: string, children: string): string =>
  element('defs', {}, element('g', { id }, children));

/** A shape of `define` drawn at (x, y), turned by `angle` degrees and scaled. */
export function use(id: string, x: number, y: number, angle: number, scale = 1): string {
  const parts = [`translate(${num(x)} ${num(y)})`, `rotate(${num(angle)})`];
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 100) / 100})`);
  return element('use', { href: `#${id}`, transform: parts.join(' ') });
}

/** Children scaled about the picture's centre, to fit a drawing that came out too big. */
export const fit = (scale: number, children: string): string =>
  place(16, 16, 0, place(-16, -16, 0, children), scale);

/** A polygon through the points, closed. */
export const polygon = (points: readonly (readonly [number, number])[], fill: string): string =>
  path(`M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`, fill);

/** A deterministic pseudo-random sequence in [0, 1) from a text seed (FNV-1a, then mulberry32). */
export function randomFrom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A leaf lying along +x from its base at (0, 0) to its tip at (length, 0). `teeth` notches its
 * edges (mint, parsley); `roundTip` blunts it (sage, marjoram); `widest` (0–1) is where along the
 * blade it is widest.
 */
export function leafPath(
  length: number,
  width: number,
  { teeth = 0, depth = 0.5, roundTip = false, widest = 0.4 } = {},
): string {
  const half = width / 2;
  if (!teeth) {
    const tip = roundTip ? half * 0.9 : 0;
    const a = length * widest;
    return (
      `M0 0C${num(a * 0.5)} ${num(-half)} ${num(a)} ${num(-half)} ${num(a)} ${num(-half)}` +
      `C${num(length - tip * 0.2)} ${num(-half)} ${num(length)} ${num(-tip)} ${num(length)} 0` +
      `C${num(length)} ${num(tip)} ${num(length - tip * 0.2)} ${num(half)} ${num(a)} ${num(half)}` +
      `C${num(a)} ${num(half)} ${num(a * 0.5)} ${num(half)} 0 0Z`
    );
  }
  // the blade's half-width along its length, widest at `widest`
  const profile = (t: number) => {
    const u = t < widest ? t / widest : (1 - t) / (1 - widest);
    return half * Math.sin((Math.PI / 2) * Math.min(1, u)) ** (roundTip ? 0.6 : 1);
  };
  const edge = (sign: number) => {
    const points: string[] = [];
    const steps = teeth * 2;
    for (let step = 1; step < steps; step++) {
      const t = step / steps;
      const out = step % 2 === 1 ? 1 : 1 - depth / Math.max(half, 0.1);
      points.push(`${num(t * length)} ${num(sign * profile(t) * Math.max(out, 0.2))}`);
    }
    return points;
  };
  const upper = edge(-1);
  const lower = edge(1).reverse();
  return `M0 0L${upper.join('L')}L${num(length)} 0L${lower.join('L')}Z`;
}

/** A leaf placed with its base at (x, y), pointing `angle` degrees clockwise from +x, with a midrib. */
export function leaf(
  x: number,
  y: number,
  angle: number,
  d: string,
  fill: string,
  rib?: { color: string; length: number; width?: number },
): string {
  const midrib = rib
    ? line(`M0.4 0L${num(rib.length)} 0`, rib.color, rib.width ?? 0.5, { 'stroke-opacity': 0.8 })
    : '';
  return place(x, y, angle, path(d, fill) + midrib);
}

/* ------------------------------------------------------------------ containers ---------------- */

export interface DishColors {
  body: string;
  inside: string;
  lip: string;
  foot: string;
  band?: string;
}

export const CLAY_DISH: DishColors = {
  body: '#c9683a',
  inside: '#8e4225',
  lip: '#e58b5c',
  foot: '#a3502c',
};
export const FEZ_DISH: DishColors = {
  body: '#f4f4f4',
  inside: '#c7d3e0',
  lip: '#ffffff',
  foot: '#d3d3d3',
  band: '#1c5cd7',
};
export const WOOD_DISH: DishColors = {
  body: '#a86b3c',
  inside: '#6d4534',
  lip: '#c98d56',
  foot: '#7d4a2a',
};
export const GREEN_DISH: DishColors = {
  body: '#2f8f5b',
  inside: '#1d5e3b',
  lip: '#57b27f',
  foot: '#24704a',
  band: '#f9c23c',
};

/** A round dish seen from a little above: its rim is an ellipse around (16, rimY), 26 wide. */
export function dish(
  colors: DishColors,
  filling: string,
  { rimY = 18, rx = 13, depth = 9.5 } = {},
): string {
  const left = 16 - rx;
  const right = 16 + rx;
  const ry = rx * 0.27;
  const front = `M${num(left)} ${rimY}C${num(left)} ${num(rimY + ry * 0.6)} ${num(16 - rx * 0.55)} ${num(rimY + ry)} 16 ${num(rimY + ry)}C${num(16 + rx * 0.55)} ${num(rimY + ry)} ${num(right)} ${num(rimY + ry * 0.6)} ${num(right)} ${rimY}`;
  const bottom = rimY + depth;
  const body = `${front}C${num(right)} ${num(bottom - 3.5)} ${num(16 + rx * 0.6)} ${num(bottom)} 16 ${num(bottom)}C${num(16 - rx * 0.6)} ${num(bottom)} ${num(left)} ${num(bottom - 3.5)} ${num(left)} ${rimY}Z`;
  const band = colors.band
    ? line(
        `M${num(left + 1.2)} ${num(rimY + 3)}C${num(left + 3)} ${num(rimY + ry + 3.2)} ${num(right - 3)} ${num(rimY + ry + 3.2)} ${num(right - 1.2)} ${num(rimY + 3)}`,
        colors.band,
        1.3,
      )
    : '';
  return (
    ellipse(16, rimY, rx, ry, colors.inside) +
    filling +
    ellipse(16, bottom - 0.3, rx * 0.38, 1.2, colors.foot) +
    path(body, colors.body) +
    band +
    line(front, colors.lip, 1.1) +
    path(
      `M${num(left + 1.6)} ${num(rimY + 2.6)}C${num(left + 2.4)} ${num(rimY + 5.5)} ${num(left + 4.5)} ${num(rimY + 7)} ${num(left + 6.5)} ${num(rimY + 7.6)}C${num(left + 4.6)} ${num(rimY + 6)} ${num(left + 3.3)} ${num(rimY + 4.5)} ${num(left + 2.9)} ${num(rimY + 3)}Z`,
      '#ffffff',
      { 'fill-opacity': 0.25 },
    )
  );
}

/** A dome of something loose heaped above a rim at `baseY`, `top` its summit, with light and shade. */
export function mound(
  colors: { base: string; light: string; shade: string },
  { left = 4.5, right = 27.5, baseY = 18.5, top = 7.5, peak = 16 } = {},
): string {
  const mid = peak;
  return (
    path(
      `M${num(left)} ${num(baseY + 3)}L${num(left)} ${num(baseY)}C${num(left + 1)} ${num(top + 4)} ${num(mid - 4.5)} ${num(top)} ${num(mid)} ${num(top)}C${num(mid + 4.5)} ${num(top)} ${num(right - 1)} ${num(top + 4)} ${num(right)} ${num(baseY)}L${num(right)} ${num(baseY + 3)}Z`,
      colors.base,
    ) +
    path(
      `M${num(mid + 2.5)} ${num(top + 0.4)}C${num(right - 3)} ${num(top + 2.5)} ${num(right - 0.6)} ${num(baseY - 4)} ${num(right)} ${num(baseY + 1)}L${num(right - 4.5)} ${num(baseY + 1)}C${num(right - 4.5)} ${num(baseY - 5)} ${num(mid + 4.5)} ${num(top + 2)} ${num(mid + 2.5)} ${num(top + 0.4)}Z`,
      colors.shade,
    ) +
    path(
      `M${num(left + 3.5)} ${num(baseY - 3.5)}C${num(left + 4.5)} ${num(top + 3)} ${num(mid - 3.5)} ${num(top + 1.2)} ${num(mid - 0.8)} ${num(top + 1)}C${num(mid - 4)} ${num(top + 2.6)} ${num(left + 6)} ${num(top + 5)} ${num(left + 5)} ${num(baseY - 3)}Z`,
      colors.light,
    )
  );
}

/** Dots scattered over a mound's face (grains, flecks of another spice). */
export function speckle(
  seed: string,
  colors: readonly string[],
  count: number,
  { left = 7, right = 25, top = 10, bottom = 19, r = 0.45, peak = 16 } = {},
): string {
  const random = randomFrom(seed);
  let dots = '';
  for (let index = 0; index < count; index++) {
    const x = left + random() * (right - left);
    // keep inside the dome: lower towards its flanks
    const flank = Math.abs(x - peak) / ((right - left) / 2);
    const y = top + flank * flank * 5 + random() * (bottom - top - flank * flank * 5);
    dots += circle(x, y, r * (0.7 + random() * 0.6), colors[index % colors.length] ?? '#000');
  }
  return dots;
}

/** Ground spice heaped in a small dish. */
export function groundSpice({
  seed,
  powder,
  light,
  shade,
  flecks,
  dishColors = CLAY_DISH,
  extra = '',
}: {
  seed: string;
  powder: string;
  light: string;
  shade: string;
  flecks: readonly string[];
  dishColors?: DishColors;
  extra?: string;
}): string {
  return (
    dish(
      dishColors,
      mound({ base: powder, light, shade }) + speckle(seed, flecks, flecks.length ? 16 : 0),
    ) + extra
  );
}

/* ------------------------------------------------------------------ heaps of small things ------ */

/** Where the pieces of a small heap lie: rows narrowing upwards, a little jumbled. */
function heapSpots(
  seed: string,
  rows: readonly number[],
  { spacing = 4.6, rowHeight = 3.6, baseY = 25, jitter = 0.7 } = {},
): { x: number; y: number; angle: number; random: number }[] {
  const random = randomFrom(seed);
  const spots: { x: number; y: number; angle: number; random: number }[] = [];
  rows.forEach((count, row) => {
    const y = baseY - row * rowHeight;
    for (let index = 0; index < count; index++) {
      const x = 16 + (index - (count - 1) / 2) * spacing;
      spots.push({
        x: x + (random() - 0.5) * 2 * jitter,
        y: y + (random() - 0.5) * 2 * jitter,
        angle: random() * 360,
        random: random(),
      });
    }
  });
  // back rows first so the front ones overlap them
  return spots.reverse();
}

/**
 * A heap of pieces drawn by `piece` (in its own coordinates around 0, 0, lying along +x), turned
 * between `-spread` and `+spread` degrees from `tilt`.
 */
export function heap(
  seed: string,
  rows: readonly number[],
  piece: (index: number, random: number) => string,
  {
    spacing = 4.6,
    rowHeight = 3.6,
    baseY = 25,
    tilt = 0,
    spread = 180,
    jitter = 0.7,
    scale = 1,
  } = {},
): string {
  // each distinct piece is defined once and repeated, which keeps a heap of seeds a small file
  const shapes = new Map<string, string>();
  const placed = heapSpots(seed, rows, { spacing, rowHeight, baseY, jitter })
    .map((spot, index) => {
      const shape = piece(index, spot.random);
      const id = shapes.get(shape) ?? `p${shapes.size}`;
      shapes.set(shape, id);
      return use(id, spot.x, spot.y, tilt + ((spot.angle / 180) * spread - spread));
    })
    .join('');
  const pieces = [...shapes].map(([shape, id]) => define(id, shape)).join('') + placed;
  // scaled about the heap's middle, so small seeds can still fill the picture
  const middle = baseY - ((rows.length - 1) * rowHeight) / 2;
  return scale === 1 ? pieces : place(16, middle, 0, place(-16, -middle, 0, pieces), scale);
}

/* ------------------------------------------------------------------ bottles, jars, packets ----- */

export interface BottleLook {
  liquid: string;
  liquidLight: string;
  glass?: string;
  cap: string;
  label: string;
  /** The small picture on the label, drawn around (16, 21). */
  emblem: string;
  /** 'tall' for oils, 'flask' for flower waters (a round belly, a long neck), 'cruet' for vinegar. */
  shape: 'tall' | 'flask' | 'cruet';
  /** How full the bottle is, from its bottom (0–1). */
  level?: number;
}

/** A glass bottle showing its liquid's colour, with a small picture of what is in it on the label. */
export function bottle({
  liquid,
  liquidLight,
  glass = '#d7eef5',
  cap,
  label,
  emblem,
  shape,
  level = 0.8,
}: BottleLook): string {
  const outline = {
    tall: 'M13 3.5h6v4.3c0 1.3 4.5 2.5 4.5 6.2V28a2 2 0 0 1-2 2h-11a2 2 0 0 1-2-2V14c0-3.7 4.5-4.9 4.5-6.2Z',
    flask:
      'M14 2.5h4v8.4c4.6 1.2 8 5.3 8 10.1C26 26.5 21.5 30 16 30S6 26.5 6 21c0-4.8 3.4-8.9 8-10.1Z',
    cruet:
      'M14 3h4v5c0 1 5.5 3.6 5.5 9.5V28a2 2 0 0 1-2 2h-11a2 2 0 0 1-2-2V17.5C8.5 11.6 14 9 14 8Z',
  }[shape];
  const top = { tall: 14, flask: 13, cruet: 13 }[shape];
  const fillTop = 30 - (30 - top) * level;
  const capShape = {
    tall:
      path('M12.4 1.6h7.2v3.2h-7.2Z', cap) +
      path('M12.4 1.6h7.2v1h-7.2Z', '#ffffff', { 'fill-opacity': 0.3 }),
    flask: path('M13.2 1h5.6v3h-5.6Z', cap) + circle(16, 1.2, 1.3, cap),
    cruet: path('M13.5 3.4h5l-.6-2.6h-3.8Z', cap),
  }[shape];
  const labelShape =
    shape === 'flask' ? ellipse(16, 21.5, 6.2, 5, label) : path('M9.6 16.5h12.8v9.5H9.6Z', label);
  return (
    path(outline, glass) +
    element('clipPath', { id: 'liquid' }, path(outline, '#000')) +
    element(
      'g',
      { 'clip-path': 'url(#liquid)' },
      path(`M0 ${num(fillTop)}H32V32H0Z`, liquid) +
        path(`M0 ${num(fillTop)}H32v1.2H0Z`, liquidLight) +
        line(`M10.5 ${num(fillTop + 3)}V27.5`, '#ffffff', 1.2, { 'stroke-opacity': 0.35 }),
    ) +
    capShape +
    labelShape +
    emblem
  );
}

/** A short wide jar (glass or clay) around its contents, with a lid. */
export function jar({
  body,
  bodyLight,
  lid,
  lidShade,
  contents,
  glass = false,
}: {
  body: string;
  bodyLight: string;
  lid: string;
  lidShade: string;
  /** Drawn inside the jar, clipped to it. */
  contents: string;
  glass?: boolean;
}): string {
  const outline =
    'M7 9.5h18c1.7 0 2.5 1.5 2.5 3.5v12c0 3-2 5-5 5h-13c-3 0-5-2-5-5V13c0-2 .8-3.5 2.5-3.5Z';
  return (
    path(outline, body) +
    (glass
      ? element('clipPath', { id: 'jar' }, path(outline, '#000')) +
        element('g', { 'clip-path': 'url(#jar)' }, contents)
      : contents) +
    line('M8 14.5v10.5', bodyLight, 1.4, { 'stroke-opacity': 0.7 }) +
    path('M6 5.5c0-1 .8-1.8 1.8-1.8h16.4c1 0 1.8.8 1.8 1.8v4.2H6Z', lid) +
    path('M6 8h20v1.7H6Z', lidShade)
  );
}

/** A paper sachet, folded at the top, with a band of colour and a small picture. */
export function sachet({
  paper,
  fold,
  band,
  emblem,
  tilt = -8,
}: {
  paper: string;
  fold: string;
  band: string;
  emblem: string;
  tilt?: number;
}): string {
  return place(
    16,
    16,
    tilt,
    path('M-9-12.5h18l1 25h-20Z', paper) +
      path('M-9-12.5h18l.2 4h-18.4Z', fold) +
      path('M-9.5 3.5h19.4l.3 6h-20Z', band) +
      path('M-9.8 9.5h20.6l.2 3h-21Z', fold) +
      place(0, -2, 0, emblem),
  );
}
