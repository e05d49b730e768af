import { EventEmitter } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConnectionsPerAddress } from './connection-limits.ts';

/** A socket as the server hands it over: its peer's address, and a close when destroyed. */
class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

/** The limiter on a server that only emits made-up connections: nothing is sent anywhere. */
function cappedServer(max: number) {
  const server = new EventEmitter();
  limitConnectionsPerAddress(server as unknown as http.Server, max);
  return (address: string) => {
    const socket = new FakeSocket(address);
    server.emit('connection', socket);
    return socket;
  };
}

describe('the connection cap per peer', () => {
  it('counts the addresses of one IPv6 /64 together, and another /64 apart', () => {
    const connect = cappedServer(2);
    const first = connect('2001:db8:aa:bb::1');
    const second = connect('2001:db8:aa:bb:cafe::2');
    const third = connect('2001:db8:aa:bb:ffff:ffff:ffff:ffff');
    expect([first.destroyed, second.destroyed, third.destroyed]).toEqual([false, false, true]);
    expect(connect('2001:db8:aa:bc::1').destroyed).toBe(false);

    // a closed connection frees its place for any address of the /64
    first.destroy();
    expect(connect('2001:db8:aa:bb::99').destroyed).toBe(false);
    expect(connect('2001:db8:aa:bb::100').destroyed).toBe(true);
  });

  it('counts an IPv4-mapped IPv6 peer as its IPv4 address, and IPv4 addresses one by one', () => {
    const connect = cappedServer(1);
    expect(connect('192.0.2.10').destroyed).toBe(false);
    expect(connect('::ffff:192.0.2.10').destroyed).toBe(true);
    expect(connect('192.0.2.11').destroyed).toBe(false);
  });
});

describe('the connection cap on a real IPv6 socket (::1 only)', () => {
  const servers: http.Server[] = [];
  const sockets: net.Socket[] = [];
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.destroy());
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  /** Connects to ::1 and resolves once the server has taken or refused the connection. */
  const connect = (port: number) =>
    new Promise<{ socket: net.Socket; refused: boolean }>((resolve) => {
      const socket = net.connect({ port, host: '::1' });
      sockets.push(socket);
      socket.on('error', () => undefined); // a reset is one way of being refused
      socket.once('data', () => resolve({ socket, refused: false }));
      socket.once('close', () => resolve({ socket, refused: true }));
      socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    });

  it('refuses the connection beyond the cap from a real IPv6 peer, ::1', async () => {
    const server = http.createServer((_request, response) => response.end('ok'));
    servers.push(server);
    limitConnectionsPerAddress(server, 2);
    await new Promise<void>((resolve) => server.listen(0, '::1', resolve));
    const { port } = server.address() as AddressInfo;
    const peers: string[] = [];
    server.on('connection', (socket: net.Socket) => peers.push(socket.remoteAddress ?? ''));

    const answered = [await connect(port), await connect(port)];
    expect(answered.map((client) => client.refused)).toEqual([false, false]);
    expect((await connect(port)).refused).toBe(true);
    expect(peers).toEqual(['::1', '::1', '::1']);
  });
});
