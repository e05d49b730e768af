// One file over 300 lines: one table, a picture per vegetable, fruit and legume, one of four
// families (herbs, pantry, spices beside it); the leaf and seed helpers above it draw only these.
/**
 * Drawn pictures of the vegetables, fruits and legumes the Fluent set lacks, each drawn by its own
 * shape and colours (see ingredient-glyphs.ts for the kit).
 */
import {
  circle,
  fit,
  ellipse,
  heap,
  leafPath,
  line,
  num,
  path,
  place,
  randomFrom,
} from './ingredient-glyphs.ts';

/** Green leaves on stems rising from (x, y), as on a turnip or a beet. */
const tops = (x: number, y: number, stem: string, leaves: readonly [string, string]) =>
  line(`M${num(x)} ${num(y)}L${num(x - 3.5)} ${num(y - 6)}`, stem, 1) +
  line(`M${num(x)} ${num(y)}L${num(x + 0.4)} ${num(y - 7)}`, stem, 1) +
  line(`M${num(x)} ${num(y)}L${num(x + 4)} ${num(y - 5.5)}`, stem, 1) +
  place(x - 2.8, y - 5, -122, path(leafPath(6.5, 4.4, { roundTip: true }), leaves[0])) +
  place(x + 0.4, y - 6.2, -88, path(leafPath(6.8, 4.6, { roundTip: true }), leaves[1])) +
  place(x + 3.4, y - 4.8, -55, path(leafPath(6.5, 4.4, { roundTip: true }), leaves[0]));

/** A leaf blade with a broad midrib and veins (chard, spinach, mallow), base at 0, along +x. */
const veinedLeaf = (
  length: number,
  width: number,
  colors: { leaf: string; rib: string; vein: string },
  options: Parameters<typeof leafPath>[2] = {},
) =>
  path(leafPath(length, width, options), colors.leaf) +
  line(
    [0.3, 0.5, 0.7]
      .map(
        (t) =>
          `M${num(length * t)} 0l${num(length * 0.12)} ${num(-width * 0.3)}M${num(length * t)} 0l${num(length * 0.12)} ${num(width * 0.3)}`,
      )
      .join(''),
    colors.vein,
    0.5,
  ) +
  line(`M0 0H${num(length * 0.85)}`, colors.rib, 1);

/** A round leaf with shallow lobes, notched where its stem joins below, veins fanning from there. */
function roundLeaf(r: number, colors: { leaf: string; vein: string }): string {
  const lobes = 7;
  let d = 'M0 ' + num(r * 0.55);
  for (let index = 0; index <= lobes * 2; index++) {
    const angle = ((-90 + 24 + (index / (lobes * 2)) * 312) * Math.PI) / 180;
    const radius = index % 2 ? r : r * 0.9;
    d += `L${num(Math.cos(angle) * radius)} ${num(-Math.sin(angle) * radius)}`;
  }
  const veins = [-70, -35, 0, 35, 70]
    .map((angle) => {
      const a = ((angle - 90) * Math.PI) / 180;
      return `M0 ${num(r * 0.55)}L${num(Math.cos(a) * r * 0.85)} ${num(Math.sin(a) * r * 0.85)}`;
    })
    .join('');
  return path(`${d}Z`, colors.leaf) + line(veins, colors.vein, 0.5);
}

const chickpea = (random: number) =>
  circle(0, 0, 2.7, random > 0.5 ? '#e8c28a' : '#e2b97c') +
  path('M2.7-.3A2.7 2.7 0 0 1-.3 2.7A3 3 0 0 0 2.7-.3Z', '#cfa263') +
  path('M-2.6-.8L-3.5-1.4L-2.2-1.8Z', '#d9ae70') +
  line('M-2.2-1.2C-1.2-.4-.4.8-.4 2', '#d1a565', 0.4) +
  ellipse(-0.6, -1.3, 0.9, 0.55, '#f6dfb5', -25);

const lentil = (fill: string, rim: string, light: string) =>
  ellipse(0, 0, 1.8, 1.35, rim) +
  ellipse(0, -0.15, 1.45, 1.05, fill) +
  ellipse(-0.45, -0.45, 0.55, 0.3, light, -15);

const splitFava = (random: number) =>
  path(
    'M-3.2 0C-3.2-2 -1.5-2.4.3-2.3C2.2-2.2 3.3-1.2 3.3.2C3.3 1.8 1.8 2.5 0 2.4C-1.8 2.3-3.2 1.8-3.2 0Z',
    random > 0.5 ? '#e6cd8e' : '#dcc07c',
  ) +
  path('M-2.6-.6C-1-1.3 1-1.3 2.6-.4', 'none', {
    stroke: '#f5e4b5',
    'stroke-width': 0.6,
    'stroke-linecap': 'round',
  }) +
  path('M-1.8 1.2C-.5 1.8 1 1.7 2 1.1', 'none', {
    stroke: '#c4a463',
    'stroke-width': 0.45,
    'stroke-linecap': 'round',
  });

const splitPea = (random: number) =>
  path('M-2.3 0A2.3 2.1 0 0 1 2.3 0Z', random > 0.5 ? '#8fbf4a' : '#9cc957') +
  path('M-2.3 0H2.3A2.3 1 0 0 1-2.3 0Z', '#b9dc7d') +
  ellipse(-0.8, -1, 0.6, 0.35, '#c8e69a', -20);

const fig = (cut: boolean) =>
  cut
    ? path(
        'M0-6.5C1.5-5 5.5-1.5 5.5 2.5C5.5 5.5 3 7 0 7S-5.5 5.5-5.5 2.5C-5.5-1.5-1.5-5 0-6.5Z',
        '#6b2f5e',
      ) +
      path(
        'M0-5.3C1.3-4 4.5-1 4.5 2.4C4.5 4.8 2.5 6 0 6S-4.5 4.8-4.5 2.4C-4.5-1-1.3-4 0-5.3Z',
        '#f6e0cf',
      ) +
      path(
        'M0-3.5C1 -2.5 3.2-.2 3.2 2.4C3.2 4 1.8 4.8 0 4.8S-3.2 4-3.2 2.4C-3.2-.2-1-2.5 0-3.5Z',
        '#d8445a',
      ) +
      [
        [-1.5, 1],
        [0, 0],
        [1.5, 1.2],
        [-0.8, 2.8],
        [0.9, 3],
        [0, -1.8],
        [-1.8, 3.6],
        [1.9, 3.8],
      ]
        .map(([x = 0, y = 0]) => circle(x, y, 0.35, '#f7d35c'))
        .join('')
    : line('M0-6.5L.6-8.5', '#5a7a2a', 1) +
      path(
        'M0-6.5C1.5-5 6-1.5 6 2.8C6 5.8 3.3 7.5 0 7.5S-6 5.8-6 2.8C-6-1.5-1.5-5 0-6.5Z',
        '#6b2f5e',
      ) +
      path('M-3.6-.8C-2.8-2.8-1.4-4-.4-4.6C-.8-3-1.6-1.2-2 .6Z', '#94588a') +
      path('M2.6 5.6C4 4.8 4.8 3.6 5 2.2', 'none', {
        stroke: '#4d1f43',
        'stroke-width': 0.6,
        'stroke-linecap': 'round',
      });

const pricklyPear = (skin: string, light: string, seed: string) =>
  ellipse(0, 0, 4.6, 6, skin) +
  ellipse(-1.5, -2, 1.3, 2.2, light, 15) +
  ellipse(0, -5.6, 1.6, 0.7, '#8a6a3a') +
  [
    [-2, -2],
    [1.8, -3],
    [-2.6, 1.6],
    [1.5, 0.6],
    [0, 3.6],
    [2.6, 3.4],
    [-0.6, -0.6],
  ]
    .map(([x = 0, y = 0]) => circle(x, y, 0.35, '#5e3d1f') + circle(x + 0.5, y + 0.3, 0.25, seed))
    .join('');

/** Deterministic jitter for fibres and spots that should look hand placed. */
const scatter = (
  seed: string,
  count: number,
  draw: (x: number, y: number, r: number) => string,
) => {
  const random = randomFrom(seed);
  return Array.from({ length: count }, () => draw(random(), random(), random())).join('');
};

export const PRODUCE_GLYPHS: Readonly<Record<string, () => string>> = {
  zucchini: () =>
    fit(
      0.9,
      [
        [15, 11, '#2f6b2a', '#5c9a48'],
        [17, 21, '#3d7d33', '#6aa854'],
      ]
        .map(([x, y, skin, stripe]) =>
          place(
            x as number,
            y as number,
            -28,
            path(
              'M-12.5-3.1C-8-4-6-4.2 0-4.2S8-4.4 12.5-3.8C14.4-3.5 14.4 3.5 12.5 3.8C8 4.4 6 4.2 0 4.2S-8 4-12.5 3.1C-13.8 2.8-13.8-2.8-12.5-3.1Z',
              skin as string,
            ) +
              line('M-10.5-2H11.5M-10.5 0H12M-10.5 2H11.5', stripe as string, 0.6) +
              scatter(`zucchini-${x}`, 16, (a, b) =>
                circle(-10 + a * 21, -2.8 + b * 5.6, 0.35, '#9ccc7a'),
              ) +
              path(
                'M-12.5-3.1C-13.8-2.8-13.8 2.8-12.5 3.1L-14 1.3-16.4 1.5-16.4-1.5-14-1.3Z',
                '#8fb35a',
              ) +
              ellipse(13.2, 0, 1, 2.8, '#26561f'),
          ),
        )
        .join(''),
    ),
  turnips: () =>
    fit(
      0.94,
      tops(16, 12, '#8fbf4a', ['#44911b', '#5fae3a']) +
        line('M16 27.5C16.2 29 16.6 30 17.5 30.8', '#e6dccb', 0.9) +
        circle(16, 19.5, 8.6, '#f4f1ea') +
        path(
          'M7.6 17.5C8.5 13.5 12 11 16 11S23.5 13.5 24.4 17.5C21.5 16 18.5 15.6 16 15.6S10.5 16 7.6 17.5Z',
          '#9b4d96',
        ) +
        path(
          'M7.6 17.5C8 15.5 9 14 10.5 13C9.5 14.5 9.2 16 9.4 17C8.8 17.1 8.2 17.3 7.6 17.5Z',
          '#b870b3',
        ) +
        path('M20.5 26.5C23 25 24.6 22.5 24.6 19.5C24.6 23.5 22 27 18 28Z', '#ddd6c8') +
        ellipse(12, 19.5, 1.2, 2.6, '#ffffff', 15),
    ),
  beets: () =>
    fit(
      0.94,
      tops(16, 12.5, '#c4274e', ['#2f7d32', '#3f9a3c']) +
        line('M16 28C16.4 29.5 17 30.4 18.2 31', '#7a1638', 1) +
        circle(16, 20, 8.4, '#8e1d4a') +
        path('M20.5 27C23 25.5 24.4 23 24.4 20C24.4 24 21.8 27.4 17.6 28.3Z', '#6a1238') +
        ellipse(12.2, 17.5, 1.6, 2.8, '#b8336a', 25) +
        line('M11 23.5C13 24.5 15 24.7 17 24.5', '#6a1238', 0.5),
    ),
  cabbage: () =>
    circle(16, 17, 13, '#7fb865') +
    path('M3.2 19C3 12 7 6 13 4.5C10 9 9 14 10.5 21C9 25 6 26 3.2 19Z', '#6aa653') +
    path('M28.8 19C29 12 25 6 19 4.5C22 9 23 14 21.5 21C23 25 26 26 28.8 19Z', '#6aa653') +
    circle(16, 17.5, 9, '#b8dc9c') +
    path('M16 8.5C13 11 12.5 15 16 18C19.5 15 19 11 16 8.5Z', '#d2eabb') +
    line('M16 27V18M16 21L11.5 17M16 21L20.5 17M16 24.5L10 22M16 24.5L22 22', '#e8f5dc', 0.7) +
    line('M6 14C7 18 7 22 9 25.5M26 14C25 18 25 22 23 25.5', '#a8d08d', 0.6) +
    path('M7 25.5C10 29.5 22 29.5 25 25.5C22 28 10 28 7 25.5Z', '#5c9446'),
  cauliflower: () =>
    fit(
      0.87,
      place(7, 25, -150, path(leafPath(9, 6.5, { roundTip: true }), '#3f8a35')) +
        place(25, 25, -30, path(leafPath(9, 6.5, { roundTip: true }), '#3f8a35')) +
        [
          [10, 15, 4.6],
          [22, 15, 4.6],
          [16, 11, 5],
          [12, 20.5, 4.8],
          [20, 20.5, 4.8],
          [16, 17, 5],
        ]
          .map(
            ([x = 0, y = 0, r = 0]) =>
              circle(x, y, r, '#f5edd6') + circle(x - r * 0.25, y - r * 0.25, r * 0.55, '#fffaec'),
          )
          .join('') +
        scatter('cauliflower', 22, (a, b) => circle(7 + a * 18, 9 + b * 15, 0.55, '#e2d5b3')) +
        path(
          'M4 21C6 25.5 10 28.5 16 28.5S26 25.5 28 21C26 26.5 20 27.2 16 25C12 27.2 6 26.5 4 21Z',
          '#5aa344',
        ) +
        path('M9 29.5C10.5 26 13 24 16 24S21.5 26 23 29.5C20 28 12 28 9 29.5Z', '#6dbb55') +
        line('M16 24.5V28.5M12.5 26L13.5 28M19.5 26L18.5 28', '#c8e6b5', 0.5),
    ),
  'green-beans': () =>
    [
      [-32, 0.4, '#4caf50'],
      [-18, -0.6, '#43a047'],
      [-4, 0.5, '#5cbd5f'],
      [10, -0.4, '#4caf50'],
      [24, 0.6, '#3f9a43'],
    ]
      .map(([angle, bend, color]) =>
        place(
          16,
          28.5,
          (angle as number) - 90,
          line(
            `M0 0Q12 ${num((bend as number) * 6)} 24 ${num(bend as number)}`,
            color as string,
            2.6,
          ) +
            line(
              `M2 -.5Q12 ${num((bend as number) * 6 - 0.7)} 22 ${num((bend as number) - 0.6)}`,
              '#9ee07f',
              0.5,
            ) +
            line(`M24 ${num(bend as number)}l1.6 .6`, '#3b7d2e', 0.7),
        ),
      )
      .join(''),
  artichokes: () =>
    line('M16 24V31', '#5f8a35', 2.2) +
    place(13, 28.5, 200, path(leafPath(5, 2.6), '#6fa34b')) +
    ellipse(16, 16, 9.5, 10, '#5f9140') +
    [
      [16, 8.5, 7, 6.5],
      [12, 13, 7.5, 7],
      [20, 13, 7.5, 7],
      [16, 14.5, 8, 7.5],
      [9.5, 19, 7, 7.5],
      [22.5, 19, 7, 7.5],
      [16, 20.5, 8.5, 8],
      [12, 26, 8, 7.5],
      [20, 26, 8, 7.5],
    ]
      .map(([x = 0, y = 0, w = 0, h = 0], index) =>
        place(
          x,
          y,
          0,
          path(
            `M${num(-w / 2)} 0C${num(-w / 2)} ${num(-h * 0.6)} ${num(-w * 0.15)} ${num(-h)} 0 ${num(-h)}C${num(w * 0.15)} ${num(-h)} ${num(w / 2)} ${num(-h * 0.6)} ${num(w / 2)} 0Z`,
            index % 3 === 1 ? '#6b9c48' : '#78ab52',
          ) +
            path(
              `M${num(-w * 0.3)} -.3C${num(-w * 0.3)} ${num(-h * 0.5)} ${num(-w * 0.1)} ${num(-h * 0.75)} 0 ${num(-h * 0.8)}C${num(-w * 0.02)} ${num(-h * 0.5)} ${num(-w * 0.1)} ${num(-h * 0.25)} ${num(-w * 0.3)} -.3Z`,
              '#9acb72',
            ) +
            path(
              `M-1 ${num(-h * 0.82)}C-.5 ${num(-h * 0.95)} .5 ${num(-h * 0.95)} 1 ${num(-h * 0.82)}L0 ${num(-h)}Z`,
              '#8a4f86',
            ),
        ),
      )
      .join(''),
  pumpkin: () =>
    path('M2.5 13C3 23 9 29.5 16 29.5S29 23 29.5 13Z', '#5f7f5a') +
    path('M4.2 13C4.8 21.5 10 27.5 16 27.5S27.2 21.5 27.8 13Z', '#f58a1f') +
    path('M9 13C9.6 18 12.3 21.5 16 21.5S22.4 18 23 13Z', '#ffb347') +
    path(
      'M8 13C8.4 16.5 10.5 19 12 19C13.5 19 14 16 16 16S18.5 19 20 19C21.5 19 23.6 16.5 24 13Z',
      '#f7c06a',
    ) +
    [
      [10.5, 14.5, 30],
      [13.5, 16.5, 10],
      [18.5, 16.5, -10],
      [21.5, 14.5, -30],
      [16, 14.2, 0],
    ]
      .map(([x = 0, y = 0, angle = 0]) => ellipse(x, y, 0.9, 1.6, '#fff4d6', angle))
      .join('') +
    path('M2.5 13H29.5C29.5 11.5 28.5 10.5 27 10.5H5C3.5 10.5 2.5 11.5 2.5 13Z', '#f9a23b') +
    path('M7.3 24C9.5 26.5 12.6 27.8 16 27.8', 'none', {
      stroke: '#ffffff',
      'stroke-width': 0.8,
      'stroke-opacity': 0.35,
      'stroke-linecap': 'round',
    }),
  spinach: () =>
    fit(
      0.8,
      line('M16 30L9.5 14M16 30L16 10M16 30L22.5 14M16 30L5.5 22M16 30L26.5 22', '#6fae4e', 0.9) +
        place(
          5.5,
          22,
          195,
          veinedLeaf(
            8.5,
            6.5,
            { leaf: '#2f7d32', rib: '#7dc26a', vein: '#4a9a45' },
            { widest: 0.35 },
          ),
        ) +
        place(
          26.5,
          22,
          -15,
          veinedLeaf(
            8.5,
            6.5,
            { leaf: '#2f7d32', rib: '#7dc26a', vein: '#4a9a45' },
            { widest: 0.35 },
          ),
        ) +
        place(
          9.5,
          14,
          -115,
          veinedLeaf(11, 8, { leaf: '#388e3c', rib: '#86c975', vein: '#56a64f' }, { widest: 0.35 }),
        ) +
        place(
          22.5,
          14,
          -65,
          veinedLeaf(11, 8, { leaf: '#388e3c', rib: '#86c975', vein: '#56a64f' }, { widest: 0.35 }),
        ) +
        place(
          16,
          10,
          -90,
          veinedLeaf(
            9,
            7.5,
            { leaf: '#43a047', rib: '#98d689', vein: '#66b85a' },
            { widest: 0.35 },
          ),
        ) +
        path('M14.6 28.5C15 30.5 17 30.5 17.4 28.5Z', '#d9668a'),
    ),
  'swiss-chard': () =>
    fit(
      0.84,
      [
        [9, 29.5, -108, 24, 10.5, '#2f7d32'],
        [21, 29.5, -72, 24, 10.5, '#2f7d32'],
        [15, 30, -90, 26, 11, '#388e3c'],
      ]
        .map(([x, y, angle, length, width, color]) =>
          place(
            x as number,
            y as number,
            angle as number,
            place(
              (length as number) * 0.38,
              0,
              0,
              path(
                leafPath((length as number) * 0.62, width as number, {
                  teeth: 7,
                  depth: 0.5,
                  roundTip: true,
                  widest: 0.5,
                }),
                color as string,
              ),
            ) +
              line(`M0 0H${num((length as number) * 0.95)}`, '#f4f4ef', 2) +
              line(
                [0.5, 0.65, 0.8]
                  .map(
                    (t) =>
                      `M${num((length as number) * t)} 0l${num((length as number) * 0.1)} -3.5M${num((length as number) * t)} 0l${num((length as number) * 0.1)} 3.5`,
                  )
                  .join(''),
                '#e8f3dc',
                0.5,
              ),
          ),
        )
        .join(''),
    ),
  mallow: () =>
    fit(
      0.93,
      line('M16 30L8.5 20M16 30L24 19M16 30L16 15', '#5a9a3a', 0.8) +
        place(8.5, 15, -15, roundLeaf(7, { leaf: '#3f8a35', vein: '#76b85d' })) +
        place(24, 14, 15, roundLeaf(7, { leaf: '#4a9a3c', vein: '#82c468' })) +
        place(16, 10, 0, roundLeaf(7.5, { leaf: '#58a845', vein: '#92d178' })),
    ),
  leeks: () =>
    fit(
      0.82,
      place(
        15,
        17,
        -50,
        line('M-14.5-1.5l-2.2-1M-14.5 0h-2.6M-14.5 1.5l-2.2 1', '#d9ceb0', 0.6) +
          path(
            'M-14.5-2.6C-14.5-3 -14-3.1-13.5-3.1H1V3.1H-13.5C-14 3.1-14.5 3-14.5 2.6Z',
            '#f4f4ec',
          ) +
          path('M-14.5 1.2H1V3.1H-13.5C-14 3.1-14.5 3-14.5 2.6Z', '#e2e2d2') +
          path('M0-3.1H6V3.1H0Z', '#dcecbc') +
          path('M4-3.1H8V3.1H4Z', '#b8d98c') +
          path('M7-3.1C10-4 14-6 17.5-8.5L18.5-6.5C15-4 11-2 7.5-.8Z', '#3f7f3a') +
          path('M7.5-1.2H18.5L18.6 1.6H7.5Z', '#4f9a45') +
          path('M7.5.8C11 2 15 4 18.5 6.8L17.2 8.4C14 5.6 10.5 3.6 7 3.1Z', '#5aa84a') +
          line('M8.5.2H18', '#7cc46a', 0.4) +
          line('M-12-1.8H2', '#ffffff', 0.7),
      ),
    ),
  celery: () =>
    [
      [11, -12, '#a5d07a'],
      [21, 12, '#a5d07a'],
      [13.5, -5, '#b6db8a'],
      [18.5, 5, '#b6db8a'],
      [16, 0, '#c4e39c'],
    ]
      .map(([x, angle, color]) =>
        place(
          x as number,
          30,
          angle as number,
          path('M-2-2H2L1.6-19H-1.6Z', color as string) +
            path('M-2-2H2L1.9-6H-1.9Z', '#e6f3d2') +
            line('M-.8-3V-18.5M.8-3V-18.5', '#8cbc5c', 0.4) +
            place(
              0,
              -19,
              -90,
              path(leafPath(5.5, 4.2, { teeth: 3, depth: 0.8, widest: 0.6 }), '#5fae3f'),
            ) +
            place(
              0,
              -18,
              -140,
              path(leafPath(4.2, 3.2, { teeth: 3, depth: 0.7, widest: 0.6 }), '#4f9d35'),
            ) +
            place(
              0,
              -18,
              -40,
              path(leafPath(4.2, 3.2, { teeth: 3, depth: 0.7, widest: 0.6 }), '#4f9d35'),
            ),
        ),
      )
      .join(''),
  cardoons: () =>
    [
      [9.5, -14, '#9fae97'],
      [22.5, 14, '#9fae97'],
      [13, -5, '#b0bea8'],
      [19, 5, '#b0bea8'],
      [16, 0, '#c0cdb8'],
    ]
      .map(([x, angle, color]) =>
        place(
          x as number,
          30.5,
          angle as number,
          path('M-2.8-1.5H2.8L2.2-22H-2.2Z', color as string) +
            line('M-1.4-2.5V-21.5M0-2.5V-21.5M1.4-2.5V-21.5', '#8a9a82', 0.45) +
            path('M2.5-10L4-11.5L2.6-12.5L4.2-14L2.4-15Z', '#7f9076') +
            path('M-2.5-13L-4-14.5L-2.6-15.5L-4.2-17L-2.3-18Z', '#7f9076'),
        ),
      )
      .join(''),
  fennel: () =>
    line('M12.5 15L9 3.5M16 14V2.5M19.5 15L23 4', '#a8d47a', 1.6) +
    scatter('fennel', 20, (a, b, c) =>
      line(
        `M${num(7 + a * 18)} ${num(3 + b * 8)}l${num(c * 2 - 1)} -2`,
        c > 0.5 ? '#6fbf4a' : '#8fd16a',
        0.5,
      ),
    ) +
    path(
      'M6.5 22C6.5 16 10.5 13 16 13S25.5 16 25.5 22C25.5 27 21.5 29.5 16 29.5S6.5 27 6.5 22Z',
      '#e9f1d2',
    ) +
    path('M16 13C12.5 15 11 19 11.5 29C9 28 6.5 26 6.5 22C6.5 16.5 10 13 16 13Z', '#d4e6b0') +
    path('M16 13C19.5 15 21 19 20.5 29C23 28 25.5 26 25.5 22C25.5 16.5 22 13 16 13Z', '#dce9bd') +
    line('M11.5 29C11 23 12 17 16 13.2M20.5 29C21 23 20 17 16 13.2', '#c2d99a', 0.6) +
    path('M12 29.2C13 30 19 30 20 29.2C19 28.7 13 28.7 12 29.2Z', '#c8b98f'),
  okra: () =>
    [
      [5, 11, 38, '#5fae3f'],
      [11, 5.5, 52, '#4f9d35'],
      [18.5, 3.5, 68, '#66b545'],
    ]
      .map(([x, y, angle, color]) =>
        place(
          x as number,
          y as number,
          angle as number,
          line('M-2.5 0H0', '#3f7f2a', 1.4) +
            path('M0-3.2C6-3.4 15-2.2 23 0C15 2.2 6 3.4 0 3.2Z', color as string) +
            line('M2-1.6C8-1.8 14-1.2 20.5-.3M2 1.6C8 1.8 14 1.2 20.5.3', '#9ee07f', 0.55) +
            line('M2 0H21', '#3f8a2a', 0.45) +
            path('M-.6-3.2L2.6-2.7L1.4-1.4L2.8 0L1.4 1.4L2.6 2.7L-.6 3.2Z', '#3f7f2a'),
        ),
      )
      .join(''),
  'fresh-fava-beans': () =>
    fit(
      0.93,
      place(
        16,
        14,
        -22,
        path('M-14 0C-14-4-8-5.5 0-5.5S14-4 14.5-1C15 1 13 4.5 0 4.5S-14 3-14 0Z', '#7fc24a') +
          path(
            'M-12.5-.5C-12.5-3-7-4 0-4S13-3 13-1C13 .5 10 2.8 0 2.8S-12.5 1.5-12.5-.5Z',
            '#f4f8e6',
          ) +
          [-8.5, -3, 2.5, 8]
            .map(
              (x) =>
                ellipse(x, -0.6, 2.7, 2.2, '#b7dc7a') +
                ellipse(x - 0.8, -1.2, 1, 0.6, '#d6efa6') +
                line(`M${num(x + 1.8)} -1.8v1.6`, '#5e8a3a', 0.5),
            )
            .join('') +
          line('M-14 0C-12 3.5 8 4.5 14.5-1', '#5e9a35', 0.6) +
          line('M14.5-1l2 -.8', '#5e8a3a', 1),
      ) +
        [
          [11, 25.5, 20],
          [20, 26, -15],
        ]
          .map(([x = 0, y = 0, angle = 0]) =>
            place(
              x,
              y,
              angle,
              ellipse(0, 0, 3.6, 2.8, '#a9d46a') +
                ellipse(-1, -0.8, 1.3, 0.7, '#d6efa6') +
                line('M2.6-1.4v2.8', '#4a7a2a', 0.6),
            ),
          )
          .join(''),
    ),
  // fruits
  figs: () => place(11, 15.5, -12, fig(false)) + place(21, 19.5, 10, fig(true), 1.05),
  pomegranate: () =>
    circle(15, 17, 11, '#d0263a') +
    path('M11 7.5L10 4.2L12.4 5.6L13.6 3L15 5.4L16.4 3L17.6 5.6L20 4.2L19 7.5Z', '#a8172a') +
    path('M22 24.5C25 21.5 26 17 24.5 13C27 16.5 27 22.5 22.5 26Z', '#a8172a') +
    ellipse(10.5, 12.5, 2.5, 3.8, '#e85a6a', 35) +
    [
      [21.5, 27.5],
      [24.5, 26],
      [26.8, 28.2],
      [23.5, 29.5],
      [27.8, 25],
    ]
      .map(
        ([x = 0, y = 0]) =>
          circle(x, y, 1.5, '#e8354a') + circle(x - 0.5, y - 0.5, 0.45, '#ffb3bd'),
      )
      .join(''),
  quinces: () =>
    fit(
      0.94,
      line('M16 7.5L16.5 3.5', '#6d4534', 1.2) +
        place(
          17,
          5,
          -30,
          path(leafPath(8, 4, { roundTip: true }), '#5a9a3a') + line('M.5 0H6.5', '#8cc46a', 0.4),
        ) +
        path(
          'M16 7C12 7 10.5 10 10.5 12.5C7 14 5 18 5 21.5C5 26.5 9.5 29.5 15 29.5C21 29.5 27 27 27 21C27 17.5 24.5 14.5 21.5 13C21.5 9.5 19.5 7 16 7Z',
          '#f2c029',
        ) +
        path(
          'M21.5 13C24.5 14.5 27 17.5 27 21C27 27 21 29.5 15 29.5C21 28 24.5 24.5 24 19.5C23.6 16.5 22.5 14.5 21.5 13Z',
          '#d9a21a',
        ) +
        ellipse(10, 19, 2.2, 3.5, '#fbe08a', 20) +
        ellipse(15, 10.5, 1.2, 1.8, '#fbe08a', 10) +
        scatter('quince', 10, (a, b) => circle(9 + a * 14, 14 + b * 12, 0.3, '#e9d6a0')),
    ),
  'prickly-pears': () =>
    place(22, 13.5, 20, ellipse(0, 0, 6.5, 9, '#5a9a3a') + ellipse(-2, -3, 1.5, 3, '#7cba55', 10)) +
    place(10.5, 17, -18, pricklyPear('#f08a2a', '#f9b35f', '#f9c23c')) +
    place(20.5, 21.5, 14, pricklyPear('#d8452c', '#ef7a5c', '#f9c23c')) +
    place(13, 24.5, -5, pricklyPear('#b9c43a', '#dbe07a', '#f9c23c'), 0.9),
  // legumes
  chickpeas: () =>
    heap('chickpeas', [5, 4, 3, 2], (_, random) => chickpea(random), {
      spacing: 5.4,
      rowHeight: 4.3,
      baseY: 25,
    }),
  lentils: () =>
    heap(
      'lentils',
      [7, 7, 6, 5, 4, 3],
      (index) =>
        index % 3
          ? lentil('#8a6a3a', '#6e5230', '#b8955e')
          : lentil('#7c6a38', '#5f5028', '#a89558'),
      { spacing: 3.5, rowHeight: 2.5, baseY: 25, scale: 1.15 },
    ),
  'red-lentils': () =>
    heap(
      'red-lentils',
      [7, 7, 6, 5, 4, 3],
      (index) =>
        index % 3
          ? lentil('#f28a3c', '#d9702a', '#fbb57a')
          : lentil('#f59a4a', '#dd7a32', '#fcc48e'),
      { spacing: 3.5, rowHeight: 2.5, baseY: 25, scale: 1.15 },
    ),
  'split-fava-beans': () =>
    heap('split-fava-beans', [5, 4, 3, 2], (_, random) => splitFava(random), {
      spacing: 5.5,
      rowHeight: 4,
      baseY: 25,
      spread: 60,
    }),
  'split-peas': () =>
    heap('split-peas', [6, 5, 5, 4, 3], (_, random) => splitPea(random), {
      spacing: 4.4,
      rowHeight: 3.2,
      baseY: 25,
      spread: 50,
      scale: 1.1,
    }),
};
