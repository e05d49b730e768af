import { inject } from 'vitest';

/**
 * The built server of this worker. Files of one worker run one after another on their server, as
 * all files did on the one server before, so no two files ever share a server at the same time.
 */
export function baseUrlOfWorker(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('No built server was started for the browser tests');
  return url;
}
