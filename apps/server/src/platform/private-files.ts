import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (password hashes and session tokens in its tables and its
 * write-ahead log), uploaded media and backups: nothing there is for another local user to read,
 * let alone write (a writable `pg_control` or WAL is a way into the admin accounts).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The umask that gives every new file and directory to its owner alone. */
export const PRIVATE_UMASK = 0o077;

/** A file or directory that could not be made private; the message names it and the error. */
export class PrivateFilesError extends Error {
  override readonly name = 'PrivateFilesError';
  constructor(
    message: string,
    /** The system's error code (EPERM, EROFS, ENOTDIR…). */
    readonly code: string,
  ) {
    super(message);
  }
}

/** The calls makePrivate makes, so a test can have one of them fail. */
export interface PrivateFilesSystem {
  statSync(path: string): fs.Stats;
  lstatSync(path: string): fs.Stats;
  readdirSync(path: string): string[];
  chmodSync(path: string, mode: number): void;
}

/**
 * Sets the process umask so that what it creates from now on is its owner's only, keeping any
 * stricter bits the operator set. Files created with an explicit mode (PGlite sets its own)
 * escape it: makePrivate mends those.
 */
export function restrictUmask() {
  const previous = process.umask(PRIVATE_UMASK);
  if ((previous | PRIVATE_UMASK) !== PRIVATE_UMASK) process.umask(previous | PRIVATE_UMASK);
}

const octal = (mode: number) => `0${mode.toString(8)}`;
const reason = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'EIO';

function failure(target: string, doing: string, error: unknown) {
  return new PrivateFilesError(
    `Cannot ${doing} ${target}: ${(error as Error).message}`,
    reason(error),
  );
}

/**
 * Makes the directory `root` and everything below it its owner's only: directories 0700, other
 * files 0600. Symbolic links below it are left alone, never followed (one could point anywhere);
 * `root` itself may be one. A mode already right is not written again. A missing `root` is
 * nothing to do. Throws a PrivateFilesError naming the first path it could not read or change.
 */
export function makePrivate(root: string, system: PrivateFilesSystem = fs) {
  let stats: fs.Stats;
  try {
    stats = system.statSync(root);
  } catch (error) {
    if (reason(error) === 'ENOENT') return;
    throw failure(root, 'read', error);
  }
  if (!stats.isDirectory()) throw new PrivateFilesError(`${root} is not a directory`, 'ENOTDIR');
  const pending = [root];
  setMode(system, root, stats, PRIVATE_DIR_MODE);
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    for (const name of list(system, dir)) {
      const entry = path.join(dir, name);
      const entryStats = lstat(system, entry);
      if (!entryStats || entryStats.isSymbolicLink()) continue;
      const isDir = entryStats.isDirectory();
      setMode(system, entry, entryStats, isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
      if (isDir) pending.push(entry);
    }
  }
}

function list(system: PrivateFilesSystem, dir: string) {
  try {
    return system.readdirSync(dir);
  } catch (error) {
    throw failure(dir, 'list', error);
  }
}

/** undefined when the entry went away since its directory was listed (PGlite may remove one). */
function lstat(system: PrivateFilesSystem, entry: string) {
  try {
    return system.lstatSync(entry);
  } catch (error) {
    if (reason(error) === 'ENOENT') return undefined;
    throw failure(entry, 'read', error);
  }
}

function setMode(system: PrivateFilesSystem, target: string, stats: fs.Stats, mode: number) {
  if ((stats.mode & 0o7777) === mode) return;
  try {
    system.chmodSync(target, mode);
  } catch (error) {
    if (reason(error) === 'ENOENT') return;
    throw failure(target, `set mode ${octal(mode)} on`, error);
  }
}
