import { useQuery } from '@tanstack/react-query';
import type { Bucket, LibraryResponse, UploadResponse } from '@chhiwat/core';
import { ApiError, apiGet, apiSend } from '../../../../lib/api-client.ts';

export type { LibraryImage } from '@chhiwat/core';

/**
 * Stores an image file in the bucket as it is (its own content type, not JSON); answers its URL.
 * A refusal throws an ApiError with the server's message, else `failure`.
 */
export async function uploadImage(bucket: Bucket, file: Blob, failure = 'Upload failed') {
  const response = await fetch(`/api/admin/images/${bucket}`, {
    method: 'POST',
    headers: { 'content-type': file.type },
    body: file,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => ({}))) as {
    image?: { url: string };
    error?: { message?: string };
  };
  if (!response.ok || !body.image)
    throw new ApiError(body.error?.message ?? failure, response.status);
  return body.image.url;
}

/**
 * Has the server download the image at `url` (another site's) and keep it as an upload: checked,
 * re-encoded, served from here. Answers the stored image's URL.
 */
export async function copyImage(bucket: Bucket, url: string): Promise<string> {
  const { image } = await apiSend<UploadResponse>('POST', `/api/admin/images/${bucket}/from-url`, {
    url,
  });
  return image.url;
}

/** Deletes the bucket's image named `name`, or the last part of its URL. */
export const deleteImage = (bucket: Bucket, name: string) =>
  apiSend('DELETE', `/api/admin/images/${bucket}/${name.split('/').pop()}`);

/** The blog's image library. */
export const useLibrary = () =>
  useQuery({
    queryKey: ['admin', 'library'],
    queryFn: () => apiGet<LibraryResponse>('/api/admin/images/blog-images'),
  });
