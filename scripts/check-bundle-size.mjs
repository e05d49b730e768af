// The first-load budget of issue #20: the JavaScript a first visit to `/` runs before the page is
// interactive — the entry, the chunks index.html preloads with it, and the Arabic texts (a first
// visit is in Arabic; the server preloads that chunk) — gzipped, at most BUDGET_KB. Run after
// `npm run build`; exits 1 over budget, printing what it counted.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const shellScripts = [
  ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g),
];
const texts = manifest['src/i18n/language-texts/ar.ts']?.file;
if (!texts) throw new Error('No Arabic texts chunk in the build manifest');
const files = [...new Set([...shellScripts.map((match) => match[1]), texts])];

const sizes = files.map((file) => ({
  file,
  kb: gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024,
}));
const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
for (const { file, kb } of sizes) console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`${total.toFixed(1).padStart(7)} KB  first load of / (budget ${BUDGET_KB} KB gzipped)`);
if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
