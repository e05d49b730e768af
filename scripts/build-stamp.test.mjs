import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildState, sourcesHash, writeStamp } from './build-stamp.mjs';

const trees = [];
afterEach(() => trees.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A small tree with the inputs' and outputs' shape: one source per package, every output. */
function builtTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-stamp-'));
  trees.push(root);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('packages/core/src/rule.ts', 'export const rule = 1;');
  write('apps/server/src/main.ts', 'console.log(1);');
  write('apps/web/src/app.tsx', 'export {};');
  write('apps/web/index.html', '<div id="root"></div>');
  write('package-lock.json', '{}');
  for (const file of BUILD_OUTPUTS) write(file, 'built');
  writeStamp(root);
  return { root, write };
}

describe('the build stamp (npm start rebuilds only when needed)', () => {
  it('is fresh right after a build, and stays so when times change but contents do not', () => {
    const { root } = builtTree();
    expect(buildState(root)).toEqual({ stale: false });
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'apps/server/src/main.ts'), later, later);
    expect(buildState(root)).toEqual({ stale: false });
  });

  it('is stale when a source changes, is added, or when an output or the stamp is missing', () => {
    const changed = builtTree();
    changed.write('packages/core/src/rule.ts', 'export const rule = 2;');
    expect(buildState(changed.root)).toMatchObject({ stale: true, reason: /sources changed/ });

    const added = builtTree();
    added.write('apps/web/src/new-screen.tsx', 'export {};');
    expect(buildState(added.root).stale).toBe(true);

    const lost = builtTree();
    fs.rmSync(path.join(lost.root, 'apps/web/dist-ssr/entry-server.js'));
    expect(buildState(lost.root)).toEqual({
      stale: true,
      reason: 'apps/web/dist-ssr/entry-server.js is missing',
    });

    const unstamped = builtTree();
    fs.rmSync(path.join(unstamped.root, 'apps/server/dist/build-stamp.json'));
    expect(buildState(unstamped.root)).toMatchObject({ stale: true, reason: /stamp/ });
  });

  it('ignores tests, dependencies and build output when hashing the sources', () => {
    const { root, write } = builtTree();
    const before = sourcesHash(root);
    write('apps/server/src/main.test.ts', 'it("runs", () => {});');
    write('apps/web/node_modules/some-package/index.js', 'module.exports = 1;');
    write('apps/web/dist/assets/extra.js', 'built');
    expect(sourcesHash(root)).toBe(before);
    expect(buildState(root)).toEqual({ stale: false });
  });
});
