import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import {
  INGREDIENT_PICTURES,
  INGREDIENT_PICTURES_PATH,
} from './src/catalogue/ingredient-pictures.ts';

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

/** One icon of the set as a complete standalone SVG file, with its viewBox. */
export function iconSvg(set: IconSet, name: string): string {
  const icon = set.icons[name];
  if (!icon) throw new Error(`No icon "${name}" in the ingredient picture set`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const viewBox = `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">${icon.body}</svg>`;
}

/** Slug → SVG of every mapped ingredient picture. */
export function ingredientPictureFiles(set: IconSet = readIconSet()): Map<string, string> {
  return new Map(
    Object.entries(INGREDIENT_PICTURES).map(([slug, name]) => [slug, iconSvg(set, name)]),
  );
}

/**
 * Writes the mapped ingredient pictures as small static SVGs, `/ingredient-pictures/<slug>.svg`
 * (the client build only; the server renderer only needs their URLs), and serves the same in
 * development. The URL is computed from the slug, so the page ships no URL map; the files are not
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
        if (!path.startsWith(prefix) || !path.endsWith('.svg')) return next();
        const svg = load().get(path.slice(prefix.length, -'.svg'.length));
        if (!svg) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.setHeader('cache-control', 'no-cache');
        response.end(svg);
      });
    },
  };
}
