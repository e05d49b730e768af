import net from 'node:net';

/**
 * What an IP address is, as far as "may the server fetch from it?" goes. Only 'public' may be
 * fetched from; every other kind is a network the server sits in (or no network at all), where a
 * fetch typed by a user could reach something that trusts the server: a database, a router, a cloud
 * provider's metadata service that hands out credentials.
 */
export type AddressKind =
  | 'public'
  | 'unspecified' // 0.0.0.0/8, :: — Linux connects "0.0.0.0" to the machine itself
  | 'loopback' // 127.0.0.0/8, ::1
  | 'private' // 10/8, 172.16/12, 192.168/16
  | 'carrier-grade-nat' // 100.64/10, shared between a provider's customers
  | 'link-local' // 169.254/16, fe80::/10
  | 'metadata' // cloud metadata services: 169.254.169.254, fd00:ec2::254, …
  | 'unique-local' // fc00::/7, IPv6's private networks
  | 'multicast' // 224/4, ff00::/8
  | 'broadcast' // 255.255.255.255
  | 'documentation' // 192.0.2/24, 198.51.100/24, 203.0.113/24, 2001:db8::/32, 3fff::/20
  | 'benchmarking' // 198.18/15, 2001:2::/48
  | 'reserved' // everything else set aside: 240/4, 192.0.0/24, Teredo, IPv6 outside 2000::/3, …
  | 'invalid'; // not an IP address at all

/** How each kind reads in a sentence: "10.0.0.1 is <a private network address>". */
const DESCRIPTIONS: Record<AddressKind, string> = {
  public: 'a public address',
  unspecified: 'the unspecified address (this machine)',
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  'carrier-grade-nat': 'a carrier-grade NAT address (a provider’s internal network)',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata service address',
  'unique-local': 'a unique-local (private IPv6) address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  documentation: 'a documentation-only address',
  benchmarking: 'a benchmarking-only address',
  reserved: 'a reserved address',
  invalid: 'not an IP address',
};

export function describeAddressKind(kind: AddressKind): string {
  return DESCRIPTIONS[kind];
}

type V4Range = readonly [base: string, prefix: number, kind: AddressKind];
type V6Range = readonly [base: string, prefix: number, kind: AddressKind | 'embedded-v4'];

/** First match wins, so single addresses come before the ranges holding them. */
const V4_RANGES: readonly V4Range[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.100.100.200', 32, 'metadata'], // Alibaba Cloud
  ['100.64.0.0', 10, 'carrier-grade-nat'],
  ['127.0.0.0', 8, 'loopback'],
  ['168.63.129.16', 32, 'metadata'], // Azure's host platform (public space, reachable only inside Azure)
  ['169.254.169.254', 32, 'metadata'], // AWS, GCP, Azure, OpenStack, DigitalOcean, Oracle, …
  ['169.254.170.2', 32, 'metadata'], // AWS ECS task credentials
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'], // the retired 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

/**
 * 'embedded-v4': the address carries an IPv4 address (mapped, compatible, translated, NAT64, 6to4),
 * and a connection to it ends at that IPv4 address, so the IPv4 address decides.
 */
const V6_RANGES: readonly V6Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::ffff:0:0', 96, 'embedded-v4'], // IPv4-mapped: ::ffff:10.0.0.1
  ['::ffff:0:0:0', 96, 'embedded-v4'], // IPv4-translated (SIIT)
  ['::', 96, 'embedded-v4'], // IPv4-compatible (deprecated): ::10.0.0.1
  ['64:ff9b::', 96, 'embedded-v4'], // NAT64, well-known prefix
  ['64:ff9b:1::', 48, 'reserved'], // NAT64, local-use prefixes
  ['100::', 64, 'reserved'], // discard-only
  ['2001::', 32, 'reserved'], // Teredo tunnels
  ['2001:2::', 48, 'benchmarking'],
  ['2001:10::', 28, 'reserved'], // ORCHID
  ['2001:20::', 28, 'reserved'], // ORCHIDv2
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, 'embedded-v4'], // 6to4: 2002:AABB:CCDD::/48 stands for AA.BB.CC.DD
  ['3fff::', 20, 'documentation'],
  ['fd00:ec2::254', 128, 'metadata'], // AWS over IPv6
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'reserved'], // site-local (deprecated)
  ['ff00::', 8, 'multicast'],
];

/** Global unicast: every IPv6 address outside it is reserved for now. */
const V6_GLOBAL_UNICAST = ['2000::', 3] as const;

/** "a.b.c.d" (already validated) → 32-bit unsigned integer. */
function ipv4Value(text: string): number {
  return text.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

/** An IPv6 address (already validated, no zone) → 128-bit integer. */
function ipv6Value(text: string): bigint {
  let hex = text;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(hex);
  if (dotted?.[1]) {
    const value = ipv4Value(dotted[1]);
    hex = `${hex.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [left = '', right] = hex.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const groups =
    right === undefined
      ? head
      : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const v4InRange = (value: number, base: string, prefix: number) =>
  Math.floor(value / 2 ** (32 - prefix)) === Math.floor(ipv4Value(base) / 2 ** (32 - prefix));

const v6InRange = (value: bigint, base: string, prefix: number) => {
  const shift = BigInt(128 - prefix);
  return value >> shift === ipv6Value(base) >> shift;
};

function v4Kind(value: number): AddressKind {
  for (const [base, prefix, kind] of V4_RANGES) if (v4InRange(value, base, prefix)) return kind;
  return 'public';
}

function v6Kind(value: bigint): AddressKind {
  for (const [base, prefix, kind] of V6_RANGES) {
    if (!v6InRange(value, base, prefix)) continue;
    if (kind !== 'embedded-v4') return kind;
    // 6to4 carries its IPv4 address in bits 16–47; the others in the last 32 bits.
    const embedded = base === '2002::' ? value >> 80n : value;
    return v4Kind(Number(embedded & 0xffffffffn));
  }
  return v6InRange(value, ...V6_GLOBAL_UNICAST) ? 'public' : 'reserved';
}

/**
 * What kind of address `ip` is: IPv4 in dotted-quad form, IPv6 in any textual form (brackets and
 * a zone such as "%eth0" are tolerated). Anything else is 'invalid' — including the shorthand
 * IPv4 forms ("127.1", "0x7f000001") that only a URL parser should interpret.
 */
export function addressKind(ip: string): AddressKind {
  const text = ip.trim().replace(/^\[(.*)\]$/, '$1');
  const bare = text.replace(/%[^%]+$/, '');
  // A zone ("%eth0") only ever follows an IPv6 address.
  const version = net.isIP(bare);
  switch (bare !== text && version !== 6 ? 0 : version) {
    case 4:
      return v4Kind(ipv4Value(bare));
    case 6:
      return v6Kind(ipv6Value(bare.toLowerCase()));
    default:
      return 'invalid';
  }
}

/** Whether the server may fetch from `ip`: an address on the public internet, nothing else. */
export function isPublicAddress(ip: string): boolean {
  return addressKind(ip) === 'public';
}
