import fs from 'node:fs';
import path from 'node:path';

/** Root and everything under it that is not private (directories 0700, files 0600), with its mode. */
export function notPrivate(root: string): string[] {
  return [root, ...entriesUnder(root)].flatMap((entry) => {
    const stats = fs.lstatSync(entry);
    const mode = stats.mode & 0o7777;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    return stats.isSymbolicLink() || mode === wanted ? [] : [`${entry} 0${mode.toString(8)}`];
  });
}

/** Every file under root 0666 and every directory 0777, as a copy made under umask 0 would leave them. */
export function openToEveryone(root: string) {
  for (const entry of [root, ...entriesUnder(root)])
    fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o777 : 0o666);
}

/** The paths of everything below root (nothing below a file). */
export function entriesUnder(root: string): string[] {
  if (!fs.lstatSync(root).isDirectory()) return [];
  return fs.readdirSync(root, { recursive: true }).map((name) => path.join(root, String(name)));
}
