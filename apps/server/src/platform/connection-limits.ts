import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from './client-key.ts';

/**
 * Caps the simultaneous connections of each peer — an IPv4 address, or an IPv6 /64 network, which
 * one host usually holds whole and could otherwise rotate through: one beyond `max` is destroyed
 * as soon as it is accepted, while that peer's open ones go on. 0 = no cap. Behind a reverse proxy
 * the peer is the proxy, so the cap must exceed the connections the proxy opens (or be 0).
 */
export function limitConnectionsPerAddress(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const release = (key: string) => {
    const left = (open.get(key) ?? 1) - 1;
    if (left > 0) open.set(key, left);
    else open.delete(key);
  };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return; // already gone
    const key = clientKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => release(key));
  });
}
