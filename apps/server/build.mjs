// Bundles the server (and the shared core it imports) into dist/main.js, the backup command into
// dist/backup-cli.js, the media move into dist/media-to-s3.js and the catalogue's thread into
// dist/catalogue-thread.js; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@chhiwat/'),
);

await build({
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'backup-cli': new URL('./src/backup-cli.ts', import.meta.url).pathname,
    'media-to-s3': new URL('./src/media-to-s3-cli.ts', import.meta.url).pathname,
    // started by modules/catalogue/thread-handle.ts as a worker thread, beside main.js
    'catalogue-thread': new URL('./src/modules/catalogue/thread.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
