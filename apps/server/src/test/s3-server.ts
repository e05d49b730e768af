import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../platform/s3-storage.ts';

/** s3rver takes any key pair; these make the SDK sign its requests as it would for a real store. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

/** A fake S3 server (s3rver) in a child process on 127.0.0.1, with a client to look inside it. */
export interface TestS3 {
  endpoint: string;
  /** A new, empty bucket. */
  createBucket(): Promise<string>;
  settings(bucket: string, extra?: Partial<S3Settings>): S3Settings;
  /** The environment that configures the server or a command for the bucket (STORAGE=s3 …). */
  env(bucket: string): Record<string, string>;
  /** Every object of the bucket: key → bytes (base64), sorted by key. */
  objects(bucket: string): Promise<Record<string, string>>;
  putObject(bucket: string, key: string, bytes: Buffer): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-s3rver-'));
  const script = path.join(import.meta.dirname, 's3rver-process.mjs');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await readPort(child.stdout);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  const settings = (bucket: string, extra: Partial<S3Settings> = {}): S3Settings => ({
    bucket,
    region: REGION,
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    ...extra,
  });
  return {
    endpoint,
    settings,
    env: (bucket) => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async createBucket() {
      const bucket = `chhiwat-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    objects: (bucket) => readObjects(client, bucket),
    async putObject(bucket, key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    async stop() {
      client.destroy();
      child.stdin.end();
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function readPort(output: NodeJS.ReadableStream) {
  for await (const line of createInterface({ input: output })) {
    const { port } = JSON.parse(line) as { port: number };
    return port;
  }
  throw new Error('s3rver stopped before it listened');
}

async function readObjects(client: S3Client, bucket: string) {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  const objects: Record<string, string> = {};
  for (const { Key = '' } of listed.Contents ?? []) {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
    const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    objects[Key] = bytes.toString('base64');
  }
  return Object.fromEntries(Object.entries(objects).sort(([a], [b]) => (a < b ? -1 : 1)));
}
