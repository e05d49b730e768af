// One file over 300 lines: the tripwire at the top (every request and lookup the fetcher makes may
// reach loopback only) guards every case, which the local servers answer; split, each file would
// need its own tripwire, and one without it could reach the network unnoticed.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, LookupFunction } from 'node:net';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressKind } from './public-address.ts';
import {
  FetchRefused,
  type FetchRefusedCode,
  type Lookup,
  type SafeFetchOptions,
  normalizeAllowHost,
  parseAllowHosts,
  safeFetch,
} from './safe-fetch.ts';

/*
 * Real sockets here go only to servers these tests start on 127.0.0.1. Every refusal of another
 * address is proved by the fetcher refusing before it makes a request at all, and a tripwire
 * around http(s).request fails the test — without connecting — should any request ever head for
 * an address outside the loopback range.
 */

const MB = 1024 * 1024;
const USER_AGENT = 'ChhiwatRecipeImport/1.0 (+https://chhiwat.test/import)';

/** Every request the fetcher made: the hostname it gave, before any connection. */
const requests: string[] = [];
const tripped: string[] = [];

function loopbackOnly(address: string, what: string) {
  if (addressKind(address) === 'loopback') return true;
  tripped.push(`${what}: ${address}`);
  return false;
}

beforeAll(() => {
  for (const client of [http, https]) {
    const original = client.request.bind(client);
    vi.spyOn(client, 'request').mockImplementation(((...args: unknown[]) => {
      const options = args[0] as http.RequestOptions;
      const hostname = String(options.hostname ?? options.host ?? '');
      requests.push(hostname);
      if (net.isIP(hostname) && !loopbackOnly(hostname, 'request'))
        throw new Error(`tripwire: a request to ${hostname}`);
      const lookup = options.lookup;
      if (!lookup) throw new Error('tripwire: a request without a pinned lookup');
      const guarded: LookupFunction = (name, lookupOptions, callback) =>
        lookup(name, lookupOptions, (error, address, family) => {
          const list = typeof address === 'string' ? [address] : address.map((a) => a.address);
          if (!error && !list.every((entry) => loopbackOnly(entry, 'lookup'))) {
            const refused: NodeJS.ErrnoException = new Error('tripwire');
            refused.code = 'ETRIPWIRE';
            return callback(refused, '', 0);
          }
          callback(error, address, family);
        });
      return original({ ...options, lookup: guarded } as http.RequestOptions);
    }) as unknown as typeof http.request);
  }
});

afterAll(() => {
  vi.restoreAllMocks();
});

afterEach(() => {
  expect(tripped).toEqual([]);
  requests.length = 0;
});

interface TestServer {
  port: number;
  origin: string;
  connections: number;
  seen: http.IncomingMessage[];
}

const servers: http.Server[] = [];

async function serve(
  handler: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<TestServer> {
  const server = http.createServer((request, response) => {
    state.seen.push(request);
    response.on('error', () => {});
    handler(request, response);
  });
  const state: TestServer = { port: 0, origin: '', connections: 0, seen: [] };
  server.on('connection', (socket) => {
    state.connections += 1;
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://127.0.0.1:${state.port}`;
  servers.push(server);
  return state;
}

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

const html =
  (body = '<!doctype html><title>Tagine</title>') =>
  (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  };

const options = (overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  allowHosts: ['127.0.0.1'],
  accept: 'page',
  maxBytes: 5 * MB,
  timeoutMs: 2000,
  userAgent: USER_AGENT,
  ...overrides,
});

/** The refusal `safeFetch` ends in, and how long it took; fails if it succeeded instead. */
async function refusal(url: string, overrides: Partial<SafeFetchOptions> = {}) {
  const started = performance.now();
  const outcome = await safeFetch(url, options(overrides)).then(
    (result) => result,
    (error: unknown) => error,
  );
  const ms = performance.now() - started;
  if (!(outcome instanceof FetchRefused))
    throw new Error(`expected a refusal, got ${String(outcome)}`, { cause: outcome });
  return { error: outcome, code: outcome.code, message: outcome.message, ms };
}

async function expectRefused(
  url: string,
  code: FetchRefusedCode,
  message: RegExp,
  overrides: Partial<SafeFetchOptions> = {},
) {
  const result = await refusal(url, overrides);
  expect(result.code).toBe(code);
  expect(result.message).toMatch(message);
  expect(result.ms).toBeLessThan(3000);
  expect(result.error.status).toBeGreaterThanOrEqual(400);
  expect(result.error.status).toBeLessThan(500);
  return result;
}

/** A resolver for made-up names that never asks the real DNS. */
function fakeLookup(table: Record<string, string[]>) {
  const calls: string[] = [];
  const lookup: Lookup = async (hostname) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  };
  return { lookup, calls };
}

const unusedLookup: Lookup = () => {
  throw new Error('the resolver should not have been asked');
};

describe('safeFetch from an allowed host', () => {
  it('fetches an HTML page, sending a clear User-Agent and what it accepts', async () => {
    const server = await serve(html());
    const result = await safeFetch(`${server.origin}/recipe?id=1#top`, options());
    expect(result.url).toBe(`${server.origin}/recipe?id=1#top`);
    expect(result.contentType).toBe('text/html; charset=utf-8');
    expect(result.mediaType).toBe('text/html');
    expect(result.body.toString()).toBe('<!doctype html><title>Tagine</title>');
    const [request] = server.seen;
    expect(request?.url).toBe('/recipe?id=1');
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
    expect(request?.headers.accept).toMatch(/^text\/html, application\/xhtml\+xml/);
    expect(requests).toEqual(['127.0.0.1']);
  });

  it('fetches JSON and JSON-LD', async () => {
    const server = await serve((request, response) => {
      const type =
        request.url === '/ld' ? 'application/ld+json' : 'Application/JSON; charset=utf-8';
      response.writeHead(200, { 'content-type': type });
      response.end('{"name":"Harira"}');
    });
    const json = await safeFetch(`${server.origin}/`, options());
    expect(json.mediaType).toBe('application/json');
    expect(JSON.parse(json.body.toString())).toEqual({ name: 'Harira' });
    expect((await safeFetch(`${server.origin}/ld`, options())).mediaType).toBe(
      'application/ld+json',
    );
  });

  it('fetches an image when asked for one', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    });
    const result = await safeFetch(`${server.origin}/a.png`, options({ accept: 'image' }));
    expect(result.mediaType).toBe('image/png');
    expect(result.body.equals(png)).toBe(true);
  });

  it('decodes a gzip body', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(zlib.gzipSync('<p>Msemen</p>'));
    });
    const result = await safeFetch(`${server.origin}/`, options());
    expect(result.body.toString()).toBe('<p>Msemen</p>');
  });

  it('accepts a body of exactly the cap', async () => {
    const server = await serve(html('x'.repeat(1000)));
    const result = await safeFetch(`${server.origin}/`, options({ maxBytes: 1000 }));
    expect(result.body.length).toBe(1000);
  });

  it('follows up to 5 redirects, relative ones included', async () => {
    const server = await serve((request, response) => {
      const left = Number(request.url?.split('/')[2] ?? 0);
      if (left > 0) {
        response.writeHead(left % 2 ? 302 : 301, { location: `/r/${left - 1}` });
        return response.end();
      }
      html()(request, response);
    });
    const result = await safeFetch(`${server.origin}/r/5`, options());
    expect(result.url).toBe(`${server.origin}/r/0`);
    expect(server.seen.map((request) => request.url)).toEqual([
      '/r/5',
      '/r/4',
      '/r/3',
      '/r/2',
      '/r/1',
      '/r/0',
    ]);
  });

  it('connects to the address it checked, keeping the hostname for the Host header', async () => {
    const server = await serve(html());
    const { lookup, calls } = fakeLookup({ 'intranet.test': ['127.0.0.1'] });
    const result = await safeFetch(
      `http://intranet.test:${server.port}/`,
      options({ allowHosts: [' Intranet.Test '], lookup }),
    );
    expect(result.body.toString()).toContain('Tagine');
    expect(server.seen[0]?.headers.host).toBe(`intranet.test:${server.port}`);
    expect(calls).toEqual(['intranet.test']); // asked once: nothing can rebind it afterwards
  });
});

describe('safeFetch refuses non-public addresses before connecting', () => {
  it.each([
    'localhost',
    '127.0.0.2',
    '[::1]',
    'LocalHost.',
    'foo.localhost',
    '0.0.0.0',
    '[::ffff:127.0.0.1]',
  ])('http://%s when only 127.0.0.1 is allowed', async (host) => {
    const server = await serve(html());
    const { message } = await expectRefused(
      `http://${host}:${server.port}/`,
      'address_refused',
      /^Refused to fetch from .+: .*(loopback|unspecified).*not on the public internet$/,
      { lookup: unusedLookup },
    );
    expect(message).toContain(new URL(`http://${host}/`).hostname); // as the URL spells it
    expect(server.connections).toBe(0);
    expect(requests).toEqual([]);
  });

  it('reads a URL’s odd IPv4 forms as the address they are', async () => {
    const server = await serve(html());
    await expectRefused(`http://0x7f.0.0.2:${server.port}/`, 'address_refused', /127\.0\.0\.2/);
    await expectRefused(`http://2130706434:${server.port}/`, 'address_refused', /127\.0\.0\.2/);
    expect(server.connections).toBe(0);
  });

  // Never a URL aimed at these addresses, even one refused before connecting: a made-up name
  // resolves to each through the fake resolver (the classifier's own tests cover the literals).
  // The message names the host as typed and never what it resolved to, nor its kind (that would
  // map the server's network); the detail, for the log, says both.
  it.each([
    ['10.0.0.1', 'a private network address'],
    ['169.254.169.254', 'a cloud metadata service address'],
    ['::ffff:10.0.0.1', 'a private network address'],
    ['fd00:ec2::254', 'a cloud metadata service address'],
    ['100.64.0.1', 'a carrier-grade NAT address (a provider’s internal network)'],
    ['fe80::1', 'a link-local address'],
  ])('a name resolving outside the public internet: %s', async (address, kind) => {
    const { lookup } = fakeLookup({ 'kitchen.test': [address] });
    const { message, error } = await expectRefused(
      'http://kitchen.test/recipe',
      'address_refused',
      /^Refused to fetch from kitchen\.test: it resolves to an address that is not on the public internet$/,
      { lookup },
    );
    expect(message).not.toContain(address);
    expect(message).not.toContain(kind);
    expect(error.detail).toBe(`kitchen.test resolved to ${address} (${kind})`);
    expect(requests).toEqual([]);
  });

  it('refuses a name that resolves to a private address, without a request', async () => {
    const { lookup, calls } = fakeLookup({ 'example.test': ['10.0.0.1'] });
    const { message } = await expectRefused(
      'http://example.test:8080/recipe',
      'address_refused',
      /^Refused to fetch from example\.test:8080: it resolves to an address/,
      { lookup },
    );
    expect(message).not.toMatch(/10\.0\.0\.1|private/);
    expect(calls).toEqual(['example.test']);
    expect(requests).toEqual([]);
  });

  it('refuses a name when any one of its addresses is not public', async () => {
    const server = await serve(html());
    const { lookup } = fakeLookup({ 'mixed.test': ['127.0.0.1', '10.0.0.1'] });
    await expectRefused(`http://mixed.test:${server.port}/`, 'address_refused', /mixed\.test/, {
      lookup,
    });
    expect(server.connections).toBe(0);
    expect(requests).toEqual([]);
  });

  it('lifts the check for an allowed host only, by its exact name', async () => {
    const server = await serve(html());
    const { lookup } = fakeLookup({ 'intranet.test': ['127.0.0.1'] });
    await expectRefused(`http://intranet.test:${server.port}/`, 'address_refused', /intranet/, {
      allowHosts: ['127.0.0.1', 'other.test'],
      lookup,
    });
    await expectRefused(`http://intranet.test.:${server.port}/`, 'address_refused', /intranet/, {
      allowHosts: ['intranet.test'],
      lookup: fakeLookup({ 'intranet.test.': ['127.0.0.1'] }).lookup,
    });
    expect(server.connections).toBe(0);
  });

  it('checks each redirect again: an allowed host redirecting to a refused one', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.2:${server.port}/secret` });
      response.end();
    });
    await expectRefused(
      `${server.origin}/`,
      'address_refused',
      /^Refused to fetch from 127\.0\.0\.2:\d+: a loopback address/,
    );
    expect(server.connections).toBe(1);
    expect(requests).toEqual(['127.0.0.1']);
  });

  it('checks a redirect to a name that resolves to a private address', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(307, { location: 'http://internal.test/admin' });
      response.end();
    });
    const { lookup } = fakeLookup({ 'internal.test': ['192.168.1.1'] });
    const { message, error } = await expectRefused(
      `${server.origin}/`,
      'address_refused',
      /^Refused to fetch from internal\.test: it resolves to an address/,
      { lookup },
    );
    expect(message).not.toContain('192.168.1.1');
    expect(error.detail).toBe('internal.test resolved to 192.168.1.1 (a private network address)');
    expect(requests).toEqual(['127.0.0.1']);
  });
});

describe('safeFetch refuses other schemes', () => {
  it.each([
    ['file:///etc/passwd', /a file: URL/],
    ['ftp://127.0.0.1/recipe.html', /a ftp: URL/],
    ['javascript:alert(1)', /a javascript: URL/],
    ['data:text/html,<p>hi</p>', /a data: URL/],
    ['gopher://127.0.0.1:25/', /a gopher: URL/],
  ])('%s', async (url, message) => {
    await expectRefused(url, 'bad_scheme', message);
    expect(requests).toEqual([]);
  });

  it('refuses what is not a URL', async () => {
    await expectRefused('not a url', 'bad_url', /Not a valid URL/);
    await expectRefused('', 'bad_url', /Not a valid URL/);
  });

  it('refuses a redirect to another scheme', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(301, { location: 'file:///etc/passwd' });
      response.end();
    });
    await expectRefused(`${server.origin}/`, 'bad_scheme', /a redirect to a file: URL/);
  });
});

describe('safeFetch limits', () => {
  it('refuses a chain of 6 redirects', async () => {
    const server = await serve((request, response) => {
      response.writeHead(302, { location: `${request.url}x` });
      response.end();
    });
    await expectRefused(`${server.origin}/`, 'too_many_redirects', /more than 5/);
    expect(server.connections).toBe(6);
    await expectRefused(`${server.origin}/`, 'too_many_redirects', /more than 1/, {
      maxRedirects: 1,
    });
  });

  it('refuses a 6 MB body announced by Content-Length without reading it', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': 6 * MB });
      response.write('<p>');
    });
    await expectRefused(
      `${server.origin}/`,
      'too_large',
      /from 127\.0\.0\.1:\d+ is larger than the 5 MB allowed/,
    );
  });

  it('refuses a 6 MB body streamed without a Content-Length', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let sent = 0; sent < 6 * MB; sent += chunk.length) response.write(chunk);
      response.end();
    });
    await expectRefused(`${server.origin}/`, 'too_large', /larger than the 5 MB allowed/);
  });

  it('counts the decoded bytes: a small gzip that unpacks to 6 MB', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(6 * MB, 'a'));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(bomb);
    });
    await expectRefused(`${server.origin}/`, 'too_large', /larger than the 5 MB allowed/);
  });

  it('gives up on a server that never answers', async () => {
    const server = await serve(() => {});
    const { ms } = await expectRefused(
      `${server.origin}/`,
      'timeout',
      /^No complete answer from 127\.0\.0\.1:\d+ within 0\.5 s$/,
      { timeoutMs: 500 },
    );
    expect(ms).toBeGreaterThanOrEqual(450);
  });

  it('gives up on a body that trickles past the deadline', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('.'), 50);
      response.on('close', () => clearInterval(timer));
    });
    await expectRefused(`${server.origin}/`, 'timeout', /within 0\.5 s/, { timeoutMs: 500 });
  });

  it('counts the deadline over the lookup too', async () => {
    const lookup: Lookup = () => new Promise(() => {});
    await expectRefused('http://slow-dns.test/', 'timeout', /slow-dns\.test/, {
      timeoutMs: 300,
      lookup,
    });
  });

  it('stops when the caller cancels', async () => {
    const server = await serve(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expectRefused(`${server.origin}/`, 'aborted', /cancelled/, { signal: controller.signal });
  });
});

describe('safeFetch refuses unwanted answers', () => {
  const typed =
    (type: string | null) => (_: http.IncomingMessage, response: http.ServerResponse) => {
      response.writeHead(200, type ? { 'content-type': type } : {});
      response.end('x');
    };

  it('an image, or no content type, for a page', async () => {
    const image = await serve(typed('image/png'));
    await expectRefused(
      `${image.origin}/`,
      'not_html',
      /sent image\/png, not an HTML or JSON page/,
    );
    const none = await serve(typed(null));
    await expectRefused(`${none.origin}/`, 'not_html', /sent no content type/);
    const text = await serve(typed('text/plain'));
    await expectRefused(`${text.origin}/`, 'not_html', /text\/plain/);
  });

  it('a page, or SVG, for an image', async () => {
    const page = await serve(typed('text/html'));
    await expectRefused(`${page.origin}/`, 'not_image', /sent text\/html, not a JPEG, PNG/, {
      accept: 'image',
    });
    const svg = await serve(typed('image/svg+xml'));
    await expectRefused(`${svg.origin}/`, 'not_image', /image\/svg\+xml/, { accept: 'image' });
  });

  it('an error status', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('gone');
    });
    await expectRefused(
      `${server.origin}/`,
      'http_error',
      /127\.0\.0\.1:\d+ answered 404 Not Found/,
    );
  });

  it('a redirect without a usable Location', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(302, { location: 'http://[oops/' });
      response.end();
    });
    await expectRefused(`${server.origin}/`, 'http_error', /redirected to an invalid URL/);
  });

  it('an unknown encoding, or a body that does not decode', async () => {
    const odd = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'zstd' });
      response.end('x');
    });
    await expectRefused(`${odd.origin}/`, 'http_error', /unsupported encoding \(zstd\)/);
    const broken = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end('not gzip at all');
    });
    await expectRefused(`${broken.origin}/`, 'http_error', /could not be decoded/);
  });
});

describe('safeFetch reports hosts it cannot reach', () => {
  it('a name that does not resolve', async () => {
    const { lookup } = fakeLookup({});
    await expectRefused(
      'http://nowhere.test/',
      'unreachable',
      /Could not find the host nowhere\.test \(ENOTFOUND\)/,
      {
        lookup,
      },
    );
  });

  it('a closed port', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    await expectRefused(
      `http://127.0.0.1:${port}/`,
      'unreachable',
      /Could not reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
  });
});

describe('IMPORT_ALLOW_HOSTS entries', () => {
  it('are hostnames or IP addresses, spelled as a URL spells them', () => {
    expect(parseAllowHosts('')).toEqual({ value: [] });
    expect(parseAllowHosts(' 127.0.0.1, Intranet.Local ,::1,[fd00::1], ,127.0.0.1')).toEqual({
      value: ['127.0.0.1', 'intranet.local', '[::1]', '[fd00::1]'],
    });
    expect(normalizeAllowHost('127.1')).toBe('127.0.0.1');
  });

  it('refuse schemes, ports, paths and ranges', () => {
    const parsed = parseAllowHosts('http://a.test,b.test:8080,c.test/x,10.0.0.0/8,ok.test,user@d');
    expect(parsed).toEqual({
      error:
        'not bare hostnames or IP addresses (no scheme, port or path): "http://a.test", "b.test:8080", "c.test/x", "10.0.0.0/8", "user@d"',
    });
  });
});
