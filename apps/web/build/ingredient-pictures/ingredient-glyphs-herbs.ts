// One file over 300 lines: one table, a sprig per herb, and the stem and leaf helpers above it that
// only these sprigs use; each entry is one picture, read alone; the table has no seam but length.
/**
 * Drawn sprigs of the herbs: each with its own leaf shape, arrangement and colour — flat toothed
 * parsley, round-lobed cilantro, serrated mint in pairs, tiny thyme leaves, one bay leaf, rosemary
 * needles, velvety sage… (see ingredient-glyphs.ts for the kit).
 */
import {
  circle,
  define,
  ellipse,
  fit,
  leaf,
  leafPath,
  line,
  num,
  path,
  place,
  use,
} from './ingredient-glyphs.ts';

type Point = readonly [number, number];

/** Points and directions along a quadratic stem from `from` to `to` bending through `via`. */
function along(from: Point, via: Point, to: Point, count: number, start = 0.15, end = 0.95) {
  return Array.from({ length: count }, (_, index) => {
    const t = count === 1 ? end : start + ((end - start) * index) / (count - 1);
    const u = 1 - t;
    const x = u * u * from[0] + 2 * u * t * via[0] + t * t * to[0];
    const y = u * u * from[1] + 2 * u * t * via[1] + t * t * to[1];
    const dx = 2 * u * (via[0] - from[0]) + 2 * t * (to[0] - via[0]);
    const dy = 2 * u * (via[1] - from[1]) + 2 * t * (to[1] - via[1]);
    return { x, y, angle: (Math.atan2(dy, dx) * 180) / Math.PI, t };
  });
}

const stem = (from: Point, via: Point, to: Point, color: string, width: number) =>
  line(
    `M${num(from[0])} ${num(from[1])}Q${num(via[0])} ${num(via[1])} ${num(to[0])} ${num(to[1])}`,
    color,
    width,
  );

/**
 * Pairs of leaves along a stem, opening `spread` degrees from it, shrinking towards the tip. The
 * leaf is drawn once (`size` long) and repeated, which keeps a leafy sprig a small file.
 */
function pairs(
  id: string,
  stemPoints: readonly [Point, Point, Point],
  count: number,
  draw: (length: number) => string,
  { size = 6, shrink = 0.5, spread = 50, start = 0.15, end = 0.95, alternate = false } = {},
): string {
  return (
    define(id, draw(size)) +
    along(...stemPoints, count, start, end)
      .map(({ x, y, angle, t }, index) => {
        const scale = 1 - shrink * t;
        const right = use(id, x, y, angle + spread, scale);
        const left = use(id, x, y, angle - spread, scale);
        if (!alternate) return left + right;
        return index % 2 ? left : right;
      })
      .join('')
  );
}

/** A toothed or smooth leaf with a midrib, base at the origin, along +x. */
const bladeWithRib = (
  length: number,
  width: number,
  fill: string,
  rib: string,
  options: Parameters<typeof leafPath>[2] = {},
) => leaf(0, 0, 0, leafPath(length, width, options), fill, { color: rib, length: length * 0.8 });

/** A leaflet of flat parsley or cilantro: three lobes from one point. */
const trefoil = (size: number, fill: string, rib: string, round: boolean) =>
  [-38, 0, 38]
    .map((angle) =>
      place(
        0,
        0,
        angle,
        bladeWithRib(size * (angle ? 0.8 : 1), size * (round ? 0.95 : 0.72), fill, rib, {
          teeth: round ? 3 : 4,
          depth: round ? 0.5 : 0.8,
          roundTip: round,
          widest: 0.6,
        }),
      ),
    )
    .join('');

/** A leaf cut into narrow fingers, like wormwood's. */
const fingers = (size: number, fill: string) =>
  line(`M0 0L${num(size * 0.55)} 0`, fill, 0.5) +
  [-50, -22, 0, 22, 50]
    .map((angle) => place(size * 0.5, 0, angle, path(leafPath(size * 0.55, size * 0.16), fill)))
    .join('');

/** A whorl of tiny flowers around a stem node. */
const whorl = (x: number, y: number, colors: readonly [string, string], r = 2.2) =>
  [0, 60, 120, 180, 240, 300]
    .map((angle, index) =>
      circle(
        x + Math.cos((angle * Math.PI) / 180) * r,
        y + Math.sin((angle * Math.PI) / 180) * r * 0.6,
        r * 0.45,
        colors[index % 2] ?? colors[0],
      ),
    )
    .join('') + circle(x, y, r * 0.5, colors[1]);

/** A little knot of buds at a stem's tip (marjoram). */
const knot = (x: number, y: number, light: string, dark: string) =>
  circle(x - 0.9, y + 0.4, 1.1, dark) +
  circle(x + 0.9, y + 0.4, 1.1, dark) +
  circle(x, y - 0.7, 1.2, light) +
  circle(x - 0.3, y - 1, 0.4, '#ffffff');

export const HERB_GLYPHS: Readonly<Record<string, () => string>> = {
  parsley: () => {
    const stems: [Point, Point, Point][] = [
      [
        [16, 30],
        [13, 20],
        [8.5, 12],
      ],
      [
        [16, 30],
        [16.5, 18],
        [16, 7.5],
      ],
      [
        [16, 30],
        [20, 20],
        [23.5, 12.5],
      ],
    ];
    return (
      stems.map((points) => stem(...points, '#5aa83a', 1)).join('') +
      line('M14.8 21.5L10.5 20M17.4 20L22 18', '#5aa83a', 0.8) +
      place(10.5, 20, 200, trefoil(4.4, '#23792f', '#4aa24a', false)) +
      place(22, 18, -20, trefoil(4.4, '#23792f', '#4aa24a', false)) +
      place(8.5, 12, -125, trefoil(6, '#2e9b3e', '#69c36a', false)) +
      place(16, 7.5, -90, trefoil(6.3, '#2e9b3e', '#69c36a', false)) +
      place(23.5, 12.5, -55, trefoil(6, '#2e9b3e', '#69c36a', false))
    );
  },
  cilantro: () => {
    const stems: [Point, Point, Point][] = [
      [
        [16, 30],
        [11, 22],
        [7.5, 14],
      ],
      [
        [16, 30],
        [15, 19],
        [14.5, 8.5],
      ],
      [
        [16, 30],
        [20, 21],
        [24.5, 13],
      ],
      [
        [16, 30],
        [19.5, 17],
        [20.5, 6.5],
      ],
    ];
    return (
      stems.map((points) => stem(...points, '#86c25e', 0.7)).join('') +
      place(7.5, 14, -130, trefoil(5.2, '#58b947', '#9ad67c', true)) +
      place(14.5, 8.5, -100, trefoil(5.2, '#4caa3e', '#9ad67c', true)) +
      place(24.5, 13, -50, trefoil(5.2, '#58b947', '#9ad67c', true)) +
      place(20.5, 6.5, -75, trefoil(4.6, '#63c451', '#a8de8a', true)) +
      place(11.3, 21.5, 190, trefoil(3.4, '#4caa3e', '#9ad67c', true)) +
      place(20.6, 20, -10, trefoil(3.4, '#4caa3e', '#9ad67c', true))
    );
  },
  mint: () => {
    const points: [Point, Point, Point] = [
      [16, 30],
      [15, 18],
      [16.5, 4.5],
    ];
    const blade = (length: number) =>
      bladeWithRib(length, length * 0.66, '#36a844', '#7fd37f', {
        teeth: 6,
        depth: 0.45,
        widest: 0.35,
      }) +
      line(
        `M${num(length * 0.3)} 0l${num(length * 0.12)} ${num(-length * 0.16)}M${num(length * 0.3)} 0l${num(length * 0.12)} ${num(length * 0.16)}M${num(length * 0.55)} 0l${num(length * 0.1)} ${num(-length * 0.12)}M${num(length * 0.55)} 0l${num(length * 0.1)} ${num(length * 0.12)}`,
        '#7fd37f',
        0.4,
      );
    return (
      stem(...points, '#4f8f2f', 1.3) +
      pairs('l1', points, 4, blade, { size: 11, shrink: 0.6, spread: 58, start: 0.22, end: 0.97 })
    );
  },
  pennyroyal: () => {
    const left: [Point, Point, Point] = [
      [14, 30],
      [11, 18],
      [10, 5.5],
    ];
    const right: [Point, Point, Point] = [
      [15, 30],
      [21, 19],
      [22.5, 7.5],
    ];
    const blade = (length: number) =>
      bladeWithRib(length, length * 0.7, '#4d8a45', '#86b97c', {
        teeth: 3,
        depth: 0.2,
        roundTip: true,
        widest: 0.5,
      });
    const flowers = (points: [Point, Point, Point]) =>
      along(...points, 3, 0.5, 1)
        .map(({ x, y }) => whorl(x, y, ['#b48ad8', '#8f63c0'], 2.1))
        .join('');
    return (
      stem(...left, '#5c7f3e', 0.8) +
      stem(...right, '#5c7f3e', 0.8) +
      pairs('l2', left, 4, blade, { size: 4.2, shrink: 0.3, spread: 70, start: 0.12, end: 0.85 }) +
      pairs('l3', right, 4, blade, { size: 4.2, shrink: 0.3, spread: 70, start: 0.12, end: 0.85 }) +
      flowers(left) +
      flowers(right)
    );
  },
  'lemon-verbena': () => {
    const points: [Point, Point, Point] = [
      [14, 30],
      [16, 18],
      [17, 4],
    ];
    const blade = (length: number) =>
      bladeWithRib(length, length * 0.24, '#8dc63f', '#d4ec9c', { widest: 0.4 });
    return fit(
      0.9,
      stem(...points, '#6f9a36', 1) +
        pairs('l4', points, 3, blade, { size: 12, shrink: 0.3, spread: 42, start: 0.2, end: 0.8 }) +
        along(...points, 3, 0.2, 0.8)
          .map(({ x, y, angle }) => place(x, y, angle + 8, blade(8)))
          .join('') +
        place(17, 4, -88, blade(6)),
    );
  },
  wormwood: () => {
    const stems: [Point, Point, Point][] = [
      [
        [16, 30],
        [12, 18],
        [9, 6],
      ],
      [
        [16, 30],
        [17, 17],
        [17.5, 4],
      ],
      [
        [16, 30],
        [21, 19],
        [24.5, 8],
      ],
    ];
    return fit(
      0.95,
      stems.map((points) => stem(...points, '#8f9f88', 0.8)).join('') +
        stems
          .map((points, index) =>
            pairs(`l5${index}`, points, 4, (length) => fingers(length, '#a7b9a2'), {
              size: 6,
              shrink: 0.45,
              spread: 55,
              start: 0.25,
              end: 1,
              alternate: true,
            }),
          )
          .join('') +
        place(9, 6, -110, fingers(4.5, '#c3d1be')) +
        place(17.5, 4, -90, fingers(4.5, '#c3d1be')) +
        place(24.5, 8, -70, fingers(4.5, '#c3d1be')),
    );
  },
  thyme: () => {
    const stems: [Point, Point, Point][] = [
      [
        [15, 30],
        [11, 19],
        [7, 6],
      ],
      [
        [15, 30],
        [16, 18],
        [16.5, 3.5],
      ],
      [
        [15, 30],
        [20, 19],
        [25, 7.5],
      ],
      [
        [15.6, 21],
        [19.5, 15],
        [21, 9],
      ],
    ];
    const blade = (length: number) =>
      path(leafPath(length, length * 0.5, { roundTip: true }), '#6b8f55');
    const light = (length: number) =>
      path(leafPath(length, length * 0.5, { roundTip: true }), '#8fb377');
    return (
      stems.map((points) => stem(...points, '#7a6448', 0.7)).join('') +
      stems
        .map(
          (points, index) =>
            pairs(`l6${index}`, points, 9, index % 2 ? light : blade, {
              size: 2.4,
              shrink: 0.3,
              spread: 48,
              start: 0.3,
              end: 1,
            }) + place(points[2][0], points[2][1], 0, blade(1.8)),
        )
        .join('')
    );
  },
  zaatar: () => {
    const stems: [Point, Point, Point][] = [
      [
        [16, 30],
        [12, 18],
        [9.5, 7.5],
      ],
      [
        [16, 30],
        [19.5, 18],
        [22.5, 6.5],
      ],
    ];
    const blade = (length: number) =>
      path(leafPath(length, length * 0.72, { roundTip: true, widest: 0.5 }), '#7fa06a') +
      path(leafPath(length * 0.8, length * 0.4, { roundTip: true, widest: 0.5 }), '#a4c18f');
    const flowers = ([x, y]: Point) =>
      circle(x - 1.2, y, 1.1, '#f4f4f4') +
      circle(x + 1.2, y, 1.1, '#f4f4f4') +
      circle(x, y - 1.2, 1.1, '#f7e1ec') +
      circle(x, y + 0.1, 0.6, '#d98cb3');
    return (
      stems.map((points) => stem(...points, '#7d8f5a', 0.8)).join('') +
      stems
        .map((points, index) =>
          pairs(`l7${index}`, points, 5, blade, {
            size: 4.6,
            shrink: 0.35,
            spread: 55,
            start: 0.2,
            end: 0.9,
          }),
        )
        .join('') +
      flowers([9.5, 6.5]) +
      flowers([22.5, 5.5])
    );
  },
  marjoram: () => {
    const stems: [Point, Point, Point][] = [
      [
        [16, 30],
        [11.5, 19],
        [8, 9],
      ],
      [
        [16, 30],
        [16, 18],
        [15.5, 5],
      ],
      [
        [16, 30],
        [21, 19],
        [24, 9.5],
      ],
    ];
    const blade = (length: number) =>
      bladeWithRib(length, length * 0.78, '#84b65e', '#b8da98', { roundTip: true, widest: 0.5 });
    return (
      stems.map((points) => stem(...points, '#6f9a4a', 0.8)).join('') +
      stems
        .map((points, index) =>
          pairs(`l8${index}`, points, 4, blade, {
            size: 4.4,
            shrink: 0.3,
            spread: 60,
            start: 0.25,
            end: 0.85,
          }),
        )
        .join('') +
      knot(8, 8.5, '#c7e09e', '#9fc978') +
      knot(15.5, 4.5, '#c7e09e', '#9fc978') +
      knot(24, 9, '#c7e09e', '#9fc978')
    );
  },
  rosemary: () => {
    const main: [Point, Point, Point] = [
      [8, 30],
      [13, 17],
      [23, 3.5],
    ];
    const branch: [Point, Point, Point] = [
      [11.6, 21],
      [18, 17],
      [25.5, 14.5],
    ];
    const needle = (length: number) =>
      path(leafPath(length, 1.1), '#3f6e4a') +
      line(`M.6 .15L${num(length * 0.8)} .15`, '#9dbb9f', 0.3);
    return (
      stem(...main, '#7a6448', 1.1) +
      stem(...branch, '#7a6448', 0.8) +
      pairs('l9', main, 11, needle, { size: 5.6, shrink: 0.35, spread: 42, start: 0.12, end: 1 }) +
      pairs('l10', branch, 6, needle, { size: 4.6, shrink: 0.3, spread: 42, start: 0.2, end: 1 }) +
      ellipse(14.5, 12.5, 0.9, 0.6, '#9ec3f0') +
      ellipse(19.5, 20.5, 0.9, 0.6, '#9ec3f0')
    );
  },
  'bay-leaves': () => {
    const length = 27;
    const width = 10.5;
    const veins = [0.22, 0.36, 0.5, 0.64, 0.78]
      .map(
        (t) =>
          `M${num(length * t)} 0l${num(length * 0.1)} ${num(-width * 0.34)}M${num(length * t)} 0l${num(length * 0.1)} ${num(width * 0.34)}`,
      )
      .join('');
    return fit(
      0.9,
      place(
        5,
        27.5,
        -45,
        line('M-2.5 0H.5', '#8a6a3a', 1) +
          path(leafPath(length, width, { widest: 0.42 }), '#5f8a3a') +
          path(
            `M0 0C${num(length * 0.2)} ${num(-width * 0.5)} ${num(length * 0.42)} ${num(-width * 0.5)} ${num(length * 0.42)} ${num(-width * 0.5)}C${num(length)} ${num(-width * 0.5)} ${num(length)} 0 ${num(length)} 0Z`,
            '#78a34a',
          ) +
          line(`M0 0H${num(length * 0.92)}`, '#c9d89a', 0.7) +
          line(veins, '#a9c27a', 0.4),
      ),
    );
  },
  sage: () => {
    const points: [Point, Point, Point] = [
      [16, 30],
      [15, 19],
      [16.5, 7],
    ];
    const blade = (length: number) =>
      bladeWithRib(length, length * 0.45, '#8aa887', '#c6d8c2', { roundTip: true, widest: 0.45 }) +
      [0.3, 0.5, 0.7]
        .map(
          (t) =>
            circle(length * t, -length * 0.1, 0.35, '#a9c2a5') +
            circle(length * t + 0.6, length * 0.1, 0.35, '#a9c2a5'),
        )
        .join('');
    return fit(
      0.95,
      stem(...points, '#7d9378', 1.1) +
        pairs('l11', points, 3, blade, {
          size: 11.5,
          shrink: 0.35,
          spread: 52,
          start: 0.2,
          end: 0.8,
        }) +
        place(16.5, 7, -90, blade(7.5)),
    );
  },
};
