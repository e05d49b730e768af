import { describe, expect, it } from 'vitest';
import { chunkFiles } from './renderer.ts';

const manifest = {
  'index.html': { file: 'assets/index-abc123.js' },
  'src/features/recipe/recipe-page.tsx': {
    file: 'assets/recipe-page-1a2b.js',
    imports: ['index.html', '_shared-3c4d.js', '_deep-7a8b.js'],
  },
  '_shared-3c4d.js': { file: 'assets/shared-3c4d.js', imports: ['_deep-7a8b.js'] },
  '_deep-7a8b.js': { file: 'assets/deep-7a8b.js', imports: ['_shared-3c4d.js'] },
  'src/i18n/ar.json': { file: 'assets/ar-9f0e.js' },
};

describe("a page's chunks from the build manifest", () => {
  it('lists a lazy page and everything it imports, once each, without the entry', () => {
    expect(chunkFiles(manifest, 'src/features/recipe/recipe-page.tsx')).toEqual([
      '/assets/recipe-page-1a2b.js',
      '/assets/shared-3c4d.js',
      '/assets/deep-7a8b.js',
    ]);
  });

  it('lists a language chunk alone, and nothing for an unknown source', () => {
    expect(chunkFiles(manifest, 'src/i18n/ar.json')).toEqual(['/assets/ar-9f0e.js']);
    expect(chunkFiles(manifest, 'src/nowhere.tsx')).toEqual([]);
  });
});
