/**
 * The key of a client: its IPv4 address (an IPv4-mapped IPv6 address counts as its IPv4 address),
 * or its IPv6 /64 network (one host usually holds a whole /64, so counting single IPv6 addresses
 * would let it rotate through billions of them). The rate limits and the connection cap count by it.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16));
  return `${network.join(':')}::/64`;
}
