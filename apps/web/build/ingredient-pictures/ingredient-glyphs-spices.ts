// One file over 300 lines: one table, a picture per spice and seed, one of four families
// (herbs, pantry, produce beside it); the seed and pod helpers above it draw only these entries.
/**
 * Drawn pictures of the spices and seeds: ground ones heaped in a dish, whole ones in a small heap,
 * each in its own colours and shape (see ingredient-glyphs.ts for the kit).
 */
import {
  FEZ_DISH,
  GREEN_DISH,
  WOOD_DISH,
  circle,
  ellipse,
  groundSpice,
  heap,
  leafPath,
  line,
  num,
  path,
  place,
  polygon,
} from './ingredient-glyphs.ts';

/** A dried red chilli lying on its side, about 11 long, for whatever is hot. */
export const driedChilli = (x: number, y: number, angle: number, red = '#b3200f') =>
  place(
    x,
    y,
    angle,
    path(
      'M-5.5 0C-5.5-2 -2-2.4 2.5-1.6C4.5-1.2 5.8-.4 6 .3C3.8 1.6-1 2.2-4 1.9C-5 1.7-5.5 1-5.5 0Z',
      red,
    ) +
      path('M-4.2-.6C-2-1.5 1-1.5 3.5-.9', 'none', {
        stroke: '#ffffff',
        'stroke-opacity': 0.35,
        'stroke-width': 0.6,
        'stroke-linecap': 'round',
      }) +
      path('M-5.3-.9C-6.3-1.2-7-.6-7.6.3L-7 .6C-6.6 0-6.1-.3-5.4-.1Z', '#44911b') +
      ellipse(-5.4, 0, 0.9, 1.3, '#2f7a14'),
  );

/** An oval seed with ribs along it (cumin, anise, fennel, caraway), lying along +x. */
const ribbedSeed = (
  length: number,
  width: number,
  colors: { base: string; rib: string; light?: string },
  bend = 0,
) => {
  const half = length / 2;
  const w = width / 2;
  return (
    path(
      `M${num(-half)} 0C${num(-half * 0.6)} ${num(-w * 1.3 - bend)} ${num(half * 0.6)} ${num(-w * 1.3 - bend)} ${num(half)} 0C${num(half * 0.6)} ${num(w * 1.3 - bend)} ${num(-half * 0.6)} ${num(w * 1.3 - bend)} ${num(-half)} 0Z`,
      colors.base,
    ) +
    line(
      `M${num(-half * 0.75)} ${num(-bend * 0.3)}Q0 ${num(-bend * 1.05)} ${num(half * 0.75)} ${num(-bend * 0.3)}`,
      colors.rib,
      Math.max(0.3, width * 0.16),
    ) +
    (colors.light
      ? line(
          `M${num(-half * 0.5)} ${num(-w * 0.55 - bend * 0.5)}Q0 ${num(-w * 0.9 - bend)} ${num(half * 0.5)} ${num(-w * 0.55 - bend * 0.5)}`,
          colors.light,
          Math.max(0.25, width * 0.12),
        )
      : '')
  );
};

const peppercorn = (base: string, shade: string, shine: string) =>
  circle(0, 0, 2.15, base) +
  path('M2.1.4A2.15 2.15 0 0 1-.4 2.1A2.4 2.4 0 0 0 2.1.4Z', shade) +
  path('M-.9.6l.5-.3M.4-.2l.4.5M-.2 1.2l.6-.1', 'none', {
    stroke: shade,
    'stroke-width': 0.4,
    'stroke-linecap': 'round',
  }) +
  ellipse(-0.8, -0.85, 0.75, 0.5, shine, -35);

const coriander = () =>
  circle(0, 0, 2.5, '#c9a46a') +
  path('M0-2.5C-1.1-1.2-1.1 1.2 0 2.5M-2.4-.7C-.8 0 .8 0 2.4-.7', 'none', {
    stroke: '#a07c45',
    'stroke-width': 0.4,
  }) +
  path('M-1.6-1.5C-1.1-2.1-.3-2.4.4-2.3C-.5-1.8-1.1-1.2-1.3-.5Z', '#ead0a0') +
  circle(0, -2.5, 0.45, '#8a6a3a');

const nigella = (random: number) =>
  polygon(
    [
      [-1.6, 0.9],
      [-0.3 + random * 0.4, -1.5],
      [1.5, 0.2],
      [0.4, 1.3],
    ],
    '#1f1b1d',
  ) + path('M-.9.4L-.2-.9L.5-.2Z', '#57504f');

/** A fenugreek seed: small, hard, roughly a rhombus, with a furrow across one corner. */
const fenugreek = (random: number) =>
  path(
    random > 0.5
      ? 'M-1.9-.6C-1.8-1.1-1.4-1.3-.9-1.3L1.2-1.1C1.7-1 2-.6 1.9-.1L1.6.8C1.5 1.2 1.1 1.4.7 1.4L-1.3 1.1C-1.8 1-2 .6-1.9.2Z'
      : 'M-1.6-1C-1.3-1.4-.8-1.5-.4-1.4L1.5-.6C1.9-.4 2 .1 1.8.5L1.3 1.2C1 1.5.6 1.6.2 1.4L-1.5.5C-1.9.3-2-.2-1.8-.6Z',
    random > 0.3 ? '#c99236' : '#b98029',
  ) +
  line('M-.6 1.2C-.4.3 .2-.4 1.2-.8', '#8a5a18', 0.4) +
  ellipse(-0.7, -0.5, 0.6, 0.3, '#e8bb6a', -15);

const cardamomPod = () =>
  path('M-3.6 0C-3.2-2 -1-2.1.4-2S3.4-1.2 3.9 0C3.4 1.2 1.8 2 .4 2S-3.2 2-3.6 0Z', '#8dab4c') +
  line('M-3 .2C-1 .7 1.3.7 3.4.1', '#6a8a34', 0.45) +
  line('M-2.7-.9C-.8-1.3 1.4-1.3 3.2-.6', '#b3cd74', 0.5) +
  path('M3.8 0L4.7-.3L4.7.3Z', '#6a8a34');

const clove = () =>
  path('M-5.2-.35L2.6-.85L2.6.85L-5.2.35Z', '#5a3422') +
  polygon(
    [
      [2.4, -0.9],
      [4, -1.9],
      [3.6, -0.2],
      [4, 1.9],
      [2.4, 0.9],
    ],
    '#6b3d26',
  ) +
  circle(4.4, 0, 1.25, '#7e4a2e') +
  circle(4.1, -0.4, 0.45, '#a36a45') +
  line('M-4.5-.1L1.8-.4', '#7e4a2e', 0.25);

const pineNut = () =>
  path(
    'M-2.3 0C-2.3-1 -1.2-1.2 0-1.1C1.4-1 2.3-.5 2.6 0C2.3.5 1.4 1 0 1.1C-1.2 1.2-2.3 1-2.3 0Z',
    '#f1e2bc',
  ) +
  path('M1.6-.6C2.1-.4 2.5-.2 2.6 0C2.4.2 2.1.4 1.6.6Z', '#d4b77a') +
  line('M-1.6-.45C-.6-.7.4-.7 1.2-.55', '#ffffff', 0.35);

const sesame = () =>
  path(
    'M-1.6 0C-1.6-.9-.6-1 .3-.9C1.2-.8 1.7-.3 1.9 0C1.7.3 1.2.8.3.9C-.6 1-1.6.9-1.6 0Z',
    '#f3e3bd',
  ) + path('M-1.6 0C-1.6.6-1 .9-.2.9C-.8.6-1.1.3-1.2 0Z', '#d6bd88');

/** A tear of mastic resin: a pale, glassy drop, its lower edge deeper, a bright glint above. */
const masticTear = (random: number) =>
  path(
    `M0-${num(2 + random)}C1.6-${num(1.8 + random)} 2.3-.2 2 .8C1.7 2 .6 2.4-.4 2.3C-1.8 2.2-2.4 1-2.2-.2C-2-1.2-1.2-${num(1.9 + random)} 0-${num(2 + random)}Z`,
    random > 0.5 ? '#efe4a2' : '#f4ecbc',
  ) +
  path(
    'M-2.1.4C-1.6 1.8-.4 2.4.8 2.2C1.6 2 2 1.3 2 .6C1.4 1.5.2 1.8-.8 1.5C-1.4 1.3-1.9.9-2.1.4Z',
    '#d3b955',
  ) +
  ellipse(-0.6, -0.7, 0.9, 0.5, '#ffffff', -30) +
  circle(0.9, 0.3, 0.3, '#ffffff');

/** A saffron thread: a thin red stigma widening to a notched tip, its pale style at the base. */
const saffronThread = (length: number, bend: number, red: string) =>
  path(
    `M0-.2Q${num(length / 2)} ${num(bend - 0.4)} ${num(length)}-.8L${num(length + 0.4)}-.3L${num(length + 0.1)} .1L${num(length + 0.3)} .6L${num(length)} .8Q${num(length / 2)} ${num(bend + 0.4)} 0 .2Z`,
    red,
  ) + line(`M0 0L-2 .3`, '#f4b400', 0.45);

export const SPICE_GLYPHS: Readonly<Record<string, () => string>> = {
  'ras-el-hanout': () =>
    groundSpice({
      seed: 'ras-el-hanout',
      powder: '#b5562c',
      light: '#d27c46',
      shade: '#92401f',
      flecks: ['#f2b33d', '#4d2614', '#e8582c', '#7d8f3a', '#f7e1b5'],
      dishColors: GREEN_DISH,
    }),
  cumin: () =>
    groundSpice({
      seed: 'cumin',
      powder: '#a87a3d',
      light: '#c99c5a',
      shade: '#85592b',
      flecks: ['#6e4a22'],
      extra:
        place(24.5, 27.5, -25, ribbedSeed(3.6, 1.3, { base: '#8a6430', rib: '#c49a5c' })) +
        place(27.5, 25.5, 40, ribbedSeed(3.6, 1.3, { base: '#946b35', rib: '#c49a5c' })),
    }),
  paprika: () =>
    groundSpice({
      seed: 'paprika',
      powder: '#e23b22',
      light: '#f4704a',
      shade: '#b72714',
      flecks: ['#ff9a6c', '#a31f10'],
      dishColors: FEZ_DISH,
    }),
  'hot-paprika': () =>
    groundSpice({
      seed: 'hot-paprika',
      powder: '#a91d0e',
      light: '#cf3b24',
      shade: '#7c1207',
      flecks: ['#5a0b04', '#e0452b'],
      extra: driedChilli(22.5, 27, -12, '#c41a10'),
    }),
  turmeric: () =>
    groundSpice({
      seed: 'turmeric',
      powder: '#f3a712',
      light: '#ffcb4d',
      shade: '#d4800a',
      flecks: ['#e07b0a'],
      dishColors: WOOD_DISH,
      extra: place(
        24,
        26.5,
        -20,
        path('M-4.5-1.4C-2-2.2 2-2 4.5-1.2C5.4-.9 5.4 1 4.5 1.3C2 2-2 2.1-4.5 1.4Z', '#b8732f') +
          ellipse(4.8, 0, 0.9, 1.3, '#f18a00') +
          line('M-2-1.7V1.6M1.2-1.7V1.7', '#8f5522', 0.35),
      ),
    }),
  saffron: () =>
    line('M16 19V24', '#5a9a3a', 1.2) +
    place(15, 23, -120, path(leafPath(9, 1.4), '#6fae4e')) +
    place(17, 23, -60, path(leafPath(9, 1.4), '#6fae4e')) +
    place(16, 19, -128, path(leafPath(11, 5.6), '#7b4bb8')) +
    place(16, 19, -52, path(leafPath(11, 5.6), '#7b4bb8')) +
    line('M16 14L12.5 4.5M16 14L17 3.5M16 14L21.5 5.5', '#d7261e', 1) +
    path('M11.6 3.6l2 .1-.9 1.5ZM16.1 2.6l1.9.5-1.2 1.2ZM20.7 4.4l1.9.8-1.3 1Z', '#d7261e') +
    line('M16 14L14.3 8M16 14L18.2 8.3', '#f9c23c', 0.8) +
    place(16, 19, -104, path(leafPath(12, 6), '#a97be0')) +
    place(16, 19, -76, path(leafPath(12, 6), '#9a6ad6')) +
    line('M13.5 14.5L11.5 10M18.5 14.5L20.5 10', '#8257c2', 0.5) +
    ellipse(16, 27.5, 11, 3, '#e6e6e6') +
    ellipse(16, 27, 10, 2.4, '#f7f7f7') +
    heap(
      'saffron',
      [4, 3],
      (index, random) =>
        saffronThread(4 + random * 2, (random - 0.5) * 2, index % 2 ? '#c8102e' : '#e0301e'),
      {
        spacing: 3.6,
        rowHeight: 1.2,
        baseY: 27.8,
        spread: 25,
        tilt: -10,
        jitter: 0.5,
      },
    ),
  cinnamon: () =>
    [
      [16.5, 11, '#a9582a'],
      [15, 16.5, '#b8652f'],
      [17, 22, '#9e5226'],
    ]
      .map(([x, y, color]) =>
        place(
          x as number,
          y as number,
          -28,
          path('M-11-2.3H10a1.3 2.3 0 0 1 0 4.6H-11a1.3 2.3 0 0 1 0-4.6Z', color as string) +
            path('M-10.6-1.8H9.6v.9H-10.6Z', '#d9955c') +
            line('M-10.5 1H9.4', '#7a3a17', 0.5) +
            ellipse(10, 0, 1.3, 2.3, '#7f3d19') +
            path('M10-1.5a.8 1.5 0 1 1-.1 3a.5 .9 0 1 1 .1-1.8', 'none', {
              stroke: '#d9955c',
              'stroke-width': 0.45,
            }),
        ),
      )
      .join(''),
  'black-pepper': () =>
    heap('black-pepper', [5, 4, 3, 2], () => peppercorn('#3b2a24', '#1e1512', '#74594c'), {
      spacing: 4.4,
      baseY: 24,
      scale: 1.25,
    }),
  'white-pepper': () =>
    heap('white-pepper', [5, 4, 3, 2], () => peppercorn('#e6d8b8', '#bfa77c', '#fffaf0'), {
      spacing: 4.4,
      baseY: 24,
      scale: 1.25,
    }),
  'anise-seeds': () =>
    heap(
      'anise-seeds',
      [5, 4, 4, 3, 2],
      () =>
        ribbedSeed(3.8, 2.5, { base: '#a09a6b', rib: '#7f7a4e', light: '#c9c497' }) +
        line('M-1.9 0H-2.9', '#7f7a4e', 0.4),
      { spacing: 4, rowHeight: 3, baseY: 25, scale: 1.35 },
    ),
  caraway: () =>
    heap(
      'caraway',
      [5, 5, 4, 3, 2],
      () => ribbedSeed(4.8, 1.15, { base: '#5b3b22', rib: '#b08657' }, 0.7),
      { spacing: 3.9, rowHeight: 2.8, baseY: 25, scale: 1.4 },
    ),
  'coriander-seeds': () =>
    heap('coriander-seeds', [5, 4, 3, 2], coriander, {
      spacing: 4.7,
      rowHeight: 3.9,
      baseY: 24.5,
      scale: 1.18,
    }),
  'fennel-seeds': () =>
    heap(
      'fennel-seeds',
      [5, 4, 4, 3, 2],
      () => ribbedSeed(5, 1.7, { base: '#9fb263', rib: '#6f8640', light: '#c8d58e' }, 0.3),
      { spacing: 4.2, rowHeight: 3, baseY: 25, scale: 1.35 },
    ),
  'nigella-seeds': () =>
    heap('nigella-seeds', [7, 6, 6, 5, 4, 3], (_, random) => nigella(random), {
      spacing: 3,
      rowHeight: 2.4,
      baseY: 25,
      scale: 1.35,
    }),
  fenugreek: () =>
    heap('fenugreek', [6, 6, 5, 4, 3], (_, random) => fenugreek(random), {
      spacing: 3.5,
      rowHeight: 2.6,
      baseY: 25,
      scale: 1.3,
    }),
  cardamom: () =>
    heap('cardamom', [3, 3, 2], cardamomPod, {
      spacing: 7.5,
      rowHeight: 5,
      baseY: 23.5,
      scale: 1.2,
      spread: 35,
      tilt: -20,
    }),
  cloves: () =>
    heap('cloves', [3, 2, 2], clove, {
      spacing: 7,
      rowHeight: 5.5,
      baseY: 23,
      scale: 1.18,
      spread: 60,
      tilt: -30,
      jitter: 1.2,
    }),
  nutmeg: () =>
    ellipse(12.5, 15, 8, 9.5, '#8b5a3c', -20) +
    path('M7 11C9 9 13 8 16 9M6.5 16C9 13 14 12.5 18 14M8 21C11 18 15 18 19 19', 'none', {
      stroke: '#ad7b53',
      'stroke-width': 0.9,
      'stroke-linecap': 'round',
    }) +
    ellipse(9.5, 10, 2.2, 1.3, '#c49268', -35) +
    ellipse(21.5, 21.5, 7.3, 7.8, '#7a4a2c') +
    ellipse(21.5, 21.5, 6.2, 6.7, '#ecd2a8') +
    path(
      'M17 19C19 18 20 21 22 20S25 17 26 19M16.5 23C18.5 22 20 25 22.5 24S25.5 22 26.8 23.5M19 17C20 16 21 17.5 23 16.5M18 26.5C19.5 26 21 27.2 23.5 26.5',
      'none',
      { stroke: '#9b6a45', 'stroke-width': 0.8, 'stroke-linecap': 'round' },
    ) +
    path('M13 26.5C15.5 27.5 18 27 19.5 25', 'none', {
      stroke: '#d83a22',
      'stroke-width': 1,
      'stroke-linecap': 'round',
    }),
  'mastic-gum': () =>
    heap('mastic-gum', [4, 4, 3, 2], (_, random) => masticTear(random), {
      spacing: 5,
      rowHeight: 4,
      baseY: 24,
      scale: 1.35,
      spread: 30,
    }),
  'sesame-seeds': () =>
    heap('sesame-seeds', [7, 7, 6, 5, 4, 3], sesame, {
      spacing: 3.3,
      rowHeight: 2.3,
      baseY: 25,
      scale: 1.28,
    }),
  'pine-nuts': () =>
    heap('pine-nuts', [5, 5, 4, 3, 2], pineNut, {
      spacing: 4.4,
      rowHeight: 2.9,
      baseY: 25,
      scale: 1.25,
    }),
};
