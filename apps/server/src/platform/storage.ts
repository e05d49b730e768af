import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME, type Bucket } from '@chhiwat/core';

/** Where uploaded files live: a local directory now, an S3-compatible store later (same interface). */
export interface FileStorage {
  put(bucket: Bucket, name: string, bytes: Buffer): Promise<void>;
  get(bucket: Bucket, name: string): Promise<Buffer | undefined>;
  delete(bucket: Bucket, name: string): Promise<void>;
}

export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(bucket: Bucket, name: string) {
    if (!STORED_NAME.test(name)) throw new Error(`Refused file name ${JSON.stringify(name)}`);
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
}
