import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { namesAnyTag } from './http-cache.ts';
import { chooseEncoding, type Encoding } from './response-cache.ts';

export const ONE_YEAR = 'public, max-age=31536000, immutable';

/** Below this compressing saves too little (the response cache's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

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
const TEXT = /^(application\/(javascript|json)|text\/|image\/svg)/;

export interface HashedAsset {
  contentType: string;
  /** The file as the build wrote it, and its brotli and gzip forms when it is worth compressing. */
  bodies: Partial<Record<Encoding, Buffer>>;
  /** A strong tag per encoding: the content's hash and the coding. */
  etags: Partial<Record<Encoding, string>>;
}

/** Names that are never served: source maps hold the full sources; siblings are variants. */
const isServable = (name: string) => !/\.(map|br|gz)$/.test(name);

function readCompressed(file: string, suffix: string, make: () => Buffer): Buffer {
  return fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : make();
}

/** One file of the build, in every encoding it is sent in (the build's own .br and .gz first). */
export function loadHashedAsset(file: string): HashedAsset {
  const identity = fs.readFileSync(file);
  const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  const bodies: HashedAsset['bodies'] = { identity };
  if (TEXT.test(contentType) && identity.length >= COMPRESS_FROM_BYTES) {
    bodies.br = readCompressed(file, '.br', () => brotliCompressSync(identity));
    bodies.gzip = readCompressed(file, '.gz', () => gzipSync(identity, { level: 9 }));
  }
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const etags: HashedAsset['etags'] = {};
  for (const encoding of Object.keys(bodies) as Encoding[])
    etags[encoding] = `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  return { contentType, bodies, etags };
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

/** The encoding to send: the client's pick among those this file has. */
function encodingOf(request: FastifyRequest, asset: HashedAsset): Encoding {
  const wanted = chooseEncoding(request.headers['accept-encoding']);
  return asset.bodies[wanted] ? wanted : 'identity';
}

function answer(request: FastifyRequest, reply: FastifyReply, asset: HashedAsset) {
  const encoding = encodingOf(request, asset);
  const etag = asset.etags[encoding] as string;
  reply
    .header('cache-control', ONE_YEAR)
    .header('vary', 'accept-encoding')
    .header('etag', etag)
    .type(asset.contentType);
  // Each encoding is its own representation: only its own tag is unchanged.
  if (namesAnyTag(request.headers['if-none-match'], [etag])) return reply.status(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(asset.bodies[encoding]);
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
