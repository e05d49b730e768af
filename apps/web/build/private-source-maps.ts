import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Source maps hold the full sources, so they never go in the served folder: the build writes them
 * without a `sourceMappingURL` comment (`sourcemap: 'hidden'`) and this moves them to
 * `sourcemaps/`, beside `dist/`, for whoever needs to decode a production stack trace.
 */
export function privateSourceMaps(): Plugin {
  let outDir = 'dist';
  let mapsDir = 'sourcemaps';
  return {
    name: 'chhiwat-private-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mapsDir = path.resolve(config.root, 'sourcemaps');
    },
    closeBundle() {
      fs.rmSync(mapsDir, { recursive: true, force: true });
      for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue;
        const target = path.join(mapsDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(path.join(outDir, file), target);
      }
    },
  };
}
