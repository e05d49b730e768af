import { createHash } from 'node:crypto';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { STORED_NAME, type Bucket } from '@chhiwat/core';
import {
  checkStoredName,
  contentTypeOf,
  MEDIA_CACHE_CONTROL,
  type FileStorage,
} from './storage.ts';

/** An S3-compatible bucket and how to reach it (config.ts: STORAGE=s3 and the S3_* settings). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, Ceph…); unset = AWS. */
  endpoint?: string;
  /** Unset = the SDK's own chain (AWS_* variables, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (most non-AWS stores). */
  forcePathStyle: boolean;
  /** A CDN, or the bucket's public address, that serves `<bucket>/<name>`; unset = the app serves. */
  publicUrl?: string;
  /** Keys per listing request: S3's 1000 unless a test pages sooner. */
  listPageSize?: number;
}

/** The bucket cannot be used as configured; the message names the setting to look at. */
export class StorageSetupError extends Error {}

/** What a stored object is, enough to tell whether it holds given bytes. */
export interface ObjectStat {
  size: number;
  /** The ETag without its quotes: the bytes' MD5 for a one-part upload on most stores. */
  etag: string;
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes);

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isMissing = (error: unknown) =>
  (error as Error).name === 'NoSuchKey' ||
  (error as Error).name === 'NotFound' ||
  statusOf(error) === 404;

/**
 * Files as objects `<bucket>/<name>` of one S3 bucket: the app's three buckets are key prefixes.
 * The SDK is loaded by `connect`, so a server on local storage never pays for it.
 */
export class S3Storage implements FileStorage {
  readonly label: string;

  private constructor(
    private readonly sdk: typeof S3Sdk,
    private readonly client: S3Sdk.S3Client,
    private readonly settings: S3Settings,
  ) {
    this.label = `S3 bucket ${settings.bucket} ${settings.endpoint ? `at ${settings.endpoint}` : 'on AWS'}`;
  }

  /** Loads the SDK and checks that the bucket answers, so a wrong setting stops the start. */
  static async connect(settings: S3Settings): Promise<S3Storage> {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires one: many S3-compatible stores refuse the newer
      // x-amz-checksum headers. Every put carries Content-MD5 instead, which they all check.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Without these an endpoint that never answers would hold a start or a request forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
    const storage = new S3Storage(sdk, client, settings);
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }));
    } catch (error) {
      client.destroy();
      throw new StorageSetupError(
        `Object storage (STORAGE=s3) is not usable:\n  ${setupProblem(error, storage.label)}`,
      );
    }
    return storage;
  }

  private key(bucket: Bucket, name: string) {
    checkStoredName(name);
    return `${bucket}/${name}`;
  }

  async put(bucket: Bucket, name: string, bytes: Buffer) {
    const key = this.key(bucket, name);
    // S3 has no create-only write that every compatible store honours; names are unique by
    // construction (admin, millisecond, random), so looking first keeps "no overwrite" in practice.
    if (await this.stat(bucket, name))
      throw new Error(`${key} already exists in the ${this.label}: stored files are not replaced`);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentMD5: md5(bytes).digest('base64'),
        ContentType: contentTypeOf(name),
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(bucket: Bucket, name: string) {
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(bucket, name),
        }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** The object's size and ETag, or undefined when there is none. */
  async stat(bucket: Bucket, name: string): Promise<ObjectStat | undefined> {
    try {
      const head = await this.client.send(
        new this.sdk.HeadObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(bucket, name),
        }),
      );
      return { size: head.ContentLength ?? 0, etag: (head.ETag ?? '').replaceAll('"', '') };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(bucket: Bucket, name: string) {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(bucket, name),
      }),
    );
  }

  async list(bucket: Bucket) {
    const prefix = `${bucket}/`;
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix,
          MaxKeys: this.settings.listPageSize ?? 1000,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const { Key } of page.Contents ?? []) names.push((Key ?? '').slice(prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.filter((name) => STORED_NAME.test(name)).sort();
  }

  publicUrlOf(bucket: Bucket, name: string) {
    return this.settings.publicUrl ? `${this.settings.publicUrl}/${bucket}/${name}` : undefined;
  }

  async close() {
    this.client.destroy();
  }
}

/** Why the bucket did not answer, as the setting to fix and what was seen. */
function setupProblem(error: unknown, where: string) {
  const status = statusOf(error);
  const { name, message } = error as Error;
  const code = (error as NodeJS.ErrnoException).code;
  if (status === 404) return `S3_BUCKET: the ${where} does not exist`;
  if (status === 301 || name === 'PermanentRedirect')
    return `S3_REGION: the ${where} is in another region`;
  if (status === 401 || status === 403)
    return (
      `S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the ${where} refused these credentials (${status}); ` +
      'they need s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject on it'
    );
  if (name === 'CredentialsProviderError')
    return `S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: no credentials found for the ${where} (${message})`;
  return `S3_ENDPOINT: could not reach the ${where} (${code ?? (status ? `HTTP ${status}` : message)})`;
}
