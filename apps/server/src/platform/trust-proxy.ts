import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * The reverse proxies in front of the server: how many hops, or their addresses / CIDR ranges;
 * false = none. Never "everyone": then any client could pick its own address with X-Forwarded-For.
 */
export type TrustedProxies = number | string[] | false;

/** proxy-addr's own names for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_EVERYONE_REFUSED =
  '"true" would trust every X-Forwarded-For entry, so any client could choose its own address: ' +
  'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)';

/** An IP address, an address/prefix-length range, or one of proxy-addr's named ranges. */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: "false", "0" or "" → none; "2" → two hops; "10.0.0.5, 10.0.1.0/24" → those. */
export function parseTrustedProxies(text: string): { value: TrustedProxies } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return { value: false };
  if (trimmed === 'true') return { error: TRUST_EVERYONE_REFUSED };
  if (/^\d+$/.test(trimmed)) return { value: Number(trimmed) };
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length)
    return {
      error: `not a hop count nor proxy addresses (IP or CIDR): ${bad.map((e) => `"${e}"`).join(', ')}`,
    };
  return { value: entries };
}

/**
 * What Fastify's `trustProxy` gets. Fastify 5 turns a bare number into "trust nobody" (it cannot
 * check the peer), so a hop count becomes a function: the nearest `hops` addresses, starting with
 * the socket's, are proxies. That is only right when clients cannot reach the server directly.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}
