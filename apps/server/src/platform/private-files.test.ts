import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makePrivate,
  PRIVATE_UMASK,
  PrivateFilesError,
  restrictUmask,
  type PrivateFilesSystem,
} from './private-files.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-private-'));
  dirs.push(dir);
  return dir;
};

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o7777;

/** A tree open to everyone: dir/{a, sub/{b, deeper/c}}. */
function openTree(root: string) {
  fs.mkdirSync(path.join(root, 'sub', 'deeper'), { recursive: true });
  for (const file of ['a', 'sub/b', 'sub/deeper/c']) fs.writeFileSync(path.join(root, file), file);
  for (const file of ['a', 'sub/b', 'sub/deeper/c']) fs.chmodSync(path.join(root, file), 0o666);
  for (const dir of ['', 'sub', 'sub/deeper']) fs.chmodSync(path.join(root, dir), 0o777);
  return root;
}

describe('makePrivate', () => {
  it('sets every directory to 0700 and every file to 0600, the root included', () => {
    const root = openTree(path.join(tempDir(), 'data'));
    makePrivate(root);
    expect(['', 'sub', 'sub/deeper'].map((dir) => modeOf(path.join(root, dir)))).toEqual([
      0o700, 0o700, 0o700,
    ]);
    expect(['a', 'sub/b', 'sub/deeper/c'].map((file) => modeOf(path.join(root, file)))).toEqual([
      0o600, 0o600, 0o600,
    ]);
  });

  it('never follows a symbolic link below the root', () => {
    const outside = path.join(tempDir(), 'shared.txt');
    fs.writeFileSync(outside, 'not ours to change');
    fs.chmodSync(outside, 0o644);
    const root = openTree(path.join(tempDir(), 'data'));
    fs.symlinkSync(outside, path.join(root, 'sub', 'link'));
    makePrivate(root);
    expect(modeOf(outside)).toBe(0o644);
    expect(modeOf(path.join(root, 'sub', 'b'))).toBe(0o600);
  });

  it('does nothing for a missing root, and refuses a root that is not a directory', () => {
    const missing = path.join(tempDir(), 'not-yet');
    expect(() => makePrivate(missing)).not.toThrow();
    expect(fs.existsSync(missing)).toBe(false);
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, '');
    expect(() => makePrivate(file)).toThrow(
      new PrivateFilesError(`${file} is not a directory`, 'ENOTDIR'),
    );
  });

  it('names the path and the error when a mode cannot be changed', () => {
    const root = openTree(path.join(tempDir(), 'data'));
    const locked = path.join(root, 'sub', 'deeper', 'c');
    const refusing: PrivateFilesSystem = {
      ...fs,
      chmodSync: (target, mode) => {
        if (target !== locked) return fs.chmodSync(target, mode);
        const error: NodeJS.ErrnoException = new Error(
          `EPERM: operation not permitted, chmod '${target}'`,
        );
        error.code = 'EPERM';
        throw error;
      },
    };
    let thrown: unknown;
    try {
      makePrivate(root, refusing);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PrivateFilesError);
    expect(thrown).toMatchObject({
      code: 'EPERM',
      message: `Cannot set mode 0600 on ${locked}: EPERM: operation not permitted, chmod '${locked}'`,
    });
  });

  it('writes no mode that is already right', () => {
    const root = openTree(path.join(tempDir(), 'data'));
    const changed: string[] = [];
    const counting: PrivateFilesSystem = {
      ...fs,
      chmodSync: (target, mode) => (changed.push(target), fs.chmodSync(target, mode)),
    };
    makePrivate(root, counting);
    expect(changed).toHaveLength(6);
    makePrivate(root, counting);
    expect(changed).toHaveLength(6);
  });
});

/** The process umask, read without the deprecated no-argument call. */
function currentUmask() {
  const mask = process.umask(0o022);
  process.umask(mask);
  return mask;
}

describe('restrictUmask', () => {
  const original = currentUmask();
  afterEach(() => void process.umask(original));

  it('takes every bit from group and others, keeping a stricter mask the operator set', () => {
    process.umask(0o022);
    restrictUmask();
    expect(currentUmask()).toBe(PRIVATE_UMASK);
    process.umask(0o277);
    restrictUmask();
    expect(currentUmask()).toBe(0o277);
  });

  it('has new files and directories made without a mode come out private', () => {
    process.umask(0o022);
    restrictUmask();
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'new', 'deeper'), { recursive: true });
    fs.writeFileSync(path.join(root, 'new', 'file'), '');
    expect(modeOf(path.join(root, 'new'))).toBe(0o700);
    expect(modeOf(path.join(root, 'new', 'deeper'))).toBe(0o700);
    expect(modeOf(path.join(root, 'new', 'file'))).toBe(0o600);
  });
});
