// Renders the site's tagine mark (apps/web/public/favicon.svg, the same drawing as the Logo
// component) to the PNG icons an installed app needs, and the favicon.ico older browsers ask for
// (issue #21). The files it writes are committed; run it again after changing the mark:
//   node scripts/make-icons.mjs
// It uses Debian's Chromium through playwright-core, like the browser tests (CHROMIUM_PATH to use
// another), so the icons are drawn by a real SVG renderer with no image library to install.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'public');

// The palette of apps/web/src/styles.css: the mark's tile is saffron-700 (the theme colour).
const SAFFRON_700 = '#b45309';

/** The mark's drawing inside its 64×64 tile: the favicon without its rounded tile. */
function markShapes() {
  const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const shapes = svg.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
  if (shapes === svg || !shapes.includes('<path'))
    throw new Error('favicon.svg no longer starts with its tile <rect>: update make-icons.mjs');
  return shapes;
}

/**
 * A square, full-bleed icon: the tile fills every pixel (no rounded corners, nothing transparent)
 * and the mark is scaled by `scale` about the centre. Launchers cut maskable icons to their own
 * shape, keeping at least the centred circle of 80 % of the width; iOS rounds the corners of the
 * apple-touch-icon and shows transparent pixels as black.
 */
function fullBleed(scale) {
  const offset = 32 * (1 - scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${SAFFRON_700}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${markShapes()}</g></svg>`
  );
}

// The mark's farthest point from the centre is the lid's knob, 26 units away at scale 1; at 0.8
// it sits 20.8 units out, inside the maskable safe circle (radius 0.4 × 64 = 25.6).
const MASKABLE_SCALE = 0.8;

const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleed(MASKABLE_SCALE) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
];
const FAVICON_SIZES = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const render = async (svg, size) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0">` +
        `<img style="display:block" width="${size}" height="${size}" ` +
        `src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    return page.screenshot({
      type: 'png',
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
  };

  for (const { file, size, svg } of icons) {
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await render(svg, size));
    console.log(`${file} (${size}×${size})`);
  }
  const pngs = [];
  for (const size of FAVICON_SIZES) pngs.push({ size, png: await render(favicon, size) });
  fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(pngs));
  console.log(`favicon.ico (${FAVICON_SIZES.join(', ')} px)`);
} finally {
  await browser.close();
}

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every browser): a 6-byte
 * ICONDIR, one 16-byte ICONDIRENTRY per image, then the PNG files one after another. All numbers
 * are little-endian; a width or height of 256 is written as 0.
 */
function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // colours in the palette: none
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}
