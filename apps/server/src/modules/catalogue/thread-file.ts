import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The thread's code: the build's own file beside main.js; from source (tests, `npm run dev`), the
 * same file bundled once per process as the build does it, into node_modules/.cache.
 */
export const threadFile = (): Promise<URL> =>
  import.meta.url.endsWith('.ts')
    ? (sourceBundle ??= bundleSource())
    : Promise.resolve(new URL('./catalogue-thread.js', import.meta.url));
let sourceBundle: Promise<URL> | undefined;

async function bundleSource(): Promise<URL> {
  const { build } = await import('esbuild');
  const manifest = JSON.parse(
    fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  ) as { dependencies: Record<string, string> };
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('./thread.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@chhiwat/')),
    logLevel: 'warning',
  });
  const code = outputFiles[0]?.text ?? '';
  // beside the packages it imports, so they resolve as they do for the source
  const modules = createRequire(import.meta.url)
    .resolve('kysely')
    .split('/node_modules/')[0];
  const dir = path.join(`${modules}/node_modules`, '.cache', 'chhiwat');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(dir, `catalogue-thread-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const written = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(written, code);
    fs.renameSync(written, file);
  }
  return pathToFileURL(file);
}
