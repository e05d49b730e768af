// `npm run media:to-s3` (decision 0025): the media of DATA_DIR/media copied into a bucket of
// s3rver, checked, counted, safe to run again, and the local files removed only when asked.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { moveMediaToS3 } from './media-to-s3.ts';
import { findRepoRoot } from './paths.ts';
import { S3Storage } from './s3-storage.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-media-to-s3-'));
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const IMAGES = {
  'blog-images/blog-1-1700000000000-0a1b2c3d.webp': 'a blog photo',
  'blog-images/blog-1-1700000000000-0a1b2c3d-w480.webp': 'its small copy',
  'recipe-images/recipe-2-1700000000001-1a2b3c4d.webp': 'a recipe photo',
  'ingredient-images/ingredient-2-1700000000002-2a3b4c5d.webp': 'an ingredient photo',
};
const OTHER_FILES = { 'notes.txt': 'not an image', 'recipe-images/Old Photo.JPG': 'not ours' };

/** A DATA_DIR whose media directory holds the images above and two files that are none. */
function dataDirWithMedia() {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'data-'));
  for (const [file, text] of Object.entries({ ...IMAGES, ...OTHER_FILES })) {
    const full = path.join(dataDir, 'media', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return dataDir;
}

const asBase64 = (files: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(files)
      .map(([key, text]) => [key, Buffer.from(text).toString('base64')])
      .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1)),
  );

const localFiles = (dataDir: string) =>
  fs
    .readdirSync(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(path.join(dataDir, 'media'), path.join(entry.parentPath, entry.name)),
    )
    .sort();

describe('moving the media from disk to S3', () => {
  it('copies every image, checks it, counts what it did, and is safe to run again', async () => {
    const dataDir = dataDirWithMedia();
    const bucket = await s3.createBucket();
    const to = await S3Storage.connect(s3.settings(bucket));
    try {
      const mediaDir = path.join(dataDir, 'media');
      const first = await moveMediaToS3(mediaDir, to, { deleteLocal: false });
      expect(first).toEqual({
        images: 4,
        copied: 4,
        alreadyThere: 0,
        deletedLocal: 0,
        failed: [],
        otherFiles: ['notes.txt', 'recipe-images/Old Photo.JPG'],
      });
      expect(await s3.objects(bucket)).toEqual(asBase64(IMAGES));
      expect(localFiles(dataDir)).toHaveLength(6);

      const again = await moveMediaToS3(mediaDir, to, { deleteLocal: false });
      expect(again).toMatchObject({ images: 4, copied: 0, alreadyThere: 4, failed: [] });
      expect(await s3.objects(bucket)).toEqual(asBase64(IMAGES));
    } finally {
      await to.close();
    }
  });

  it('never replaces other bytes already in the bucket under a name: that file fails', async () => {
    const dataDir = dataDirWithMedia();
    const bucket = await s3.createBucket();
    const taken = 'recipe-images/recipe-2-1700000000001-1a2b3c4d.webp';
    await s3.putObject(bucket, taken, Buffer.from('someone else'));
    const to = await S3Storage.connect(s3.settings(bucket));
    try {
      const report = await moveMediaToS3(path.join(dataDir, 'media'), to, { deleteLocal: true });
      expect(report).toMatchObject({ copied: 3, alreadyThere: 0, deletedLocal: 3 });
      expect(report.failed).toEqual([
        { file: taken, reason: expect.stringMatching(/already holds other bytes/) },
      ]);
      expect((await s3.objects(bucket))[taken]).toBe(
        Buffer.from('someone else').toString('base64'),
      );
      expect(localFiles(dataDir)).toEqual(
        ['notes.txt', 'recipe-images/Old Photo.JPG', taken].sort(),
      );
    } finally {
      await to.close();
    }
  });

  it('runs as a command: reports, exits 0, and with --delete-local leaves only the other files', async () => {
    const dataDir = dataDirWithMedia();
    const bucket = await s3.createBucket();
    const env = { ...s3.env(bucket), DATA_DIR: dataDir };

    const kept = await runCommand([], env);
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stdout).toMatch(
      new RegExp(
        `^4 images in ${dataDir}/media → the S3 bucket ${bucket} at .*: 4 copied, 0 already there, 0 failed; 0 local files deleted\\.`,
      ),
    );
    expect(kept.stdout).toContain(
      'Left in place, not an image of a bucket: notes.txt, recipe-images/Old Photo.JPG.',
    );
    expect(localFiles(dataDir)).toHaveLength(6);

    const moved = await runCommand(['--delete-local'], env);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toMatch(/: 0 copied, 4 already there, 0 failed; 4 local files deleted\./);
    expect(localFiles(dataDir)).toEqual(['notes.txt', 'recipe-images/Old Photo.JPG']);
    expect(await s3.objects(bucket)).toEqual(asBase64(IMAGES));
  });

  it('refuses to run without STORAGE=s3, or with an argument it does not know', async () => {
    const dataDir = dataDirWithMedia();
    const local = await runCommand([], { DATA_DIR: dataDir });
    expect(local.code).toBe(1);
    expect(local.stderr).toMatch(/STORAGE: set STORAGE=s3 and the S3_\* settings/);
    const unknown = await runCommand(['--force'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Usage:/);
    const missing = await runCommand([], { ...s3.env('no-such-bucket'), DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/S3_BUCKET: the S3 bucket no-such-bucket .* does not exist/);
    expect(localFiles(dataDir)).toHaveLength(6);
  });
});

/** The command as npm runs it, from source (the built one is the same code, bundled). */
function runCommand(args: string[], env: Record<string, string>) {
  const root = findRepoRoot();
  const cli = path.join(root, 'apps', 'server', 'src', 'media-to-s3-cli.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}
