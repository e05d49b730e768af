// Makes sure Debian's Chromium is there for the browser tests: installs it with apt when we are
// root, otherwise stops with the command to run. (A test tool's own browser download cannot work
// on our machines: only the npm registry and Debian's packages are reachable.)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core'],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim()}`);
