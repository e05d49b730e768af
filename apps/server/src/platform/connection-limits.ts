import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Caps the simultaneous connections of each peer address: one beyond `max` is destroyed as soon
 * as it is accepted, while that address's open ones go on. 0 = no cap. Behind a reverse proxy the
 * peer is the proxy, so the cap must exceed the connections the proxy opens (or be 0).
 */
export function limitConnectionsPerAddress(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const release = (address: string) => {
    const left = (open.get(address) ?? 1) - 1;
    if (left > 0) open.set(address, left);
    else open.delete(address);
  };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return; // already gone
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => release(address));
  });
}
