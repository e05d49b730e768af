import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at maximum compression, so
 * the server sends them as they are (fastify-static `preCompressed`) instead of compressing each
 * request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chhiwat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const full = path.join(outDir, file);
        if (!COMPRESSIBLE.test(file) || !fs.statSync(full).isFile()) continue;
        const content = fs.readFileSync(full);
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
