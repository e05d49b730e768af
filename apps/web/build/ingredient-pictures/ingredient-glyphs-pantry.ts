// One file over 300 lines: one table, a picture per pantry ingredient, one of four families
// (herbs, produce, spices beside it); the helpers above it (ear, sack, grain bowl, fish…) draw
// only these entries, and each entry is one picture, read alone.
/**
 * Drawn pictures of the pantry: flours and semolinas, dairy, oils and flower waters, nuts, dried
 * fruit, sugar and leavening, preserves, and the meats and fish the Fluent set lacks (see
 * ingredient-glyphs.ts for the kit).
 */
import {
  CLAY_DISH,
  FEZ_DISH,
  WOOD_DISH,
  bottle,
  circle,
  dish,
  ellipse,
  fit,
  heap,
  jar,
  line,
  mound,
  num,
  path,
  place,
  polygon,
  randomFrom,
  sachet,
  speckle,
} from './ingredient-glyphs.ts';
import { driedChilli } from './ingredient-glyphs-spices.ts';

const BLUE_DISH = { body: '#2a6fb8', inside: '#1b4f87', lip: '#5b9be0', foot: '#1f5a96' };

/* ------------------------------------------------------------------ grains --------------------- */

/** An ear of wheat (or of barley, with long awns) standing at (x, y), about 10 tall. */
function ear(x: number, y: number, grain: string, stalk: string, awns = false): string {
  let grains = '';
  for (const [dy, side] of [
    [-2, -1],
    [-2, 1],
    [-4.2, -1],
    [-4.2, 1],
    [-6.4, -1],
    [-6.4, 1],
  ] as const) {
    grains += ellipse(x + side * 1.15, y + dy, 0.95, 1.7, grain, side * 28);
    if (awns) {
      grains += line(
        `M${num(x + side * 1.6)} ${num(y + dy - 1.4)}L${num(x + side * 3.4)} ${num(y + dy - 6)}`,
        grain,
        0.3,
      );
    }
  }
  return (
    line(`M${num(x)} ${num(y + 3)}V${num(y - 6)}`, stalk, 0.6) +
    grains +
    ellipse(x, y - 8.3, 0.9, 1.6, grain) +
    (awns ? line(`M${num(x)} ${num(y - 9.6)}V${num(y - 14)}`, grain, 0.3) : '')
  );
}

/** An open sack, its edge rolled down, heaped with flour; a picture of the grain on its side. */
function sack({
  cloth,
  shade,
  lip,
  powder,
  emblem,
}: {
  cloth: string;
  shade: string;
  lip: string;
  powder: { base: string; light: string; shade: string };
  emblem: string;
}): string {
  const front = 'M6.8 13.2C6.8 14.8 11 15.8 16 15.8S25.2 14.8 25.2 13.2';
  return (
    path(
      'M7.2 13C5.2 17 4.8 24 6.1 28C6.6 29.5 8.1 30 9.8 30H22.2C23.9 30 25.4 29.5 25.9 28C27.2 24 26.8 17 24.8 13Z',
      cloth,
    ) +
    path(
      'M21.5 15.5C23 18.5 23.8 23 23.3 30H22.2C23.9 30 25.4 29.5 25.9 28C27.2 24 26.8 17 24.8 13Z',
      shade,
    ) +
    ellipse(16, 13.2, 9.2, 2.5, shade) +
    mound(powder, { left: 8, right: 24, baseY: 12.8, top: 4.2, peak: 15.5 }) +
    line(front, lip, 2.4) +
    line('M8.5 19.5C8 22.5 8.2 25.5 8.8 27.5', '#ffffff', 1, { 'stroke-opacity': 0.4 }) +
    emblem
  );
}

/** A bowl of grains or semolina: a mound in its colours, dotted with grains of its size. */
function grainBowl({
  seed,
  dishColors,
  powder,
  grains,
  count,
  size,
}: {
  seed: string;
  dishColors: typeof CLAY_DISH;
  powder: { base: string; light: string; shade: string };
  grains: readonly string[];
  count: number;
  size: number;
}): string {
  return dish(dishColors, mound(powder) + speckle(seed, grains, count, { r: size }));
}

/** An isometric cube (sugar, a block of yeast) with its top at (x, y), `size` across a face. */
function cube(
  x: number,
  y: number,
  size: number,
  faces: { top: string; left: string; right: string },
): string {
  const w = size * 0.87;
  const h = size / 2;
  return (
    polygon(
      [
        [x, y - h],
        [x + w, y],
        [x, y + h],
        [x - w, y],
      ],
      faces.top,
    ) +
    polygon(
      [
        [x - w, y],
        [x, y + h],
        [x, y + h + size],
        [x - w, y + size],
      ],
      faces.left,
    ) +
    polygon(
      [
        [x, y + h],
        [x + w, y],
        [x + w, y + size],
        [x, y + h + size],
      ],
      faces.right,
    )
  );
}

/** A nest of fine noodles: loops of a pale strand around (x, y). */
function noodleNest(seed: string, x: number, y: number, rx: number, ry: number): string {
  const random = randomFrom(seed);
  let loops =
    ellipse(x, y, rx, ry, '#d9a944') + ellipse(x, y - 0.3, rx * 0.45, ry * 0.4, '#b98a2e');
  for (let index = 0; index < 9; index++) {
    const scale = 0.55 + random() * 0.45;
    const color = index % 3 === 0 ? '#fbe3a0' : index % 3 === 1 ? '#f3cf6e' : '#e6b955';
    loops += ellipse(
      x + (random() - 0.5) * rx * 0.5,
      y + (random() - 0.5) * ry * 0.4,
      rx * scale,
      ry * scale,
      'none',
    ).replace('fill="none"', `fill="none" stroke="${color}" stroke-width="0.7"`);
  }
  return loops;
}

/* ------------------------------------------------------------------ small emblems -------------- */

const oliveSprig = (x: number, y: number) =>
  place(
    x,
    y,
    0,
    line('M-4 2.5C-1.5 1-.5-.5 3.5-2.5', '#5b7a2a', 0.5) +
      ellipse(-1.5, -1.6, 2.2, 0.8, '#44911b', -40) +
      ellipse(2, 1, 2.2, 0.8, '#5fa12e', 20) +
      ellipse(-0.8, 1.6, 1.3, 1.6, '#6b8e23', -20) +
      ellipse(1.6, -1.2, 1.2, 1.5, '#4a6b1a', 10),
  );

const blossom = (x: number, y: number, petal: string, heart: string, r = 1.25) =>
  [0, 72, 144, 216, 288]
    .map((angle) =>
      ellipse(
        x + Math.sin((angle * Math.PI) / 180) * r,
        y - Math.cos((angle * Math.PI) / 180) * r,
        r * 0.75,
        r * 1.05,
        petal,
        angle,
      ),
    )
    .join('') + circle(x, y, r * 0.55, heart);

const rose = (x: number, y: number) =>
  place(
    x,
    y,
    0,
    ellipse(2.6, 2.6, 1.8, 0.8, '#44911b', -35) +
      circle(0, 0, 2.6, '#e8456f') +
      path('M-1.6-.2C-1.4-1.6.4-2 1.4-1C2 0 1 1.2 0 1C-.9.8-.6-.2.2-.3', 'none', {
        stroke: '#b51f48',
        'stroke-width': 0.55,
        'stroke-linecap': 'round',
      }) +
      path('M-2.2.9C-1.2 2.2 1.4 2.4 2.4.8', 'none', {
        stroke: '#b51f48',
        'stroke-width': 0.5,
        'stroke-linecap': 'round',
      }),
  );

const sunflower = (x: number, y: number) =>
  [0, 45, 90, 135, 180, 225, 270, 315]
    .map((angle) =>
      ellipse(
        x + Math.cos((angle * Math.PI) / 180) * 2,
        y + Math.sin((angle * Math.PI) / 180) * 2,
        1.2,
        0.6,
        '#f9c23c',
        angle,
      ),
    )
    .join('') + circle(x, y, 1.5, '#7d4533');

const grapeBunch = (x: number, y: number) =>
  [
    [-1.4, -1.6],
    [0, -1.6],
    [1.4, -1.6],
    [-0.7, -0.3],
    [0.7, -0.3],
    [0, 1],
  ]
    .map(([dx = 0, dy = 0]) => circle(x + dx, y + dy, 0.85, '#6b2c6e'))
    .join('') +
  line(`M${num(x)} ${num(y - 2.4)}l.6-1.2`, '#6d4534', 0.4) +
  ellipse(x + 1.6, y - 3, 1.3, 0.6, '#44911b', -20);

const arganNut = (x: number, y: number) =>
  ellipse(x - 2.2, y - 1.8, 1.8, 0.7, '#44911b', -30) +
  ellipse(x, y + 0.3, 2, 2.6, '#a0642c', 20) +
  ellipse(x - 0.6, y - 0.6, 0.6, 0.9, '#d19a5c', 20) +
  path(`M${num(x + 0.9)} ${num(y + 2.6)}l.5.8`, 'none', { stroke: '#6d4534', 'stroke-width': 0.5 });

/* ------------------------------------------------------------------ dried fruit and nuts ------- */

const date = (random: number) =>
  path(
    'M-4.6 0C-4.6-2.2-2.4-2.7 0-2.6C2.6-2.5 4.6-1.6 4.6 0S2.6 2.5 0 2.6C-2.4 2.7-4.6 2.2-4.6 0Z',
    random > 0.5 ? '#7b3518' : '#6a2c14',
  ) +
  path('M-3.2-1.2C-1.5-1.9 1.2-1.9 3-1.2', 'none', {
    stroke: '#b0643a',
    'stroke-width': 0.7,
    'stroke-linecap': 'round',
  }) +
  path('M-2.5.8C-1 .3.6 1 2.2.4M-1 1.8C.2 1.4 1.2 1.8 2.4 1.5', 'none', {
    stroke: '#4f1f0c',
    'stroke-width': 0.4,
    'stroke-linecap': 'round',
  }) +
  ellipse(-4.4, 0, 0.6, 0.9, '#d6a25a');

const prune = () =>
  path('M-3.6 0C-3.6-2.4-1.8-3 0-3C2-3 3.6-2.2 3.6 0S2 3 0 3C-1.8 3-3.6 2.4-3.6 0Z', '#3a1f2c') +
  path(
    'M-2.4-1C-1.6-1.8.2-2.2 1.4-1.6M-2.2 1C-1 .2.6 1.2 2.2.4M-.6-.2C.4-.6 1.4-.2 2.4-.6',
    'none',
    {
      stroke: '#1f0f18',
      'stroke-width': 0.45,
      'stroke-linecap': 'round',
    },
  ) +
  ellipse(-1.2, -1.7, 1.3, 0.55, '#7a5a80', -15);

const driedApricot = (random: number) =>
  ellipse(0, 0, 4, 3.2, random > 0.5 ? '#f08a1c' : '#f59a2a') +
  ellipse(0, 0, 3.2, 2.4, '#f7a83d') +
  path('M-2.4.4C-1 1.4 1 1.4 2.4.2', 'none', {
    stroke: '#c8620c',
    'stroke-width': 0.6,
    'stroke-linecap': 'round',
  }) +
  ellipse(-1.3, -1.2, 1.1, 0.5, '#ffc878', -20);

const raisin = (random: number) =>
  ellipse(0, 0, 2, 1.6, random > 0.6 ? '#a45f20' : random > 0.3 ? '#b9742b' : '#8a4c19') +
  path('M-1.2-.2C-.4.5.6.4 1.2-.3', 'none', {
    stroke: '#6e3a10',
    'stroke-width': 0.4,
    'stroke-linecap': 'round',
  }) +
  ellipse(-0.6, -0.7, 0.6, 0.3, '#e0a35a', -20);

const driedFig = (random: number) =>
  path(
    'M-4.5 1C-4.5-2.5-1.5-3.8 1.5-3.2C3.5-2.8 4.2-1.5 5.6-.8C4.6.4 4 2.4 1.5 3.2C-1.5 4-4.5 3.6-4.5 1Z',
    random > 0.5 ? '#a97b48' : '#b68750',
  ) +
  path('M-2.8-1C-1.4-2 .8-2.2 2.4-1.4M-3 1.2C-1.2 .4 1 .6 3 .2', 'none', {
    stroke: '#8a5e32',
    'stroke-width': 0.5,
    'stroke-linecap': 'round',
  }) +
  line('M5.5-.8L7-1.6', '#6d4534', 0.7) +
  ellipse(-1.5, -1.8, 1.4, 0.6, '#d9b07a', -10);

const almond = (random: number) =>
  path(
    'M-4.8 0C-4.8-2.4-2-3.1 0-3C2.6-2.8 4.6-1.4 5.8 0C4.6 1.4 2.6 2.8 0 3C-2 3.1-4.8 2.4-4.8 0Z',
    random > 0.5 ? '#b5713d' : '#a9652f',
  ) +
  path('M-3.5-1C-1.5-.6 1.5-1.6 4-.6M-3.4 1C-1.2 1.4 1.4.6 3.8.9', 'none', {
    stroke: '#8a4f22',
    'stroke-width': 0.45,
    'stroke-linecap': 'round',
  }) +
  path('M-3.8-1.2C-2.8-2.3-1-2.5.6-2.2C-.8-1.8-2.2-1.4-3.2-.4Z', '#d39a64');

const hazelnut = () =>
  path(
    'M0-4.2C.6-3.6 3.8-2.2 3.8 1C3.8 3.4 2 4.4 0 4.4S-3.8 3.4-3.8 1C-3.8-2.2-.6-3.6 0-4.2Z',
    '#a5622f',
  ) +
  path('M-3.7 1.6C-2 2.6 2 2.6 3.7 1.6C3.5 3.6 2 4.4 0 4.4S-3.5 3.6-3.7 1.6Z', '#e3c08a') +
  path('M-2.6 3C-2 3.3-1.4 3.2-1 3M.6 3.3C1.2 3.4 1.8 3.2 2.3 2.9', 'none', {
    stroke: '#c49a5c',
    'stroke-width': 0.4,
    'stroke-linecap': 'round',
  }) +
  path('M-2.2-1.4C-1.8-2.6-.8-3.2 0-3.6C-.4-2.6-.8-1.6-1.2-.6Z', '#cf8b52');

const pistachio = () =>
  path(
    'M-4.4 0C-4.4-2.4-1.8-3 0-3C2.4-3 4.4-1.8 4.4 0S2.4 3 0 3C-1.8 3-4.4 2.4-4.4 0Z',
    '#ead3a6',
  ) +
  path('M-3.2-.2C-2-1.7 1.4-1.9 3.2-.5C1.8.9-1.8 1.1-3.2-.2Z', '#7cb342') +
  path('M-3.2-.2C-2-1.7 1.4-1.9 3.2-.5C1.6-1.1-1.6-1.1-3.2-.2Z', '#8b4d6b') +
  path('M-3.8.6C-2 2-1.8 2.2.8 2.4', 'none', {
    stroke: '#fff4dc',
    'stroke-width': 0.6,
    'stroke-linecap': 'round',
  });

/* ------------------------------------------------------------------ meat and fish -------------- */

/** A slender fish lying along +x from its head at -length/2, back in one colour, belly in another. */
function fishShape(
  length: number,
  depth: number,
  colors: { back: string; belly: string; fin: string; stripe?: string },
  finlets = false,
): string {
  const half = length / 2;
  const d = depth / 2;
  const body = `M${num(-half)} 0C${num(-half * 0.7)} ${num(-d * 1.2)} ${num(half * 0.3)} ${num(-d * 1.25)} ${num(half * 0.75)} ${num(-d * 0.3)}L${num(half)} ${num(-d * 1.1)}C${num(half * 0.95)} ${num(-d * 0.3)} ${num(half * 0.95)} ${num(d * 0.3)} ${num(half)} ${num(d * 1.1)}L${num(half * 0.75)} ${num(d * 0.3)}C${num(half * 0.3)} ${num(d * 1.25)} ${num(-half * 0.7)} ${num(d * 1.2)} ${num(-half)} 0Z`;
  const back = `M${num(-half)} 0C${num(-half * 0.7)} ${num(-d * 1.2)} ${num(half * 0.3)} ${num(-d * 1.25)} ${num(half * 0.75)} ${num(-d * 0.3)}L${num(half)} ${num(-d * 1.1)}C${num(half * 0.96)} ${num(-d * 0.5)} ${num(half * 0.95)} -.1 ${num(half * 0.9)} 0C${num(half * 0.3)} ${num(-d * 0.1)} ${num(-half * 0.4)} ${num(d * 0.15)} ${num(-half)} 0Z`;
  let extras = '';
  if (finlets) {
    for (let index = 0; index < 4; index++) {
      const x = half * 0.35 + index * half * 0.1;
      extras +=
        polygon(
          [
            [x, -d * (0.95 - index * 0.12)],
            [x + half * 0.06, -d * (1.35 - index * 0.12)],
            [x + half * 0.09, -d * (0.85 - index * 0.12)],
          ],
          colors.fin,
        ) +
        polygon(
          [
            [x, d * (0.95 - index * 0.12)],
            [x + half * 0.06, d * (1.35 - index * 0.12)],
            [x + half * 0.09, d * (0.85 - index * 0.12)],
          ],
          colors.fin,
        );
    }
  }
  return (
    polygon(
      [
        [-half * 0.1, -d * 0.95],
        [half * 0.12, -d * 1.6],
        [half * 0.2, -d * 0.9],
      ],
      colors.back,
    ) +
    extras +
    path(body, colors.belly) +
    path(back, colors.back) +
    (colors.stripe
      ? line(
          `M${num(-half * 0.6)} ${num(-d * 0.15)}Q0 ${num(-d * 0.35)} ${num(half * 0.7)} ${num(-d * 0.1)}`,
          colors.stripe,
          0.4,
        )
      : '') +
    line(
      `M${num(-half * 0.68)} ${num(-d * 0.7)}Q${num(-half * 0.6)} 0 ${num(-half * 0.7)} ${num(d * 0.7)}`,
      colors.fin,
      0.45,
    ) +
    polygon(
      [
        [-half * 0.5, d * 0.2],
        [-half * 0.3, d * 0.55],
        [-half * 0.48, d * 0.7],
      ],
      colors.fin,
    ) +
    circle(-half * 0.8, -d * 0.2, Math.max(0.55, d * 0.22), '#ffffff') +
    circle(-half * 0.8, -d * 0.2, Math.max(0.32, d * 0.12), '#1c1c1c')
  );
}

/** A sausage curving through the points, with its skin's shine and twisted ends. */
function sausage(d: string, ends: readonly [number, number][]): string {
  return (
    line(d, '#9c2c1a', 3.6) +
    line(d, '#b93a22', 2.6) +
    line(d, '#e0674a', 0.8, { transform: 'translate(-.5 -.7)' }) +
    ends.map(([x, y]) => circle(x, y, 0.9, '#7a1e10')).join('')
  );
}

/* ------------------------------------------------------------------ the table ------------------ */

export const PANTRY_GLYPHS: Readonly<Record<string, () => string>> = {
  // grains
  flour: () =>
    sack({
      cloth: '#f2ead8',
      shade: '#ddd1b6',
      lip: '#e6dac0',
      powder: { base: '#fbfbf8', light: '#ffffff', shade: '#e4e4dd' },
      emblem: ear(16, 24.5, '#e0a93b', '#c98f2a'),
    }),
  'whole-wheat-flour': () =>
    sack({
      cloth: '#c99a62',
      shade: '#a97b46',
      lip: '#b8884f',
      powder: { base: '#d9bc8f', light: '#ead4ad', shade: '#bf9f70' },
      emblem:
        ear(16, 24.5, '#7d4a1f', '#6d4018') +
        speckle('whole-wheat', ['#9a6a3a'], 10, {
          left: 11,
          right: 21,
          top: 6.5,
          bottom: 12,
          r: 0.35,
          peak: 15.5,
        }),
    }),
  'barley-flour': () =>
    sack({
      cloth: '#d8d2c2',
      shade: '#bdb5a2',
      lip: '#cbc4b2',
      powder: { base: '#e8dfcb', light: '#f5efe2', shade: '#cfc3a9' },
      emblem: ear(16, 25.5, '#b7903f', '#9a7630', true),
    }),
  'fine-semolina': () =>
    grainBowl({
      seed: 'fine-semolina',
      dishColors: FEZ_DISH,
      powder: { base: '#f3d77f', light: '#fbe9b0', shade: '#ddb95c' },
      grains: ['#d9b255', '#fff1c4'],
      count: 40,
      size: 0.22,
    }),
  'coarse-semolina': () =>
    grainBowl({
      seed: 'coarse-semolina',
      dishColors: CLAY_DISH,
      powder: { base: '#e8b84a', light: '#f6d47b', shade: '#c9962e' },
      grains: ['#c98f2a', '#fae29a', '#d9a23a'],
      count: 42,
      size: 0.5,
    }),
  couscous: () =>
    dish(
      WOOD_DISH,
      mound({ base: '#f0c65c', light: '#fae08f', shade: '#d6a53c' }, { top: 9 }) +
        speckle('couscous', ['#dca23a', '#fff0b8', '#e8b64c'], 60, { r: 0.62, top: 11 }),
      { rx: 14, depth: 8 },
    ),
  'barley-grits': () =>
    grainBowl({
      seed: 'barley-grits',
      dishColors: BLUE_DISH,
      powder: { base: '#cdb083', light: '#e3cda6', shade: '#a98d60' },
      grains: ['#a68454', '#efdcb8', '#8c6e42'],
      count: 34,
      size: 0.7,
    }),
  'cracked-wheat': () =>
    grainBowl({
      seed: 'cracked-wheat',
      dishColors: WOOD_DISH,
      powder: { base: '#c98f3e', light: '#e3b167', shade: '#a46d26' },
      grains: ['#8f5a1f', '#f0c47a', '#b57a30'],
      count: 34,
      size: 0.7,
    }),
  vermicelli: () =>
    noodleNest('vermicelli-a', 10.5, 21.5, 7.5, 5.5) +
    noodleNest('vermicelli-b', 21.5, 21.5, 7.5, 5.5) +
    noodleNest('vermicelli-c', 16, 13.5, 7.5, 5.5),
  'warqa-pastry': () =>
    ellipse(16, 24.5, 14, 5.2, '#d9bf8b') +
    ellipse(16, 23.5, 14, 5.2, '#efdcb6') +
    ellipse(16, 21.8, 14, 5.2, '#d9bf8b') +
    ellipse(16, 20.8, 14, 5.2, '#f3e4c4') +
    ellipse(16, 19, 14, 5.2, '#dcc496') +
    ellipse(16, 18, 14, 5.2, '#f7ecd4') +
    speckle('warqa', ['#ead2a2', '#e3c68e'], 26, {
      left: 5,
      right: 27,
      top: 14.5,
      bottom: 21,
      r: 0.7,
    }) +
    path('M19.5 23C23.5 22.3 27.5 20.6 30 18C30 20.4 27 22.6 22 23.4Z', '#f3e4c4') +
    path(
      'M19.5 23C21.5 19 24.5 15.5 28.2 14.2C29.4 15.2 30 16.6 30 18C27.5 20.6 23.5 22.3 19.5 23Z',
      '#fffaf0',
    ) +
    line('M21.5 21.4C23.5 19.2 25.5 17.4 27.8 16.2', '#efe0c0', 0.5),
  // sugar and leavening
  sugar: () =>
    cube(10, 17, 8.5, { top: '#ffffff', left: '#e6ebf1', right: '#cfd7e2' }) +
    cube(22, 17.5, 8.5, { top: '#ffffff', left: '#e6ebf1', right: '#cfd7e2' }) +
    cube(16, 8, 8.5, { top: '#ffffff', left: '#e6ebf1', right: '#cfd7e2' }) +
    speckle('sugar', ['#b9c4d3', '#ffffff'], 26, {
      left: 3,
      right: 29,
      top: 12,
      bottom: 29,
      r: 0.3,
    }),
  'powdered-sugar': () =>
    dish(
      BLUE_DISH,
      mound({ base: '#ffffff', light: '#ffffff', shade: '#eef2f6' }, { top: 5.5 }) +
        speckle('powdered-sugar', ['#e3e8ef'], 10, { r: 0.3 }),
    ) +
    circle(7, 6, 0.6, '#d5dde8') +
    circle(25.5, 8, 0.5, '#d5dde8') +
    circle(23, 4, 0.4, '#d5dde8'),
  cornstarch: () =>
    polygon(
      [
        [7, 9],
        [11, 5.5],
        [26, 5.5],
        [22, 9],
      ],
      '#fbd860',
    ) +
    polygon(
      [
        [22, 9],
        [26, 5.5],
        [26, 25.5],
        [22, 29],
      ],
      '#d9a21f',
    ) +
    path('M7 9h15v20H7Z', '#f9c23c') +
    path('M7 9h15v3.5H7Z', '#e23b22') +
    ellipse(14.5, 19.5, 2.6, 5, '#ffd84d', -15) +
    speckle('cornstarch-kernels', ['#f0b429'], 12, {
      left: 12.5,
      right: 16.5,
      top: 15.5,
      bottom: 23.5,
      r: 0.45,
      peak: 14.5,
    }) +
    path('M13 25C11 22 10.5 18 11.5 15C12.5 19 14 22 16.5 24.5Z', '#44911b') +
    path('M16 25C18 22.5 18.6 19 18 16.5C17.2 19.5 15.8 22 13.8 24Z', '#5fb53a') +
    mound(
      { base: '#ffffff', light: '#ffffff', shade: '#e8ebf0' },
      { left: 3, right: 14, baseY: 27, top: 24.5, peak: 8.5 },
    ),
  yeast: () =>
    path('M4 22.5L16 29.5L28 22.5L26 20.5H6Z', '#c9c9c9') +
    cube(16, 11, 11, { top: '#ead3a4', left: '#d2b47d', right: '#b99a66' }) +
    path('M4.5 22.6L16 29.3V25L6.6 19.6Z', '#e4e4e4') +
    path('M27.5 22.6L16 29.3V25L25.4 19.6Z', '#d3d3d3') +
    circle(9, 12.5, 0.8, '#ead3a4') +
    circle(22.5, 19, 0.7, '#b99a66') +
    circle(12, 8.2, 0.6, '#f5e4c2') +
    circle(19, 9.6, 0.5, '#d2b47d') +
    circle(16, 12.2, 0.7, '#d2b47d'),
  'baking-powder': () =>
    sachet({
      paper: '#ffffff',
      fold: '#f6c6d6',
      band: '#e8457a',
      emblem:
        path('M-4.2-1L-3 4.2H3L4.2-1Z', '#f49ab8') +
        line('M-2 0L-1.4 3.6M0 0V3.6M2 0L1.4 3.6', '#e8457a', 0.45) +
        path('M-4.8-1C-4.8-4.5-2.5-6 0-6S4.8-4.5 4.8-1Z', '#f3c776') +
        circle(0, -6.6, 1.1, '#e83e3e'),
    }),
  'vanilla-sugar': () =>
    sachet({
      paper: '#fdf3d1',
      fold: '#ecd9a4',
      band: '#6d4534',
      tilt: 7,
      emblem:
        line('M-5 4C-2 0 1-3 5-6', '#3d2314', 1) +
        line('M-4 5C-1 1.5 2.5-1.5 6-4', '#4f2e1b', 1) +
        blossom(-1.5, -3.5, '#fff3c4', '#f9c23c', 1.6),
    }),
  // dairy
  smen: () =>
    fit(
      1.08,
      path(
        'M9 10.5C4.5 12.5 4 19.5 5.5 23.5C7 27.5 11 29.8 16 29.8S25 27.5 26.5 23.5C28 19.5 27.5 12.5 23 10.5Z',
        '#b9602f',
      ) +
        path(
          'M22 12.5C24.5 15 25.5 20 24.5 24C23.5 27 20.5 29 17 29.6C21 29.8 25 27.5 26.5 23.5C28 19.5 27.5 12.5 23 10.5Z',
          '#98491f',
        ) +
        path('M6.5 17L9 19L11.5 17L14 19L16.5 17L19 19L21.5 17L24 19L25.6 17.6', 'none', {
          stroke: '#5a2d17',
          'stroke-width': 0.9,
          'stroke-linejoin': 'round',
        }) +
        ellipse(16, 10.3, 8, 2.4, '#d98250') +
        ellipse(16, 10.3, 6.6, 1.7, '#f4d77e') +
        ellipse(14, 9.9, 2.6, 0.6, '#fff1b8') +
        line('M8.3 14C7.6 16.5 7.6 19.5 8.3 22', '#ffffff', 1, { 'stroke-opacity': 0.3 }),
    ),
  buttermilk: () =>
    bottle({
      shape: 'tall',
      liquid: '#fbfbf6',
      liquidLight: '#ffffff',
      glass: '#e3eef3',
      cap: '#2e7bd6',
      label: '#2e7bd6',
      level: 0.9,
      emblem: path(
        'M16 17.6C17.6 19.6 18.4 21 18.4 22.2A2.4 2.4 0 0 1 13.6 22.2C13.6 21 14.4 19.6 16 17.6Z',
        '#ffffff',
      ),
    }),
  yogurt: () =>
    path(
      'M8.5 11C8.5 6.5 15 3.5 22 4.3C24.2 4.6 25.2 6 24.6 7.6C20 7.4 12.5 8.5 8.5 11Z',
      '#d9d9d9',
    ) +
    path('M10 9.6C12 7 16.5 5.6 21 5.6C17 6.5 13 8 10 9.6Z', '#f0f0f0') +
    path('M7.5 11.5h17l-1.9 16.6a2 2 0 0 1-2 1.8h-9.2a2 2 0 0 1-2-1.8Z', '#f4f4f4') +
    path('M20.6 11.5h3.9l-1.9 16.6a2 2 0 0 1-2 1.8h-1.4c1 0 1.6-.8 1.7-1.8Z', '#dedede') +
    path('M8.1 17h15.8l-.7 6H8.8Z', '#1c8bd7') +
    ellipse(16, 11.5, 8.5, 2.3, '#e6e6e6') +
    ellipse(16, 11.5, 7.5, 1.7, '#fffdf7') +
    path('M11 11.2C13 10 15.5 10.4 17 11.2S20 12 21.5 10.8', 'none', {
      stroke: '#e3ddcc',
      'stroke-width': 0.7,
      'stroke-linecap': 'round',
    }),
  cream: () =>
    fit(
      1.1,
      path('M5 16h22l-1 10.5c-.2 1.9-1.8 3.5-3.7 3.5H9.7C7.8 30 6.2 28.4 6 26.5Z', '#5b9bd5') +
        path('M21.8 16H27l-1 10.5c-.2 1.9-1.8 3.5-3.7 3.5h-1.6c1.6 0 2.4-1.6 2.6-3.5Z', '#3f7fbf') +
        line('M9 19V27.5M13 19V28.5M17 19V28.5M21 19V28', '#7fb3e3', 0.8) +
        ellipse(16, 16, 11, 2.8, '#3f7fbf') +
        ellipse(16, 16, 10, 2.2, '#fbf8ee') +
        path(
          'M7.5 16.3C7.5 12.2 10.5 10.5 13 10.8C13 8 15 6.3 17 6.8C19.5 7.3 20.2 9.5 19.6 11C22.6 11 24.8 13 24.5 16.3C19 17.6 13 17.6 7.5 16.3Z',
          '#e4dcc6',
        ) +
        path(
          'M7.5 16C7.3 12.4 10.2 10.8 12.6 11.1C12.5 8.4 14.6 6.6 16.6 7.1C18.9 7.6 19.5 9.6 19 11.3C21.8 11.5 23.6 13.2 23.6 15.8C18.5 16.8 12.8 16.9 7.5 16Z',
          '#ffffff',
        ) +
        path('M10 14.2C12.5 12.6 15.8 12.6 18.6 14M13.6 10.5C15 9.4 17 9.4 18.4 10.6', 'none', {
          stroke: '#e6e0cc',
          'stroke-width': 0.8,
          'stroke-linecap': 'round',
        }) +
        path('M20.5 13C21.8 13.2 22.8 14 23.2 15.2C22 14.8 21 14.2 20.5 13Z', '#e6e0cc'),
    ),
  'fresh-cheese': () =>
    fit(
      1.1,
      path(
        'M3 24.5C6 21 12 20.5 16 22.5C20 20.5 26 21 29 24.5C25 27.5 20 28 16 26.5C12 28 7 27.5 3 24.5Z',
        '#44911b',
      ) +
        line('M4.5 24.5C9 23.5 13 24 16 25C19 24 23 23.5 27.5 24.5', '#86d72f', 0.5) +
        path('M5 14v7c0 2.5 5 4.5 11 4.5s11-2 11-4.5v-7Z', '#f4f1e6') +
        path('M22 17.5v7.6c2.9-.8 5-2.2 5-4.1v-7Z', '#e2dccb') +
        ellipse(16, 14, 11, 4.2, '#fffdf5') +
        speckle('jben', ['#e8e1cc'], 22, { left: 7, right: 25, top: 11.5, bottom: 16.5, r: 0.45 }) +
        line(
          'M6.5 18.5l1 1.5M9 19.5l1 1.5M11.5 20.2l1 1.5M14 20.6l1 1.5M16.5 20.7l1 1.5M19 20.5l1 1.5M21.5 19.9l1 1.5',
          '#ddd5bd',
          0.6,
        ),
    ),
  // oils and flower waters
  'olive-oil': () =>
    bottle({
      shape: 'tall',
      liquid: '#b8b11c',
      liquidLight: '#dcd65a',
      cap: '#2f5d1e',
      label: '#fff7dc',
      emblem: oliveSprig(16, 21.2),
    }),
  'argan-oil': () =>
    bottle({
      shape: 'cruet',
      liquid: '#d98a1c',
      liquidLight: '#f2b24a',
      cap: '#8a5a2b',
      label: '#f4e9d6',
      emblem: arganNut(16.6, 21.4),
    }),
  'vegetable-oil': () =>
    bottle({
      shape: 'tall',
      liquid: '#f6d54b',
      liquidLight: '#fde98c',
      glass: '#e2f1f4',
      cap: '#f8312f',
      label: '#ffffff',
      level: 0.7,
      emblem: sunflower(16, 21.2),
    }),
  vinegar: () =>
    bottle({
      shape: 'cruet',
      liquid: '#a8322d',
      liquidLight: '#cf5a4a',
      cap: '#3d3d3d',
      label: '#f7f1e6',
      level: 0.65,
      emblem: grapeBunch(16, 21.8),
    }),
  'orange-blossom-water': () =>
    bottle({
      shape: 'flask',
      liquid: '#e9f3ee',
      liquidLight: '#ffffff',
      glass: '#cfe6ea',
      cap: '#c0c7cf',
      label: '#f7a53c',
      emblem:
        blossom(16, 21.5, '#ffffff', '#f9c23c', 1.7) + ellipse(20.2, 24, 1.6, 0.7, '#44911b', -30),
    }),
  'rose-water': () =>
    bottle({
      shape: 'flask',
      liquid: '#f8c9d4',
      liquidLight: '#fde4ea',
      glass: '#f2dde3',
      cap: '#d4a24c',
      label: '#ffffff',
      emblem: rose(16, 21.4),
    }),
  // nuts
  almonds: () =>
    heap('almonds', [3, 2, 1], (_, random) => almond(random), {
      spacing: 8.4,
      rowHeight: 5.8,
      baseY: 23.5,
      spread: 30,
      tilt: -25,
      scale: 1.05,
    }),
  walnuts: () =>
    circle(12.5, 13.5, 9, '#c99a62') +
    path('M12.5 4.5C10.5 8 10.5 19 12.5 22.5', 'none', {
      stroke: '#9c7040',
      'stroke-width': 1.2,
      'stroke-linecap': 'round',
    }) +
    path(
      'M6 10C7.5 11.5 7 13 8 15M17 8C16 10 17.5 12 16.5 14M18 17C16.5 18.5 17.5 19.5 16 21M7 18C8.5 19 8 20.5 9.5 21',
      'none',
      { stroke: '#b0814c', 'stroke-width': 0.8, 'stroke-linecap': 'round' },
    ) +
    ellipse(8.5, 8.5, 2.5, 1.5, '#e3be8c', -40) +
    place(
      22,
      23,
      -10,
      path(
        'M0-6C1.5-7 4-6.5 5-5C7-4.5 7.8-2 7-.5C8 1 7.5 3.5 5.5 4.5C4.5 6.5 2 7 0 5.8C-2 7-4.5 6.5-5.5 4.5C-7.5 3.5-8 1-7-.5C-7.8-2-7-4.5-5-5C-4-6.5-1.5-7 0-6Z',
        '#b9773f',
      ) +
        line('M0-5.6V5.4', '#7f4a22', 0.9) +
        path(
          'M-5.5-3C-4-2.5-3.5-1-4.5.5S-4 3-2.5 3.5M-2.5-4.5C-1.5-3.5-2.5-2-1.6-.8M5-2.5C3.5-2 3.5-.5 4.5 1S3.8 3.8 2.2 3.8M2.4-4.6C1.6-3.2 2.6-2 1.8-.6',
          'none',
          { stroke: '#8a5228', 'stroke-width': 0.6, 'stroke-linecap': 'round' },
        ) +
        ellipse(-4, -3.8, 1.4, 0.7, '#dba36a', -30),
    ),
  pistachios: () =>
    heap('pistachios', [3, 3, 2], pistachio, {
      spacing: 8,
      rowHeight: 5.2,
      baseY: 24,
      spread: 40,
      tilt: -15,
    }),
  hazelnuts: () =>
    heap('hazelnuts', [3, 2, 1], hazelnut, {
      spacing: 8.5,
      rowHeight: 6.8,
      baseY: 23.5,
      spread: 18,
      tilt: 0,
    }),
  coconut: () =>
    // Half a coconut: the brown shell, its white flesh, and a little heap of grated coconut.
    path('M3.5 15.5C3.5 23 9 28.5 16 28.5S28.5 23 28.5 15.5Z', '#7a4a26') +
    path('M6 15.5C6 21.5 10.5 26 16 26S26 21.5 26 15.5Z', '#f7f3ea') +
    ellipse(16, 15.5, 12.5, 2.4, '#5c3418') +
    ellipse(16, 15.5, 10, 1.6, '#fffdf7') +
    line('M8 20C9 22.5 11 24 13 24.8', '#e6dccb', 0.8) +
    ellipse(23.5, 9.5, 5, 2.6, '#fbf8f2') +
    line('M20 9.5L21.5 8.5M22.5 10.5L24 9M25 9L26.5 8.5M23 8L24.5 7.5', '#e3d8c4', 0.6),
  // dried fruit
  dates: () =>
    heap('dates', [3, 2, 2], (_, random) => date(random), {
      spacing: 8.8,
      rowHeight: 5,
      baseY: 24,
      spread: 25,
      tilt: -15,
    }),
  prunes: () =>
    heap('prunes', [3, 3, 2], prune, {
      spacing: 7.6,
      rowHeight: 5,
      baseY: 24.5,
      spread: 30,
      tilt: 0,
    }),
  'dried-apricots': () =>
    heap('dried-apricots', [3, 3, 2], (_, random) => driedApricot(random), {
      spacing: 8,
      rowHeight: 5,
      baseY: 24.5,
      spread: 25,
    }),
  raisins: () =>
    heap('raisins', [6, 5, 5, 4, 3], (_, random) => raisin(random), {
      spacing: 4.2,
      rowHeight: 3,
      baseY: 25,
      spread: 40,
      scale: 1.15,
    }),
  'dried-figs': () =>
    heap('dried-figs', [2, 2], (_, random) => driedFig(random), {
      spacing: 11,
      rowHeight: 7,
      baseY: 22.5,
      spread: 20,
      tilt: -10,
      scale: 1.05,
    }),
  // pantry
  'preserved-lemons': () =>
    jar({
      body: '#f7efbd',
      bodyLight: '#ffffff',
      lid: '#e0a526',
      lidShade: '#b8831a',
      glass: true,
      contents: [
        [10, 18, -20],
        [19.5, 16.5, 25],
        [14.5, 25, 190],
        [22.5, 25.5, 150],
        [8.5, 26, 100],
      ]
        .map(([x = 0, y = 0, angle = 0]) =>
          place(
            x,
            y,
            angle,
            path('M-5 0A5 5 0 0 1 5 0Z', '#f9c23c') +
              path('M-4.1 0A4.1 4.1 0 0 1 4.1 0Z', '#fff3c4') +
              path('M-3.5 0A3.5 3.5 0 0 1 3.5 0Z', '#ffe066') +
              line('M0 0V-3.3M0 0L-2.4-2.4M0 0L2.4-2.4', '#fff3c4', 0.4),
          ),
        )
        .join(''),
    }),
  harissa: () =>
    jar({
      body: '#d9ecf1',
      bodyLight: '#ffffff',
      lid: '#c41a10',
      lidShade: '#8f1209',
      glass: true,
      contents:
        path('M0 12.5H32V32H0Z', '#b3241a') +
        path('M0 11H32V13H0Z', '#e0582a') +
        speckle('harissa', ['#7e160e', '#d8452c'], 24, {
          left: 8,
          right: 24,
          top: 15,
          bottom: 28,
          r: 0.5,
        }),
    }) +
    path(
      'M10.5 17.5h11a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1Z',
      '#fff7e6',
    ) +
    place(16.3, 21, 0, place(-16.3, -21, 0, driedChilli(16.3, 21, -10, '#e0301e')), 0.62),
  // meat and fish
  'ground-beef': () =>
    ellipse(16, 23, 14.5, 5.5, '#e6e6e6') +
    ellipse(16, 22.4, 13, 4.6, '#f7f7f7') +
    path('M5 22C5 14 10 9.5 16 9.5S27 14 27 22C24 24.5 8 24.5 5 22Z', '#c8463a') +
    path(
      'M8 19c1-1 2 0 3-1s2 0 3-1M16 14c1-1 2 0 3-1M9 15.5c1-1 2 0 3-1M18 18.5c1-1 2 0 3-1s2 0 3-1M12 21.5c1-1 2 0 3-1s2 0 3-1M14 11.8c1-.8 2 0 3-.8M20 15c1-1 2 0 3-.8',
      'none',
      { stroke: '#e88375', 'stroke-width': 0.8, 'stroke-linecap': 'round' },
    ) +
    path(
      'M7 21c1-1 2 0 3-1M17 21.2c1-1 2 0 3-1M11 17.3c1-1 2 0 3-1M21 12.8c1-.8 1.8 0 2.6-.6M14 16.5c1-1 2 0 3-1',
      'none',
      {
        stroke: '#9b2d22',
        'stroke-width': 0.7,
        'stroke-linecap': 'round',
      },
    ) +
    speckle('ground-beef', ['#f6d8cf'], 12, { left: 8, right: 24, top: 12, bottom: 21, r: 0.45 }),
  merguez: () =>
    sausage('M4 10C10 6.5 20 6 27.5 9.5', [
      [4, 10],
      [27.5, 9.5],
    ]) +
    sausage('M3.5 17C10 13.5 21 13.5 28.5 17', [
      [3.5, 17],
      [28.5, 17],
    ]) +
    sausage('M4.5 24.5C11 21 21 21 27.5 24.5', [
      [4.5, 24.5],
      [27.5, 24.5],
    ]),
  liver: () =>
    // A lobe of liver, deep red with a glossy edge.
    path(
      'M4.5 17C4.5 11 10 7.5 16.5 8C22 8.4 27.5 10.5 27.5 15.5C27.5 20 23.5 21.5 19.5 23C16 24.5 12.5 26.5 8.5 24.5C5.8 23 4.5 20.5 4.5 17Z',
      '#7a1f1f',
    ) +
    path(
      'M16.5 8C20.5 9.5 22 13 21 16.5C20 20 16.5 22 12.5 22.5C15.5 23.5 17.8 23.6 19.5 23C23.5 21.5 27.5 20 27.5 15.5C27.5 10.5 22 8.4 16.5 8Z',
      '#5e1515',
    ) +
    line('M8 13C9.5 11 12 10 14.5 10', '#c25a4f', 1, { 'stroke-opacity': 0.7 }) +
    ellipse(11, 17.5, 1.2, 0.7, '#a8443a', -20),
  khlii: () =>
    path(
      'M8.5 13C5 15 4.5 20.5 5.5 24C6.8 28 11 29.8 16 29.8S25.2 28 26.5 24C27.5 20.5 27 15 23.5 13Z',
      '#2f8f5b',
    ) +
    path(
      'M22.5 14.8C24.8 17.5 25.5 21 24.5 24.2C23.5 27 20.5 29 17 29.6C21.5 29.8 25.2 28 26.5 24C27.5 20.5 27 15 23.5 13Z',
      '#1d6b42',
    ) +
    line('M8 17C7.2 19.5 7.3 22 8.2 24', '#7fd1a4', 1, { 'stroke-opacity': 0.6 }) +
    ellipse(16, 13.3, 8.3, 2.5, '#57b27f') +
    path('M8.6 13.5C8.6 9 12 5.5 16 5.5S23.4 9 23.4 13.5C20 15 12 15 8.6 13.5Z', '#f3e6cc') +
    line('M10 12C11.5 9.5 13 11 14 8.5S17 7.5 18 6.5', '#6e2418', 2.3) +
    line('M11.5 13.6C13 12 14.5 13 16.5 10.5S20 10 21.5 8.5', '#84301f', 2.4) +
    line('M15 14C17 13.2 19.5 13.6 22.6 12', '#5e1d12', 2.1) +
    line('M10.5 10.5C12 8 13.6 8.4 14.8 6.2', '#9b3f2a', 0.6) +
    line('M12.4 12.2C14 10.6 15.6 11 17 9', '#b25a42', 0.6) +
    circle(18.6, 11.8, 0.7, '#fffaf0') +
    circle(13.2, 9.8, 0.6, '#fffaf0') +
    circle(20.2, 9.4, 0.6, '#fffaf0'),
  sardines: () =>
    place(
      16,
      10.5,
      -12,
      fishShape(26, 5.6, { back: '#2d6a87', belly: '#dde6ec', fin: '#8fb1c4', stripe: '#9fd0e6' }),
      1.12,
    ) +
    place(
      16,
      21.5,
      -12,
      fishShape(26, 5.6, { back: '#336f8c', belly: '#e6edf1', fin: '#8fb1c4', stripe: '#a9d6ea' }),
      1.12,
    ),
  tuna: () =>
    place(
      16,
      16.5,
      -18,
      fishShape(
        28,
        10,
        { back: '#1f3a5f', belly: '#cfd8e0', fin: '#f9c23c', stripe: '#6f8fb3' },
        true,
      ),
    ),
  pigeon: () =>
    path('M8 26.5L5.5 29.5M8.6 26.5L8.2 30M13 26.5L11.5 29.5M13.6 26.5L14.2 30', 'none', {
      stroke: '#e2667a',
      'stroke-width': 1,
      'stroke-linecap': 'round',
    }) +
    path('M24 16.5L30.5 20.5L29.5 23.5L22 21Z', '#59606e') +
    path('M28.6 19.8L30.5 20.5L29.5 23.5L27.8 22.9Z', '#2f3440') +
    path(
      'M5.5 13.5C3.5 17 4.5 23 8.5 25.5C12 27.7 18 27.5 21.5 25C25 22.5 26 18.5 24 15.5C21.5 12 16 12 12 12.5C9.5 12.8 7 12 5.5 13.5Z',
      '#9aa3b1',
    ) +
    path(
      'M11 14.5C14.5 12.8 20 13 23 15.5C25 18 24.5 21.5 22 23.5C18.5 24 14 22.5 11.5 19.5C10.3 18 10 15.5 11 14.5Z',
      '#7a8392',
    ) +
    line('M14.5 17.5L19 21M17.5 16L22 19.5', '#2f3440', 0.9) +
    path(
      'M4.5 13C4 11 4.5 9 6.5 8C8.5 7.2 10.5 8.5 10.6 10.5C10.7 12.5 11 14.5 9.5 16C7.8 17.5 5 16 4.5 13Z',
      '#3fa37a',
    ) +
    path(
      'M5.2 14.8C6 16.2 8 16.8 9.6 15.8C10.6 14.8 10.8 13.5 10.7 12.2C9 13.5 7 14.3 5.2 14.8Z',
      '#8a4fa3',
    ) +
    circle(6.8, 7.2, 3.3, '#9aa3b1') +
    circle(5.8, 6.8, 0.8, '#f08a1c') +
    circle(5.8, 6.8, 0.35, '#1c1c1c') +
    path('M3.8 7.2L1.2 8.6L3.9 8.8Z', '#3a3a3a') +
    ellipse(4, 7.2, 0.6, 0.35, '#f4f4f4'),
  'cow-feet': () =>
    path(
      'M5 8.5C10 7.5 15.5 8 19.5 10.5C22.5 12.5 24 15.5 24 19L23.5 23C18 24 10.5 24.2 5 23.5Z',
      '#eccaae',
    ) +
    path('M5 19.5C11 20.5 18 20 23.8 18.8L23.5 23C18 24 10.5 24.2 5 23.5Z', '#d8ab8a') +
    line('M8 11.5C12 11 16 11.6 19 13.2', '#ffffff', 1, { 'stroke-opacity': 0.4 }) +
    path('M18.5 9.8L20.5 7.5L22.5 8.5L21.5 11.5Z', '#5c5c5c') +
    ellipse(5, 16, 2.6, 7.5, '#d89c86') +
    ellipse(5, 16, 1.7, 5, '#f4f1e6') +
    ellipse(5, 16, 0.8, 2.2, '#d7827a') +
    path('M22 14.5C25.5 14.5 29.5 18 29.8 22.5C30 25 28.5 26 26.5 25.5L21.5 24Z', '#5c5c5c') +
    path(
      'M21.5 19C24.5 19 28.5 22.5 28.5 26.5C28.5 28.5 27 29.5 25 29L19.5 27.5C18.5 24 19 20.5 21.5 19Z',
      '#3d3d3d',
    ) +
    line('M22.5 20.5C24.5 21.5 26 23.5 26.8 26', '#6b6b6b', 0.6),
};
