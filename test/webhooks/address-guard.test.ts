import { expect } from 'chai';
import { isPublicAddress } from '../../src/webhooks/address-guard';

/** Every spelling of an address a receiver URL or a DNS answer can carry, and the verdict. */
const TABLE: [address: string, publicUnicast: boolean, what: string][] = [
  ['93.184.215.14', true, 'public IPv4'],
  ['8.8.8.8', true, 'public IPv4'],
  ['127.0.0.1', false, 'loopback'],
  ['2130706433', false, 'loopback, decimal'],
  ['0177.0.0.1', false, 'loopback, octal'],
  ['0x7f.0.0.1', false, 'loopback, hex'],
  ['127.1', false, 'loopback, short'],
  ['0.0.0.0', false, 'unspecified'],
  ['10.0.0.1', false, 'private'],
  ['172.16.5.4', false, 'private'],
  ['192.168.1.1', false, 'private'],
  ['100.64.0.1', false, 'carrier-grade NAT'],
  ['169.254.169.254', false, 'link-local, cloud metadata'],
  ['192.0.2.1', false, 'documentation'],
  ['198.18.0.1', false, 'benchmarking'],
  ['224.0.0.1', false, 'multicast'],
  ['240.0.0.1', false, 'reserved'],
  ['255.255.255.255', false, 'broadcast'],
  ['2606:4700:4700::1111', true, 'global unicast IPv6'],
  ['2001:4860:4860::8888', true, 'global unicast IPv6'],
  ['::1', false, 'IPv6 loopback'],
  ['::', false, 'IPv6 unspecified'],
  ['::ffff:127.0.0.1', false, 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', false, 'IPv4-mapped loopback, hex'],
  ['::ffff:8.8.8.8', true, 'IPv4-mapped public'],
  ['::127.0.0.1', false, 'IPv4-compatible loopback'],
  ['::a9fe:a9fe', false, 'IPv4-compatible metadata address'],
  ['::10.0.0.1', false, 'IPv4-compatible private'],
  ['::192.168.1.1', false, 'IPv4-compatible private'],
  ['::8.8.8.8', true, 'IPv4-compatible public'],
  ['64:ff9b::a9fe:a9fe', false, 'NAT64'],
  ['64:ff9b::808:808', false, 'NAT64 even of a public address'],
  ['2002:7f00:1::1', false, '6to4'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false, 'Teredo'],
  ['2001:db8::1', false, 'documentation'],
  ['fe80::1', false, 'link-local'],
  ['fe80::1%eth0', false, 'link-local with a zone'],
  ['fc00::1', false, 'unique local'],
  ['fd12:3456::1', false, 'unique local'],
  ['ff02::1', false, 'multicast'],
  ['example.com', false, 'not an address'],
  ['', false, 'empty'],
];

describe('receiver address allow-list', () => {
  for (const [address, expected, what] of TABLE) {
    it(`${expected ? 'accepts' : 'refuses'} ${address || '""'} (${what})`, () => {
      expect(isPublicAddress(address)).to.equal(expected);
    });
  }
});
