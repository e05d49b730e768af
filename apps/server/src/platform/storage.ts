import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME, type Bucket } from '@chhiwat/core';

/**
 * Where uploaded files live: a local directory (LocalStorage) or an S3-compatible bucket
 * (S3Storage, platform/s3-storage.ts), both holding `<bucket>/<name>`.
 */
export interface FileStorage {
  /** Says where the files are, for messages: "media directory /srv/data/media". */
  readonly label: string;
  /** Stores a new file; a name that is taken is refused, never overwritten. */
  put(bucket: Bucket, name: string, bytes: Buffer): Promise<void>;
  get(bucket: Bucket, name: string): Promise<Buffer | undefined>;
  /** Removes the file if it is there. */
  delete(bucket: Bucket, name: string): Promise<void>;
  /** Every stored name of the bucket, sorted; files that are not a stored name are left out. */
  list(bucket: Bucket): Promise<string[]>;
  /** An address browsers can fetch the file from without the app (a CDN), or undefined. */
  publicUrlOf(bucket: Bucket, name: string): string | undefined;
  close(): Promise<void>;
}

/** Refuses a name that is not one we give (a path, `..`, another extension). */
export function checkStoredName(name: string) {
  if (!STORED_NAME.test(name)) throw new Error(`Refused file name ${JSON.stringify(name)}`);
}

/** Stored names are never reused, so a file never changes: cached a year, everywhere. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const contentTypeOf = (name: string) =>
  name.endsWith('.png') ? 'image/png' : name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';

export class LocalStorage implements FileStorage {
  readonly label: string;

  constructor(private readonly root: string) {
    this.label = `media directory ${root}`;
  }

  private file(bucket: Bucket, name: string) {
    checkStoredName(name);
    return path.join(this.root, bucket, name);
  }

  async put(bucket: Bucket, name: string, bytes: Buffer) {
    const file = this.file(bucket, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // "wx": never overwrite an existing file (back-office.md §7, Storage: no overwrite)
    await fs.writeFile(file, bytes, { flag: 'wx' });
  }

  async get(bucket: Bucket, name: string) {
    try {
      return await fs.readFile(this.file(bucket, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(bucket: Bucket, name: string) {
    await fs.rm(this.file(bucket, name), { force: true });
  }

  async list(bucket: Bucket) {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(path.join(this.root, bucket), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile() && STORED_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  publicUrlOf() {
    return undefined;
  }

  async close() {}
}
