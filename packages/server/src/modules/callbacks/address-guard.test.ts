import { describe, expect, it } from 'vitest';
import { AddressNotAllowedError, classifyAddress, embeddedIpv4, pinnedLookup, resolveCallbackHost, type Resolve } from './address-guard';

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
] as const;

const LOOPBACK = ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:ffff:7f00:1'];
const PUBLIC = ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'];

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
    expect(embeddedIpv4('64:ff9b::1.2.3.4')).toBe('1.2.3.4');
    expect(embeddedIpv4('2002:0102:0304::')).toBe('1.2.3.4');
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
