import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64 network', () => {
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('::FFFF:10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('gives every address of one /64 the same key, however it is written, and another /64 another', () => {
    const oneNetwork = [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00AA:00BB:1234:5678:9abc:def0',
      '2001:db8:aa:bb:0:0:0:2',
    ].map(clientKey);
    expect(new Set(oneNetwork)).toEqual(new Set(['2001:db8:aa:bb::/64']));
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(oneNetwork[0]);
  });
});
