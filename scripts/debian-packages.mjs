// Installs Debian packages the tests or benchmarks need, with apt when we are root. Only the npm
// registry and Debian's packages are reachable here, so a tool's own download cannot replace them.
import { execFileSync, spawnSync } from 'node:child_process';

const isInstalled = (name) => spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * The packages still missing after trying to install them: none when they were there or apt put
 * them there; all of them when we are not root (the caller says what to run).
 */
export function installMissing(packages) {
  const missing = packages.filter((name) => !isInstalled(name));
  if (missing.length === 0 || !isRoot()) return missing;
  console.log(`Installing ${missing.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  return packages.filter((name) => !isInstalled(name));
}

export const installCommand = (missing) =>
  `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
