/**
 * The two documents that grow with the catalogue: the offline catalogue (raw and gzip bytes) and
 * the sitemap (URLs and bytes). Each is measured as it is served today, or, once it is split, as
 * its index or manifest and its largest part. Bytes are counted on the wire with node:http, which
 * does not decompress.
 */
import http from 'node:http';
import { assertLoopback, localUrl } from './traffic.ts';

export interface Fetched {
  status: number;
  bytes: number;
  /** `<url>` elements in the body (a sitemap's URLs), counted as it streams. */
  urlElements: number;
  /** The body as text when it is at most TEXT_LIMIT bytes; '' otherwise. */
  text: string;
}

/** Bodies past this are counted, not kept (a sitemap of a million URLs is over 500 MB). */
const TEXT_LIMIT = 32 * 1024 * 1024;
const URL_TAG = '<url>';

/** GET with `accept-encoding`: the bytes as sent, the `<url>` count, and the text if small. */
export function rawGet(url: string, encoding: 'identity' | 'gzip') {
  assertLoopback(url);
  return new Promise<Fetched>((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      let urlElements = 0;
      let tail = '';
      let chunks: Buffer[] | undefined = [];
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (chunks && bytes <= TEXT_LIMIT) chunks.push(chunk);
        else chunks = undefined;
        // a tag may straddle two chunks: search the previous chunk's last characters too
        const text = tail + chunk.toString('latin1');
        for (let at = text.indexOf(URL_TAG); at >= 0; at = text.indexOf(URL_TAG, at + 1))
          urlElements++;
        tail = text.slice(-(URL_TAG.length - 1));
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          urlElements,
          text: chunks ? Buffer.concat(chunks).toString('utf8') : '',
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(300_000, () => request.destroy(new Error(`${url}: no answer in 300 s`)));
    request.on('error', reject);
  });
}

/** Whether a sitemap is an index (`<sitemapindex>`), and the loc of each of its files. */
export function readSitemapIndex(xml: string) {
  const isIndex = /<sitemapindex[\s>]/.test(xml);
  const locs = isIndex
    ? [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1] as string)
    : [];
  return { isIndex, locs };
}

/**
 * Paths of a split offline catalogue's shards: entries `{ id, version }` of its manifest's
 * `shards` (GET /api/offline-catalogue/shards/:id?v=), or paths and `{ url }` as written.
 */
export function shardPaths(manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const list = (manifest as Record<string, unknown>).shards;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    if (!item || typeof item !== 'object') return [];
    const { url, id, version } = item as Record<string, unknown>;
    if (typeof url === 'string') return [url];
    if (typeof id === 'number' && typeof version === 'number')
      return [`/api/offline-catalogue/shards/${id}?v=${version}`];
    return [];
  });
}

export interface OfflineFigures {
  status: number;
  rawBytes: number;
  gzipBytes: number;
  /** When split: the manifest is the figures above, and these are its largest shard's. */
  shards?: { count: number; largestRawBytes: number; largestGzipBytes: number; largest: string };
}

/** The offline catalogue; when it is a manifest of shards, each shard too (the largest kept). */
export async function measureOffline(baseUrl: string): Promise<OfflineFigures> {
  const url = `${baseUrl}/api/offline-catalogue`;
  const gzip = await rawGet(url, 'gzip');
  const raw = await rawGet(url, 'identity');
  const figures: OfflineFigures = {
    status: raw.status,
    rawBytes: raw.bytes,
    gzipBytes: gzip.bytes,
  };
  let manifest: unknown;
  try {
    manifest = raw.status === 200 ? JSON.parse(raw.text) : undefined;
  } catch {
    manifest = undefined;
  }
  const paths = shardPaths(manifest);
  if (!paths.length) return figures;
  let largest = { path: '', raw: 0, gzip: 0 };
  for (const path of paths) {
    const shardRaw = await rawGet(localUrl(baseUrl, path), 'identity');
    if (shardRaw.bytes <= largest.raw) continue;
    const shardGzip = await rawGet(localUrl(baseUrl, path), 'gzip');
    largest = { path, raw: shardRaw.bytes, gzip: shardGzip.bytes };
  }
  figures.shards = {
    count: paths.length,
    largestRawBytes: largest.raw,
    largestGzipBytes: largest.gzip,
    largest: largest.path,
  };
  return figures;
}

export interface SitemapFigures {
  status: number;
  /** One sitemap: its URLs and bytes. An index: the number of files, and its largest file's. */
  files: number;
  urls: number;
  bytes: number;
  largestFileUrls: number;
  largestFileBytes: number;
}

/** /sitemap.xml, and each file of it when it is an index (fetched here, whatever host it names). */
export async function measureSitemap(baseUrl: string): Promise<SitemapFigures> {
  const root = await rawGet(`${baseUrl}/sitemap.xml`, 'identity');
  const { isIndex, locs } = readSitemapIndex(root.text);
  if (!isIndex)
    return {
      status: root.status,
      files: 1,
      urls: root.urlElements,
      bytes: root.bytes,
      largestFileUrls: root.urlElements,
      largestFileBytes: root.bytes,
    };
  let urls = 0;
  let largest = { urls: 0, bytes: 0 };
  for (const loc of locs) {
    const file = await rawGet(localUrl(baseUrl, loc), 'identity');
    urls += file.urlElements;
    if (file.bytes > largest.bytes) largest = { urls: file.urlElements, bytes: file.bytes };
  }
  return {
    status: root.status,
    files: locs.length,
    urls,
    bytes: root.bytes,
    largestFileUrls: largest.urls,
    largestFileBytes: largest.bytes,
  };
}
