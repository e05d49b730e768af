// Makes sure Debian's Chromium (and fonts for Arabic and emoji, so screenshots read right) is there
// for the browser tests: installs what is missing with apt when we are root, otherwise stops with the
// command to run. A test tool's own browser download cannot work here: only the npm registry and
// Debian's packages are reachable.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = ['chromium', 'fonts-noto-core', 'fonts-noto-color-emoji'];
const isInstalled = (name) => spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status === 0;

const missing = process.env.CHROMIUM_PATH ? [] : packages.filter((name) => !isInstalled(name));
if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the browser tests: ${missing.join(', ')}. Install with:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}
if (!existsSync(chromium)) {
  console.error(`Chromium is still missing at ${chromium}.`);
  process.exit(1);
}
console.log(`Chromium: ${execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim()}`);
