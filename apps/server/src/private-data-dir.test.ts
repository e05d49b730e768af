import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entriesUnder, notPrivate, openToEveryone } from './test/file-modes.ts';
import {
  killServerProcesses,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from './test/server-process.ts';

// Real server processes on 127.0.0.1, each with its own DATA_DIR (the embedded database, media).

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-private-data-'));
  dirs.push(dir);
  return dir;
};

/** Whether this machine lets the test make a file immutable (root on ext4 and the like). */
function canMakeImmutable() {
  const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-chattr-')), 'probe');
  fs.writeFileSync(probe, '');
  const ok = spawnSync('chattr', ['+i', probe]).status === 0;
  if (ok) spawnSync('chattr', ['-i', probe]);
  fs.rmSync(path.dirname(probe), { recursive: true });
  return ok;
}

async function uploadImage(server: ServerProcess) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  const response = await fetch(`${server.url}/api/admin/images/recipe-images`, {
    method: 'POST',
    headers: { cookie: await signInOver(server.url), 'content-type': 'image/png' },
    body: png,
  });
  expect(response.status).toBe(201);
}

describe('a DATA_DIR private to the server (issue #38)', () => {
  let umask: number;
  // Started as a service manager starts it, with the usual umask 022.
  beforeAll(() => void (umask = process.umask(0o022)));
  afterAll(async () => {
    process.umask(umask);
    await killServerProcesses();
  });
  afterEach(() =>
    dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
  );

  it('makes every file 0600 and every directory 0700: those it finds, and those made while it runs', async () => {
    const dataDir = path.join(tempDir(), 'data');
    // a new database (PGlite writes its files 0666), a session and an uploaded image
    let server = await startServerProcess({ DATA_DIR: dataDir });
    await uploadImage(server);
    expect(entriesUnder(dataDir).length).toBeGreaterThan(900);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(notPrivate(dataDir)).toEqual([]);

    // opened to everyone, as an older version or a careless copy left it, with a backup beside
    fs.mkdirSync(path.join(dataDir, 'backups'));
    fs.writeFileSync(path.join(dataDir, 'backups', 'old.jsonl.gz'), 'hashes');
    openToEveryone(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir });
    expect(notPrivate(dataDir)).toEqual([]);
    await uploadImage(server);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(notPrivate(dataDir)).toEqual([]);
  }, 180_000);

  it.skipIf(!canMakeImmutable())(
    'refuses to start, naming the file and the error, when a file in it cannot be changed',
    async () => {
      const dataDir = tempDir();
      const locked = path.join(dataDir, 'media', 'recipe-images', 'locked.webp');
      fs.mkdirSync(path.dirname(locked), { recursive: true });
      fs.writeFileSync(locked, 'webp');
      fs.chmodSync(locked, 0o644);
      // immutable: not even root may change its mode
      expect(spawnSync('chattr', ['+i', locked]).status).toBe(0);
      try {
        await expect(startServerProcess({ DATA_DIR: dataDir })).rejects.toThrow(
          `server exited with code 1 (signal null) before listening:\n` +
            `DATA_DIR ${dataDir} must be private to the server's user. ` +
            `Cannot set mode 0600 on ${locked}: EPERM: operation not permitted, chmod '${locked}'. ` +
            `Make the server's user its owner (chown -R), or set DATA_DIR to a directory it owns.\n`,
        );
      } finally {
        spawnSync('chattr', ['-i', locked]);
      }
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    },
    60_000,
  );

  it('refuses to start when DATA_DIR is not a directory', async () => {
    const dataDir = path.join(tempDir(), 'data');
    fs.writeFileSync(dataDir, '');
    await expect(startServerProcess({ DATA_DIR: dataDir })).rejects.toThrow(
      `server exited with code 1 (signal null) before listening:\n` +
        `DATA_DIR ${dataDir} must be private to the server's user. ${dataDir} is not a directory.\n`,
    );
  }, 60_000);
});
