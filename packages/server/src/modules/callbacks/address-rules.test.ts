import { describe, expect, it } from 'vitest';
import { AddressNotAllowedError, classifyAddress, embeddedIpv4, pinnedLookup, resolveCallbackHost, type Resolve } from './address-rules';

const REFUSED = [
  ['10.0.0.1', 'private 10/8'],
  ['10.255.255.255', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.254', 'private 172.16/12'],
  ['192.168.1.10', 'private 192.168/16'],
  ['100.64.0.1', 'carrier-grade NAT 100.64/10'],
  ['100.127.255.255', 'carrier-grade NAT 100.64/10'],
  ['169.254.169.254', 'cloud metadata'],
  ['169.254.1.1', 'link-local'],
  ['0.0.0.0', 'this network'],
  ['0.1.2.3', 'this network'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['fc00::1', 'unique local'],
  ['fd12:3456::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['ff02::1', 'multicast'],
  ['::', 'unspecified'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, hex form'],
  ['::ffff:192.168.0.1', 'IPv4-mapped private'],
  ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
  ['2002:c0a8:0101::1', '6to4 of 192.168.1.1'],
  ['::10.0.0.1', 'IPv4-compatible private'],
  // The ranges of the IANA special-purpose registries a hand list missed (issue 10).
  ['192.0.2.1', 'documentation TEST-NET-1 192.0.2/24'],
  ['198.51.100.7', 'documentation TEST-NET-2 198.51.100/24'],
  ['203.0.113.9', 'documentation TEST-NET-3 203.0.113/24'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.31.196.1', 'AS112'],
  ['2001:db8::1', 'documentation 2001:db8::/32'],
  ['2001:db8:ffff::10', 'documentation 2001:db8::/32'],
  ['100::1', 'discard-only 100::/64'],
  ['fec0::1', 'deprecated site-local fec0::/10'],
  ['feff::1', 'deprecated site-local fec0::/10'],
  ['2001::1', 'Teredo 2001::/32'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo 2001::/32'],
  ['2001:2::1', 'benchmarking 2001:2::/48'],
  ['3fff::1', 'documentation 3fff::/20'],
  ['5f00::1', 'segment routing 5f00::/16'],
  ['2002:808:808::1', '6to4 2002::/16, even of a public IPv4'],
  ['64:ff9b:1::a00:1', 'local-use NAT64 64:ff9b:1::/48'],
  ['::ffff:0:10.0.0.1', 'IPv4-translated private'],
  ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata, hex form'],
  ['::808:808', 'IPv4-compatible written in hex (deprecated, outside 2000::/3)'],
  ['4000::1', 'IPv6 outside the global unicast 2000::/3'],
] as const;

const LOOPBACK = ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:ffff:7f00:1', '::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '::127.0.0.1'];
const PUBLIC = [
  '93.184.215.14', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.0.3.1', '198.51.101.1', '203.0.114.1',
  '2606:4700::1111', '2a00:1450:4003:80e::200e', '2001:4860:4860::8888', '2001:db9::1',
  '::ffff:8.8.8.8', '::ffff:0:8.8.8.8', '64:ff9b::808:808',
];

describe('callback address check', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(classifyAddress(address)).toBe('refused');
  });

  it.each(LOOPBACK)('keeps loopback %s apart (allowed only in the sandbox)', (address) => {
    expect(classifyAddress(address)).toBe('loopback');
  });

  it.each(PUBLIC)('allows public %s', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it('reads the IPv4 address inside every IPv6 form that embeds one', () => {
    expect(embeddedIpv4('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(embeddedIpv4('::ffff:0102:0304')).toBe('1.2.3.4');
    expect(embeddedIpv4('::ffff:0:1.2.3.4')).toBe('1.2.3.4');
    expect(embeddedIpv4('::ffff:0:0102:0304')).toBe('1.2.3.4');
    expect(embeddedIpv4('64:ff9b::1.2.3.4')).toBe('1.2.3.4');
    expect(embeddedIpv4('2606:4700::1111')).toBeNull();
  });

  it('something that is not an address is refused', () => {
    expect(classifyAddress('not-an-ip')).toBe('refused');
  });
});

describe('callback host resolution', () => {
  const resolvingTo =
    (...addresses: string[]): Resolve =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it.each(REFUSED)('a name resolving to %s (%s) is refused after resolution', async (address) => {
    await expect(resolveCallbackHost('shop.example.es', { allowLoopback: true, resolve: resolvingTo(address) })).rejects.toBeInstanceOf(
      AddressNotAllowedError,
    );
  });

  it('one refused address among public ones refuses the name (no lucky attempt reaches it)', async () => {
    const resolve = resolvingTo('93.184.215.14', '10.0.0.5');
    await expect(resolveCallbackHost('shop.example.es', { allowLoopback: false, resolve })).rejects.toThrow('10.0.0.5');
  });

  it('loopback is refused unless the sandbox allows it', async () => {
    const resolve = resolvingTo('127.0.0.1');
    await expect(resolveCallbackHost('localhost', { allowLoopback: false, resolve })).rejects.toBeInstanceOf(AddressNotAllowedError);
    expect(await resolveCallbackHost('localhost', { allowLoopback: true, resolve })).toEqual({ address: '127.0.0.1', family: 4, loopback: true });
  });

  it.each(LOOPBACK)('a name resolving to loopback %s is refused without the sandbox setting', async (address) => {
    await expect(resolveCallbackHost('shop.example.es', { allowLoopback: false, resolve: resolvingTo(address) })).rejects.toBeInstanceOf(
      AddressNotAllowedError,
    );
  });

  it.each(PUBLIC)('a name resolving to public %s is allowed', async (address) => {
    const target = await resolveCallbackHost('shop.example.es', { allowLoopback: false, resolve: resolvingTo(address) });
    expect(target).toMatchObject({ address, loopback: false });
  });

  it('an address literal is checked without resolving, brackets and all', async () => {
    const resolve: Resolve = async () => {
      throw new Error('must not resolve a literal');
    };
    await expect(resolveCallbackHost('169.254.169.254', { allowLoopback: true, resolve })).rejects.toBeInstanceOf(AddressNotAllowedError);
    await expect(resolveCallbackHost('[::ffff:10.0.0.1]', { allowLoopback: true, resolve })).rejects.toBeInstanceOf(AddressNotAllowedError);
    expect(await resolveCallbackHost('[2606:4700::1111]', { allowLoopback: false, resolve })).toMatchObject({ address: '2606:4700::1111', family: 6 });
  });

  it('a public name resolves to its first address', async () => {
    const target = await resolveCallbackHost('shop.example.es', { allowLoopback: false, resolve: resolvingTo('93.184.215.14', '93.184.215.15') });
    expect(target).toEqual({ address: '93.184.215.14', family: 4, loopback: false });
  });

  it('the pinned lookup answers the checked address, in both callback shapes, whatever name it is asked', async () => {
    const look = pinnedLookup({ address: '93.184.215.14', family: 4, loopback: false });
    const single = await new Promise((resolve) => look('rebound.example', {}, (_e, address, family) => resolve([address, family])));
    expect(single).toEqual(['93.184.215.14', 4]);
    const all = await new Promise((resolve) => look('rebound.example', { all: true }, (_e, addresses) => resolve(addresses)));
    expect(all).toEqual([{ address: '93.184.215.14', family: 4 }]);
  });
});
