import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  listMedia,
  MEDIA_REQUESTS_AT_ONCE,
  mediaPathOf,
  TaskPool,
  type MediaFile,
} from '../db/backup/media.ts';
import type { ObjectStat, S3Storage } from './s3-storage.ts';
import { LocalStorage } from './storage.ts';

export interface MoveReport {
  /** Images found in the media directory. */
  images: number;
  copied: number;
  /** Already in the bucket with the same bytes (an earlier run): not copied again. */
  alreadyThere: number;
  deletedLocal: number;
  failed: { file: string; reason: string }[];
  /** Files of the directory that are no bucket's image: the app never served them; left alone. */
  otherFiles: string[];
}

/**
 * Copies every image of the media directory to the bucket and checks each copy (size, then the
 * ETag as MD5, else the bytes). An image already there with the same bytes is counted, not copied,
 * so a second run finishes what the first began; one with other bytes is a failure, never replaced.
 * With deleteLocal, a local file goes once its copy is checked.
 */
export async function moveMediaToS3(
  mediaDir: string,
  to: S3Storage,
  options: { deleteLocal: boolean },
): Promise<MoveReport> {
  const from = new LocalStorage(mediaDir);
  const images = await listMedia(from);
  const report: MoveReport = {
    images: images.length,
    copied: 0,
    alreadyThere: 0,
    deletedLocal: 0,
    failed: [],
    otherFiles: otherFiles(mediaDir, images),
  };
  const pool = new TaskPool(MEDIA_REQUESTS_AT_ONCE);
  for (const file of images)
    await pool.add(async () => {
      try {
        await moveOne(file, from, to, options.deleteLocal, report);
      } catch (error) {
        report.failed.push({ file: mediaPathOf(file), reason: (error as Error).message });
      }
    });
  await pool.done();
  report.failed.sort((a, b) => (a.file < b.file ? -1 : 1));
  return report;
}

async function moveOne(
  file: MediaFile,
  from: LocalStorage,
  to: S3Storage,
  deleteLocal: boolean,
  report: MoveReport,
) {
  const bytes = await from.get(file.bucket, file.name);
  if (!bytes) throw new Error('it was removed from the media directory while moving');
  const existing = await to.stat(file.bucket, file.name);
  if (existing) {
    if (!(await holds(to, file, existing, bytes)))
      throw new Error('the bucket already holds other bytes under this name: left as they are');
    report.alreadyThere++;
  } else {
    await to.put(file.bucket, file.name, bytes);
    const stored = await to.stat(file.bucket, file.name);
    if (!stored || !(await holds(to, file, stored, bytes)))
      throw new Error('the copy in the bucket does not match the file');
    report.copied++;
  }
  if (!deleteLocal) return;
  await from.delete(file.bucket, file.name);
  report.deletedLocal++;
}

/** Whether the object holds these bytes. */
async function holds(to: S3Storage, file: MediaFile, stat: ObjectStat, bytes: Buffer) {
  if (stat.size !== bytes.length) return false;
  if (stat.etag === createHash('md5').update(bytes).digest('hex')) return true;
  // With server-side encryption (KMS) and on some stores the ETag is not the MD5: compare bytes.
  const stored = await to.get(file.bucket, file.name);
  return stored?.equals(bytes) ?? false;
}

/** Every file under the directory that is not one of the images, as a relative path. */
function otherFiles(mediaDir: string, images: MediaFile[]) {
  if (!fs.existsSync(mediaDir)) return [];
  const moved = new Set(images.map(mediaPathOf));
  return fs
    .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .filter((relative) => !moved.has(relative))
    .sort();
}
