// One file over 300 lines: one guarded fetch. Scheme, checked and pinned addresses, redirects,
// deadline, byte cap and types each close a hole the others leave open, in one loop of safeFetch;
// public-address.ts already holds the address rules.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { onErrorAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';
import { addressKind, describeAddressKind, isPublicAddress } from './public-address.ts';

/**
 * Fetching a URL that someone typed (issue #23: importing a recipe from a link, and its image).
 * The URL is hostile until proven otherwise: it may point into the server's own network — a
 * database, a router, the cloud's metadata service — directly, through DNS, or through a redirect.
 * So: http and https only; every address a host resolves to must be public, checked before
 * connecting and again after each redirect; the connection goes to the address that was checked
 * (pinned, so DNS cannot answer differently a second time); one deadline for the whole exchange;
 * a byte cap enforced while streaming; only the content types the caller asked for.
 */

export type FetchRefusedCode =
  | 'bad_url' // not a URL at all
  | 'bad_scheme' // not http: or https: (file:, ftp:, javascript:, data:, …), also after a redirect
  | 'address_refused' // the host is, or resolves to, a non-public address (and is not allowed)
  | 'too_many_redirects'
  | 'too_large' // Content-Length or the streamed (decoded) body past the cap
  | 'timeout' // no complete answer before the deadline
  | 'not_html' // a page fetch answered with something other than HTML or JSON
  | 'not_image' // an image fetch answered with something other than a supported image
  | 'http_error' // a non-2xx status, a bad redirect, or an answer that cannot be read
  | 'unreachable' // no such host, connection refused or reset, TLS failure
  | 'aborted'; // the caller's signal cancelled the fetch

/**
 * Why a fetch was refused or failed; `message` names the reason and the host, for a person. It
 * never says what a name resolved to (that would map the server's network for whoever types
 * names): `detail` does, for the server's log alone.
 */
export class FetchRefused extends Error {
  override readonly name = 'FetchRefused';
  constructor(
    readonly code: FetchRefusedCode,
    message: string,
    /** The host concerned as the URL names it (host[:port]), when there is one. */
    readonly host?: string,
    /** For the operator, never the answer: "intranet.test resolved to 10.0.0.5 (…)". */
    readonly detail?: string,
  ) {
    super(message);
  }

  /**
   * A suggested HTTP status for a route to answer with: 400 when the URL itself is unacceptable,
   * 422 when the far end is. Always 4xx: the server worked as intended.
   */
  get status(): 400 | 422 {
    return this.code === 'bad_url' || this.code === 'bad_scheme' || this.code === 'address_refused'
      ? 400
      : 422;
  }

  /**
   * The route's answer: this status and code, the message also set on the field that held the URL.
   * The refusal is its cause, for logFetchRefusal.
   */
  asHttpError(field = 'url'): HttpError {
    const error = new HttpError(this.status, this.code, this.message, { [field]: this.message });
    error.cause = this;
    return error;
  }
}

/** An onError hook for the routes that fetch: a refusal's detail goes to the log, not the answer. */
export const logFetchRefusal: onErrorAsyncHookHandler = async (request, _reply, error) => {
  const refusal = error.cause;
  if (refusal instanceof FetchRefused && refusal.detail)
    request.log.warn({ host: refusal.host, detail: refusal.detail }, refusal.message);
};

export interface LookupAddress {
  address: string;
  family: number;
}

export type Lookup = (hostname: string) => Promise<readonly LookupAddress[]>;

export type Accept = 'page' | 'image';

/** The content types each kind of fetch accepts (the media type, without parameters). */
export const ACCEPTED_TYPES: Record<Accept, readonly string[]> = {
  page: ['text/html', 'application/xhtml+xml', 'application/json', 'application/ld+json'],
  // what the image pipeline (modules/images) decodes and re-encodes
  image: ['image/jpeg', 'image/png', 'image/webp'],
};

/** Who is asking, in every request safeFetch sends for the app. */
export const FETCH_USER_AGENT = 'ChhiwatRecipeImport/1.0 (recipe import for the Chhiwat admin)';

export const DEFAULT_MAX_REDIRECTS = 5;
/** Issue #23's limits for a page: 10 s for the whole exchange, 5 MB of body. */
export const PAGE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 } as const;

export interface SafeFetchOptions {
  /**
   * Hostnames (exactly as in the URL, e.g. "127.0.0.1", "intranet.local", "[::1]") whose addresses
   * are not checked: for tests and intranets (IMPORT_ALLOW_HOSTS). Scheme, caps, content types and
   * the deadline still apply to them.
   */
  allowHosts: readonly string[];
  accept: Accept;
  /** Cap on the body after decoding (gzip, deflate, br). */
  maxBytes: number;
  /** Deadline for the whole exchange: lookups, connections, redirects and the body. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Sent as User-Agent, e.g. "ChhiwatRecipeImport/1.0 (+https://chhiwat.ma)". */
  userAgent: string;
  /** Resolves a hostname to every address; defaults to the system resolver (dns.lookup). */
  lookup?: Lookup;
  /** Cancels the fetch, e.g. when the client that asked for it goes away. */
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  /** The final URL, after redirects. */
  url: string;
  /** The Content-Type header as sent, parameters (charset) included. */
  contentType: string;
  /** The media type alone, lower case: "text/html". */
  mediaType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemLookup: Lookup = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * An IMPORT_ALLOW_HOSTS entry as a URL would spell its hostname ("Intranet.Local" → "intranet.local",
 * "::1" → "[::1]"), or null when it is not a bare hostname or IP address.
 */
export function normalizeAllowHost(entry: string): string | null {
  const trimmed = entry.trim();
  if (trimmed === '' || /[\s/\\@?#]/.test(trimmed)) return null;
  const candidate = net.isIP(trimmed) === 6 ? `[${trimmed}]` : trimmed;
  try {
    const url = new URL(`http://${candidate}`);
    return url.port === '' && url.hostname !== '' ? url.hostname : null;
  } catch {
    return null;
  }
}

/** IMPORT_ALLOW_HOSTS: "127.0.0.1, intranet.local" → those hostnames; "" → none. */
export function parseAllowHosts(text: string): { value: string[] } | { error: string } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => normalizeAllowHost(entry) === null);
  if (bad.length)
    return {
      error: `not bare hostnames or IP addresses (no scheme, port or path): ${bad.map((e) => `"${e}"`).join(', ')}`,
    };
  return { value: [...new Set(entries.map((entry) => normalizeAllowHost(entry) as string))] };
}

const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

function parseUrl(text: string, from?: URL): URL {
  try {
    return new URL(text, from);
  } catch {
    throw from
      ? new FetchRefused('http_error', `${from.host} redirected to an invalid URL`, from.hostname)
      : new FetchRefused('bad_url', 'Not a valid URL');
  }
}

function checkScheme(url: URL, redirected: boolean) {
  if (url.protocol === 'http:' || url.protocol === 'https:') return;
  const scheme = url.protocol.replace(/:$/, '');
  throw new FetchRefused(
    'bad_scheme',
    redirected
      ? `Refused a redirect to a ${scheme}: URL: only http and https links can be imported`
      : `Refused a ${scheme}: URL: only http and https links can be imported`,
  );
}

/** The URL names a non-public address itself: saying which kind tells nothing new. */
function refuseLiteral(url: URL, address: string): never {
  throw new FetchRefused(
    'address_refused',
    `Refused to fetch from ${url.host}: ${describeAddressKind(addressKind(address))}, not on the public internet`,
    url.host,
  );
}

/** A name resolved to a non-public address: the answer names the host, the log the address. */
function refuseResolved(url: URL, address: string): never {
  throw new FetchRefused(
    'address_refused',
    `Refused to fetch from ${url.host}: it resolves to an address that is not on the public internet`,
    url.host,
    `${url.hostname} resolved to ${address} (${describeAddressKind(addressKind(address))})`,
  );
}

/** Rejects when the signal aborts, with its reason; the promise itself cannot be cancelled. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The addresses the URL's host may be reached at, every one checked. An IP literal is its own
 * address; "localhost" and "*.localhost" are loopback by definition (RFC 6761), without asking DNS.
 */
async function checkedAddresses(
  url: URL,
  options: SafeFetchOptions,
  allowed: ReadonlySet<string>,
  signal: AbortSignal,
): Promise<LookupAddress[]> {
  const { host, hostname } = url;
  const bare = bareHost(hostname);
  const isAllowed = allowed.has(hostname);
  const literal = net.isIP(bare);
  if (literal) {
    if (!isAllowed && !isPublicAddress(bare)) refuseLiteral(url, bare);
    return [{ address: bare, family: literal }];
  }
  const name = hostname.replace(/\.$/, '');
  if (!isAllowed && (name === 'localhost' || name.endsWith('.localhost')))
    throw new FetchRefused(
      'address_refused',
      `Refused to fetch from ${host}: a loopback name (this machine), not on the public internet`,
      host,
    );
  let found: readonly LookupAddress[];
  try {
    found = await untilAborted((options.lookup ?? systemLookup)(hostname), signal);
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    const reason = (error as NodeJS.ErrnoException).code ?? 'lookup failed';
    throw new FetchRefused('unreachable', `Could not find the host ${host} (${reason})`, host);
  }
  const addresses = found.map(({ address }) => ({ address, family: net.isIP(address) }));
  if (addresses.length === 0)
    throw new FetchRefused('unreachable', `Could not find the host ${host} (no address)`, host);
  for (const { address, family } of addresses)
    if (family === 0 || (!isAllowed && !isPublicAddress(address))) refuseResolved(url, address);
  return addresses;
}

/** A `lookup` for the socket that answers only with the addresses already checked. */
function pinnedLookup(addresses: readonly LookupAddress[]): net.LookupFunction {
  return (_hostname, options, callback) => {
    const wanted: unknown = typeof options === 'number' ? options : options?.family;
    const family =
      wanted === 4 || wanted === 'IPv4' ? 4 : wanted === 6 || wanted === 'IPv6' ? 6 : 0;
    const usable = addresses.filter((entry) => family === 0 || entry.family === family);
    const first = usable[0];
    if (!first) {
      const error: NodeJS.ErrnoException = new Error('No checked address of that family');
      error.code = 'ENOTFOUND';
      return callback(error, '', 0);
    }
    if (typeof options === 'object' && options?.all) return callback(null, usable);
    callback(null, first.address, first.family);
  };
}

function send(
  url: URL,
  addresses: readonly LookupAddress[],
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      protocol: url.protocol,
      hostname: bareHost(url.hostname),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        'user-agent': options.userAgent,
        accept: `${ACCEPTED_TYPES[options.accept].join(', ')}, */*;q=0.1`,
        'accept-encoding': 'gzip, deflate, br',
        connection: 'close',
      },
      agent: false,
      lookup: pinnedLookup(addresses),
      signal,
    });
    request.once('response', resolve);
    request.on('error', reject); // after the response: a no-op, the body reader sees the failure
    request.end();
  });
}

function decoded(response: http.IncomingMessage, host: string): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (decoder) return pipeline(response, decoder, () => {});
  if (encoding === 'identity' || encoding === '') return response;
  response.destroy();
  throw new FetchRefused('http_error', `${host} sent an unsupported encoding (${encoding})`, host);
}

async function readBody(
  response: http.IncomingMessage,
  maxBytes: number,
  host: string,
): Promise<Buffer> {
  const tooLarge = () =>
    new FetchRefused(
      'too_large',
      `The answer from ${host} is larger than the ${formatBytes(maxBytes)} allowed`,
      host,
    );
  const length = Number(response.headers['content-length']);
  if (Number.isFinite(length) && length > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const source = decoded(response, host);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_'))
      throw new FetchRefused('http_error', `${host} sent a body that could not be decoded`, host);
    throw error;
  } finally {
    source.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks, size);
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${bytes} bytes`;
}

/** A failure of the network or the far end's HTTP, as a refusal with the host in its message. */
function networkFailure(error: unknown, host: string): FetchRefused {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code.startsWith('HPE_'))
    return new FetchRefused('http_error', `${host} answered with malformed HTTP (${code})`, host);
  const reason = code || (error as Error).message || 'connection failed';
  return new FetchRefused('unreachable', `Could not reach ${host} (${reason})`, host);
}

/**
 * GETs `input` by the rules above and resolves with the final URL, the content type and the body;
 * anything else rejects with a FetchRefused. Never connects to a non-public address unless its
 * hostname is in `allowHosts`.
 */
export async function safeFetch(
  input: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const allowed = new Set(
    options.allowHosts.map(normalizeAllowHost).filter((host): host is string => host !== null),
  );
  let url = parseUrl(input.trim());
  let host = url.host;

  const controller = new AbortController();
  const { signal } = controller;
  const timer = setTimeout(
    () =>
      controller.abort(
        new FetchRefused(
          'timeout',
          `No complete answer from ${host} within ${formatSeconds(options.timeoutMs)}`,
          host,
        ),
      ),
    options.timeoutMs,
  );
  const cancel = () =>
    controller.abort(new FetchRefused('aborted', `The fetch from ${host} was cancelled`, host));
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel, { once: true });

  try {
    for (let redirects = 0; ; redirects += 1) {
      checkScheme(url, redirects > 0);
      host = url.host;
      const addresses = await checkedAddresses(url, options, allowed, signal);
      if (signal.aborted) throw signal.reason;
      let response: http.IncomingMessage;
      try {
        response = await send(url, addresses, options, signal);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw networkFailure(error, host);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (redirects >= maxRedirects)
          throw new FetchRefused(
            'too_many_redirects',
            `Too many redirects (more than ${maxRedirects}), the last from ${host}`,
            host,
          );
        url = parseUrl(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FetchRefused(
          'http_error',
          `${host} answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`,
          host,
        );
      }
      const contentType = (response.headers['content-type'] ?? '').trim();
      const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
      if (!ACCEPTED_TYPES[options.accept].includes(mediaType)) {
        response.destroy();
        const what =
          options.accept === 'page' ? 'an HTML or JSON page' : 'a JPEG, PNG or WebP image';
        throw new FetchRefused(
          options.accept === 'page' ? 'not_html' : 'not_image',
          `${host} sent ${mediaType ? mediaType : 'no content type'}, not ${what}`,
          host,
        );
      }
      let body: Buffer;
      try {
        body = await readBody(response, options.maxBytes, host);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (error instanceof FetchRefused) throw error;
        throw networkFailure(error, host);
      }
      if (signal.aborted) throw signal.reason;
      return { url: url.href, contentType, mediaType, body };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

function formatSeconds(ms: number) {
  return `${+(ms / 1000).toFixed(1)} s`;
}
