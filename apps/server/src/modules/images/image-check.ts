import sharp, { type Metadata } from 'sharp';
import { SMALL_IMAGE_WIDTH } from '@chhiwat/core';
import { HttpError } from '../../platform/errors.ts';

/** Longest side kept (the browser already aims at 1200 px) and the pixel count we agree to decode. */
export const MAX_SIDE = 1600;
export const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  notAnImage: 'Please select a valid image file',
  invalid: 'Invalid image file',
  tooManyPixels: 'Image is too large: at most 40 megapixels',
} as const;

/** What the first bytes say the file is; the name and the declared type are never trusted. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** Width × height from a PNG header, read before any decoder sees the file. */
function pngPixels(bytes: Buffer): number | undefined {
  return bytes.length >= 24 ? bytes.readUInt32BE(16) * bytes.readUInt32BE(20) : undefined;
}

/**
 * Checks that the bytes are a real JPEG, PNG or WebP that decodes whole within the pixel limit, and
 * re-encodes it to WebP (no metadata, orientation applied, at most `maxSide` px on its longest side).
 */
export async function processImage(bytes: Buffer, maxSide = MAX_SIDE) {
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, 'invalid_image', IMAGE_MESSAGES.notAnImage);
  if (type === 'png' && (pngPixels(bytes) ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(413, 'too_many_pixels', IMAGE_MESSAGES.tooManyPixels);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, 'invalid_image', IMAGE_MESSAGES.invalid);
  }
  if (!metadata.width || !metadata.height)
    throw new HttpError(400, 'invalid_image', IMAGE_MESSAGES.invalid);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS)
    throw new HttpError(413, 'too_many_pixels', IMAGE_MESSAGES.tooManyPixels);
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
    })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'invalid_image', IMAGE_MESSAGES.invalid);
  }
}

/** The small copy of an already re-encoded image: at most SMALL_IMAGE_WIDTH wide. */
export function smallCopy(webp: Buffer): Promise<Buffer> {
  return sharp(webp)
    .resize({ width: SMALL_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
