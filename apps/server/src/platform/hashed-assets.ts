import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { namesAnyTag } from './http-cache.ts';
import {
  chooseEncoding,
  contentHash,
  etagOf,
  worthCompressing,
  type Encoding,
  type StoredBody,
} from './response-cache.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

export interface HashedAsset {
  contentType: string;
  /**
   * The file as the build wrote it, and its brotli and gzip forms when it is worth compressing,
   * each tagged as the response cache tags its bodies.
   */
  bodies: { identity: StoredBody } & Partial<Record<Encoding, StoredBody>>;
}

/** Names that are never served: source maps hold the full sources; siblings are variants. */
const isServable = (name: string) => !/\.(map|br|gz)$/.test(name);

/** The build writes `.br` and `.gz` beside each file worth it; one missing is made at start. */
const SIBLING = { br: '.br', gzip: '.gz' } as const;
const COMPRESS = {
  br: (bytes: Buffer) => brotliCompressSync(bytes),
  gzip: (bytes: Buffer) => gzipSync(bytes, { level: 9 }),
};

function compressed(file: string, identity: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const sibling = file + SIBLING[encoding];
  return fs.existsSync(sibling) ? fs.readFileSync(sibling) : COMPRESS[encoding](identity);
}

/** One file of the build, in every encoding it is sent in. */
function loadHashedAsset(file: string): HashedAsset {
  const identity = fs.readFileSync(file);
  const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  const hash = contentHash(identity);
  const stored = (encoding: Encoding, bytes: Buffer) => ({ bytes, etag: etagOf(hash, encoding) });
  const bodies: HashedAsset['bodies'] = { identity: stored('identity', identity) };
  if (worthCompressing(identity, contentType))
    for (const encoding of ['br', 'gzip'] as const)
      bodies[encoding] = stored(encoding, compressed(file, identity, encoding));
  return { contentType, bodies };
}

/** Every servable file under `dir` by its path from there (`index-abc.js`, `fonts/x.woff2`). */
export function loadHashedAssets(dir: string): Map<string, HashedAsset> {
  const assets = new Map<string, HashedAsset>();
  if (!fs.existsSync(dir)) return assets;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isServable(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    assets.set(path.relative(dir, file).split(path.sep).join('/'), loadHashedAsset(file));
  }
  return assets;
}

/** The body to send: in the client's pick among the encodings this file has. */
function bodyFor(request: FastifyRequest, asset: HashedAsset): [Encoding, StoredBody] {
  const wanted = chooseEncoding(request.headers['accept-encoding']);
  const body = asset.bodies[wanted];
  return body ? [wanted, body] : ['identity', asset.bodies.identity];
}

function answer(request: FastifyRequest, reply: FastifyReply, asset: HashedAsset) {
  const [encoding, body] = bodyFor(request, asset);
  reply
    .header('cache-control', ONE_YEAR)
    .header('vary', 'accept-encoding')
    .header('etag', body.etag)
    .type(asset.contentType);
  // Each encoding is its own representation: only its own tag is unchanged.
  if (namesAnyTag(request.headers['if-none-match'], [body.etag])) return reply.status(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body.bytes);
}

/**
 * The build's hashed files (`/assets/…`), read once at start and answered from memory in the
 * encoding the client takes. Each name carries its content's hash, so a file never changes under
 * its name: a year of caching is safe, and nothing is read from disk or compressed per request.
 * A name that is not there gets a plain 404 (`notFound`), never a page.
 */
export function registerHashedAssets(
  app: FastifyInstance,
  dir: string,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  const assets = loadHashedAssets(dir);
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    // Encoded here, from what the build wrote; the global compressor must not touch it again.
    { compress: false },
    (request, reply) => {
      const asset = assets.get(request.params['*']);
      return asset ? answer(request, reply, asset) : notFound(request, reply);
    },
  );
}
