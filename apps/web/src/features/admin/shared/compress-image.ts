/**
 * Browser-side compression before upload (back-office.md §5, Image upload): longest side at most
 * 1200 px, WebP from quality 0.85 down by 0.1 until the file is at most 400 KB or quality 0.4,
 * JPEG where the browser cannot write WebP. The server checks and re-encodes whatever arrives.
 */
export const MAX_SIDE = 1200;
export const TARGET_BYTES = 400 * 1024;

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

export async function compressImage(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Compression failed');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const type = canvas.toDataURL('image/webp').startsWith('data:image/webp')
    ? 'image/webp'
    : 'image/jpeg';
  let best: Blob | null = null;
  for (let quality = 0.85; quality >= 0.4 - 1e-9; quality -= 0.1) {
    best = await toBlob(canvas, type, quality);
    if (best && best.size <= TARGET_BYTES) break;
  }
  if (!best) throw new Error('Compression failed');
  return best;
}
