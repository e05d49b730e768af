// Makes sure Debian's Chromium (and fonts for Arabic and emoji, so screenshots read right) is there
// for the browser tests: installs what is missing with apt when we are root, otherwise stops with the
// command to run. A test tool's own browser download cannot work here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installCommand, installMissing } from './debian-packages.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = ['chromium', 'fonts-noto-core', 'fonts-noto-color-emoji'];

const missing = process.env.CHROMIUM_PATH ? [] : installMissing(packages);
if (missing.length > 0) {
  console.error(
    `Missing for the browser tests: ${missing.join(', ')}. Install with:\n` +
      `  ${installCommand(missing)}\n` +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}
if (!existsSync(chromium)) {
  console.error(`Chromium is still missing at ${chromium}.`);
  process.exit(1);
}
console.log(`Chromium: ${execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim()}`);
