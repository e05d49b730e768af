import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Public files (from public/) the worker precaches beside the build's own. */
const PUBLIC_FILES = [
  'boot.js',
  'favicon.svg',
  'favicon.ico',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
];

/**
 * Bundles src/service-worker/service-worker.ts into /service-worker.js (decision 0020) with the
 * public part of this build as its precache list: the entry and every chunk reachable from it
 * except the back-office's, their CSS, the app shell, the ingredient pictures and the public files.
 */
export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'chhiwat-service-worker',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const revisionOf = (file: string) =>
        createHash('sha256')
          .update(fs.readFileSync(path.join(outDir, file)))
          .digest('hex')
          .slice(0, 16);
      const precache = [
        ...publicChunkFiles(bundle).map((file) => ({ url: `/${file}`, revision: null })),
        ...['index.html', ...PUBLIC_FILES, ...pictureFiles(bundle)]
          .filter((file) => fs.existsSync(path.join(outDir, file)))
          .map((file) => ({ url: `/${file}`, revision: revisionOf(file) })),
      ];
      await build({
        entryPoints: [path.join(root, 'src/service-worker/service-worker.ts')],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        outfile: path.join(outDir, 'service-worker.js'),
        define: {
          __PRECACHE__: JSON.stringify(precache),
          'process.env.NODE_ENV': '"production"',
        },
        logLevel: 'warning',
      });
    },
  };
}

/** The ingredient pictures the build wrote (ingredient-pictures-build.ts): the picker's, offline too. */
const pictureFiles = (bundle: OutputBundle) =>
  Object.values(bundle)
    .filter((item) => item.type === 'asset' && item.fileName.startsWith('ingredient-pictures/'))
    .map((item) => item.fileName);

const isAdmin = (chunk: OutputChunk) => chunk.facadeModuleId?.includes('/features/admin/') ?? false;

/** The files of the chunks the public site can load: from the entry, never through the admin's. */
function publicChunkFiles(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName) || isAdmin(chunk)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    [...chunk.imports, ...chunk.dynamicImports].forEach((file) => visit(chunks.get(file)));
  };
  [...chunks.values()].filter((chunk) => chunk.isEntry).forEach(visit);
  return [...files];
}
