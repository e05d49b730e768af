import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { smallImageName, type Bucket } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../platform/errors.ts';
import { FETCH_USER_AGENT, FetchRefused, safeFetch } from '../../platform/safe-fetch.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { processImage, smallCopy } from './image-check.ts';
import { deleteImage, insertImage, listImages } from './repository.ts';

const PREFIX: Record<Bucket, string> = {
  'ingredient-images': 'ingredient',
  'recipe-images': 'recipe',
  'blog-images': 'blog',
};

export const mediaUrl = (bucket: Bucket, name: string) => `/media/${bucket}/${name}`;

/** The bucket and name of an image we store, from its URL; undefined for an image hosted elsewhere. */
export function storedImage(
  url: string | null | undefined,
): { bucket: Bucket; name: string } | undefined {
  const match =
    /^\/media\/(ingredient-images|recipe-images|blog-images)\/([a-z0-9][a-z0-9-]*\.webp)$/.exec(
      url ?? '',
    );
  return match ? { bucket: match[1] as Bucket, name: match[2] as string } : undefined;
}

/**
 * Checks, re-encodes and stores an upload under a name of our own, with its small copy for phones
 * (`srcset`); records it in `images`.
 */
export async function saveUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  bucket: Bucket,
  bytes: Buffer,
  adminId: number,
  now: Date,
  maxSide?: number,
) {
  const image = await processImage(bytes, maxSide);
  const name = `${PREFIX[bucket]}-${adminId}-${now.getTime()}-${randomBytes(4).toString('hex')}.webp`;
  await storage.put(bucket, name, image.bytes);
  try {
    await storage.put(bucket, smallImageName(name), await smallCopy(image.bytes));
    await insertImage(db, {
      bucket,
      name,
      size: image.bytes.length,
      mime_type: 'image/webp',
      width: image.width,
      height: image.height,
      uploaded_by: adminId,
    });
  } catch (error) {
    await storage.delete(bucket, name);
    await storage.delete(bucket, smallImageName(name));
    throw error;
  }
  return {
    url: mediaUrl(bucket, name),
    name,
    size: image.bytes.length,
    width: image.width,
    height: image.height,
  };
}

/** A fetched image's longest side: what the browser makes of an upload (issue #23). */
export const FETCHED_IMAGE_MAX_SIDE = 1200;

export interface ImageFetchRules {
  /** Hostnames fetched although not public (IMPORT_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
}

/**
 * Downloads an image from another site with safeFetch's rules (public addresses only, every
 * redirect checked, deadline, byte cap, image types only), then stores it as an upload: checked,
 * re-encoded to WebP at most 1200 px, named by us.
 */
export async function saveImageFromUrl(
  db: Kysely<Database>,
  storage: FileStorage,
  bucket: Bucket,
  url: string,
  rules: ImageFetchRules,
  adminId: number,
  now: Date,
) {
  let bytes: Buffer;
  try {
    ({ body: bytes } = await safeFetch(url, {
      accept: 'image',
      userAgent: FETCH_USER_AGENT,
      ...rules,
    }));
  } catch (error) {
    if (error instanceof FetchRefused) throw error.asHttpError();
    throw error;
  }
  try {
    return await saveUpload(db, storage, bucket, bytes, adminId, now, FETCHED_IMAGE_MAX_SIDE);
  } catch (error) {
    // the upload's "Please select a valid image file" speaks of a file the admin did not pick
    if (error instanceof HttpError && error.code === 'invalid_image') {
      const message = `The image at ${new URL(url).host} could not be read as a JPEG, PNG or WebP image`;
      throw new HttpError(error.statusCode, error.code, message, { url: message });
    }
    throw error;
  }
}

/** Removes an image we store (row and file); an external URL is left alone. */
export async function removeStoredImage(
  db: Kysely<Database>,
  storage: FileStorage,
  url: string | null | undefined,
) {
  const stored = storedImage(url);
  if (!stored) return false;
  const deleted = await deleteImage(db, stored.bucket, stored.name);
  await storage.delete(stored.bucket, stored.name);
  await storage.delete(stored.bucket, smallImageName(stored.name));
  return deleted;
}

/** The admin library: a bucket's newest 100 uploads, each with its URL. */
export async function listUploads(db: Kysely<Database>, bucket: Bucket) {
  const rows = await listImages(db, bucket, 100);
  return rows.map((row) => ({ ...row, url: mediaUrl(bucket, row.name) }));
}
