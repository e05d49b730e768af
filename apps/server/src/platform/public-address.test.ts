import { describe, expect, it } from 'vitest';
import { addressKind, describeAddressKind, isPublicAddress } from './public-address.ts';

describe('addressKind', () => {
  it.each([
    // The addresses named in issue #23.
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'carrier-grade-nat'],
    ['fc00::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    // Loopback, unspecified, broadcast, multicast.
    ['127.0.0.1', 'loopback'],
    ['127.0.0.2', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    // Ranges around the private ones.
    ['172.31.255.255', 'private'],
    ['192.168.255.255', 'private'],
    ['100.127.255.255', 'carrier-grade-nat'],
    ['169.254.0.1', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['febf::1', 'link-local'],
    // Set aside: documentation, benchmarking, reserved.
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['2001:2::1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['fec0::1', 'reserved'],
    ['100::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['64:ff9b:1::a00:1', 'reserved'],
    // Cloud metadata services.
    ['fd00:ec2::254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['168.63.129.16', 'metadata'],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    ['::ffff:a00:1', 'private'], // mapped, in hexadecimal
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:2', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['0:0:0:0:0:ffff:192.168.1.1', 'private'],
    ['::10.0.0.1', 'private'], // IPv4-compatible (deprecated)
    ['::127.0.0.1', 'loopback'],
    ['::ffff:0:10.0.0.1', 'private'], // IPv4-translated
    ['64:ff9b::10.0.0.1', 'private'], // NAT64
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['2002:a00:1::1', 'private'], // 6to4 of 10.0.0.1
    ['2002:7f00:1::', 'loopback'],
    ['::ffff:0.0.0.0', 'unspecified'],
  ])('%s carries an IPv4 address: %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '192.169.0.1',
    '100.128.0.1',
    '11.0.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4007:80e::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(addressKind(ip)).toBe('public');
    expect(isPublicAddress(ip)).toBe(true);
  });

  it('reads any textual form of IPv6: case, brackets, zones', () => {
    expect(addressKind('FE80::1')).toBe('link-local');
    expect(addressKind('[::1]')).toBe('loopback');
    expect(addressKind('fe80::1%eth0')).toBe('link-local');
    expect(addressKind('[2606:4700:4700::1111]')).toBe('public');
    expect(addressKind('0000:0000:0000:0000:0000:0000:0000:0001')).toBe('loopback');
    expect(addressKind('FD00:EC2:0:0:0:0:0:254')).toBe('metadata');
  });

  it.each([
    '',
    'localhost',
    'example.com',
    '127.1', // shorthand forms belong to a URL parser, not here
    '0x7f000001',
    '2130706433',
    '010.0.0.1',
    '256.0.0.1',
    '10.0.0.1%eth0', // zones belong to IPv6 only
    '8.8.8.8%eth0',
    '::1::',
    '[8.8.8.8',
  ])('%j is not an address, so never public', (text) => {
    expect(addressKind(text)).toBe('invalid');
    expect(isPublicAddress(text)).toBe(false);
  });

  it('describes each kind for a message', () => {
    expect(describeAddressKind('private')).toBe('a private network address');
    expect(describeAddressKind('metadata')).toBe('a cloud metadata service address');
  });
});
