import { BUCKETS, STORED_NAME, type Bucket } from '@chhiwat/core';

/**
 * What backups need of the media store. platform/storage.ts's FileStorage (a directory under
 * DATA_DIR, or an S3 bucket) is one; it is declared here because db/ sits below platform/
 * (decision 0010).
 */
export interface MediaStore {
  readonly label: string;
  list(bucket: Bucket): Promise<string[]>;
  get(bucket: Bucket, name: string): Promise<Buffer | undefined>;
  put(bucket: Bucket, name: string, bytes: Buffer): Promise<void>;
  delete(bucket: Bucket, name: string): Promise<void>;
}

export interface MediaFile {
  bucket: Bucket;
  name: string;
}

/** Requests to a store at once: S3 answers each in tens of milliseconds, so they overlap. */
export const MEDIA_REQUESTS_AT_ONCE = 8;

/** A backup names a file `<bucket>/<name>`, as it lies in the media directory. */
export const mediaPathOf = (file: MediaFile) => `${file.bucket}/${file.name}`;

/** The file a backup's media path names; undefined for a path that is no bucket's stored name. */
export function mediaFileOf(mediaPath: string): MediaFile | undefined {
  const [bucket = '', name = '', ...deeper] = mediaPath.split('/');
  const isBucket = (BUCKETS as readonly string[]).includes(bucket);
  if (deeper.length || !isBucket || !STORED_NAME.test(name)) return undefined;
  return { bucket: bucket as Bucket, name };
}

/** Every file of every bucket, in one fixed order. */
export async function listMedia(store: MediaStore): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  for (const bucket of [...BUCKETS].sort())
    for (const name of await store.list(bucket)) files.push({ bucket, name });
  return files;
}

/** Deletes every file of every bucket. */
export async function clearMedia(store: MediaStore) {
  const pool = new TaskPool(MEDIA_REQUESTS_AT_ONCE);
  for (const file of await listMedia(store))
    await pool.add(() => store.delete(file.bucket, file.name));
  await pool.done();
}

/** Runs tasks, at most `width` at a time; `done` waits for them all and throws the first failure. */
export class TaskPool {
  private readonly running = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(private readonly width: number) {}

  /**
   * Starts the task, once one of the running ones has finished if `width` are running. After a
   * failure it starts nothing: it waits for the running ones and throws that failure.
   */
  async add(task: () => Promise<void>) {
    if (this.failure) return this.done();
    const run: Promise<void> = task()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
    if (this.running.size >= this.width) await Promise.race(this.running);
  }

  async done() {
    await Promise.all(this.running);
    if (this.failure) throw this.failure.error;
  }
}

/** `read` over the items, at most `width` at a time, yielded in the items' order. */
export async function* readInOrder<T, R>(
  items: readonly T[],
  width: number,
  read: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const pending: Promise<R>[] = [];
  let next = 0;
  const start = (item: T) => {
    const reading = read(item);
    // awaited in turn below; until then a failure must not count as unhandled
    reading.catch(() => undefined);
    pending.push(reading);
  };
  while (next < items.length || pending.length) {
    while (pending.length < width && next < items.length) start(items[next++] as T);
    yield await (pending.shift() as Promise<R>);
  }
}
