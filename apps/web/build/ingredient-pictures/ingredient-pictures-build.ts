import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { INGREDIENT_PICTURES_PATH } from '../../src/lib/ingredient-pictures.ts';
import { INGREDIENT_DRAWINGS, type IngredientDrawing } from './ingredient-glyphs-table.ts';

/** The parts of an Iconify JSON icon set we read (the package's icons.json). */
export interface IconSet {
  width?: number;
  height?: number;
  icons: Record<
    string,
    { body: string; width?: number; height?: number; left?: number; top?: number }
  >;
}

/** The Fluent Emoji Flat set, read from its JSON at build time — never bundled. */
export function readIconSet(): IconSet {
  const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as IconSet;
}

const svgFile = (viewBox: string, width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">${body}</svg>`;

/** One icon of the set as a complete standalone SVG file, with its viewBox. */
export function iconSvg(set: IconSet, name: string, recolor?: Readonly<Record<string, string>>) {
  const icon = set.icons[name];
  if (!icon) throw new Error(`No icon "${name}" in the ingredient picture set`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const viewBox = `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`;
  const body = recolor ? recolorBody(icon.body, recolor) : icon.body;
  return svgFile(viewBox, width, height, body);
}

/** A paint attribute with a hex colour (and not, say, `data-fill`). */
const PAINT = /(?<=\s)(fill|stroke|stop-color)="(#[0-9a-fA-F]{3,8})"/g;

/**
 * An icon body with its paint colours swapped by the table (from → to, hex, any case): the same
 * drawing in another ingredient's colours (a red onion from the onion). Every colour of the table
 * must occur in the body, so a table that no longer fits its icon fails the build.
 */
export function recolorBody(body: string, colors: Readonly<Record<string, string>>): string {
  const table = new Map(
    Object.entries(colors).map(([from, to]) => [from.toLowerCase(), to.toLowerCase()]),
  );
  const used = new Set<string>();
  const recolored = body.replace(PAINT, (match, attribute: string, color: string) => {
    const to = table.get(color.toLowerCase());
    if (to === undefined) return match;
    used.add(color.toLowerCase());
    return `${attribute}="${to}"`;
  });
  const unused = [...table.keys()].filter((color) => !used.has(color));
  if (unused.length) throw new Error(`Colours not in the icon: ${unused.join(', ')}`);
  return recolored;
}

/** One ingredient's picture as a complete SVG file. */
export function drawingSvg(set: IconSet, drawing: IngredientDrawing): string {
  if ('glyph' in drawing) return svgFile('0 0 32 32', 32, 32, drawing.glyph);
  return iconSvg(set, drawing.icon, drawing.recolor);
}

/** Slug → SVG of every ingredient picture. */
export function ingredientPictureFiles(set: IconSet = readIconSet()): Map<string, string> {
  return new Map(
    Object.entries(INGREDIENT_DRAWINGS).map(([slug, drawing]) => [slug, drawingSvg(set, drawing)]),
  );
}

/**
 * Writes the ingredient pictures as small static SVGs, `/ingredient-pictures/<slug>.svg` (the client
 * build only; the server renderer only needs their URLs), and serves the same in development. The
 * URL is computed from the slug, so the page ships no map at all: an ingredient without a file (one
 * an admin added later) gets a 404, and the page draws its initial instead. The files are not
 * hashed and the server revalidates them (`max-age=0, must-revalidate` with an ETag).
 */
export function ingredientPictures(): Plugin {
  let files: Map<string, string> | undefined;
  const load = () => (files ??= ingredientPictureFiles());
  const prefix = `${INGREDIENT_PICTURES_PATH}/`;
  return {
    name: 'chhiwat-ingredient-pictures',
    generateBundle() {
      for (const [slug, svg] of load()) {
        this.emitFile({
          type: 'asset',
          fileName: `${prefix.slice(1)}${slug}.svg`,
          source: svg,
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(prefix)) return next();
        const svg = path.endsWith('.svg')
          ? load().get(path.slice(prefix.length, -'.svg'.length))
          : undefined;
        // a missing picture fails to load, as in production, so the page draws the initial
        response.statusCode = svg ? 200 : 404;
        response.setHeader('content-type', svg ? 'image/svg+xml' : 'text/plain');
        response.setHeader('cache-control', 'no-cache');
        response.end(svg ?? 'Not found');
      });
    },
  };
}
