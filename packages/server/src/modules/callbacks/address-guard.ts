import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a merchant's callback URL may never reach (quality bar 8): the server's own network, cloud metadata
 * (169.254.169.254) and anything not unicast on the internet. Loopback is kept apart because the sandbox may allow it.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The 16 bytes of an IPv6 address (written in any of its forms, a trailing dotted quad included). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = tail === undefined ? groups(head) : [...groups(head), ...Array(missing).fill('0'), ...groups(tail)];
  return all.flatMap((group) => {
    const n = parseInt(group, 16);
    return [n >> 8, n & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one stands for: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, which also
 * makes :: itself 0.0.0.0), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::). Each reaches that IPv4 host, so
 * it is judged as that host.
 */
export function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const quad = (at: number) => b.slice(at, at + 4).join('.');
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return quad(12);
  if (zeros(0, 12)) return quad(12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return quad(12);
  if (b[0] === 0x20 && b[1] === 0x02) return quad(2);
  return null;
}

export type AddressVerdict = 'public' | 'loopback' | 'refused';

/** How a callback may treat one resolved IP address. */
export function classifyAddress(address: string): AddressVerdict {
  const family = isIP(address);
  if (family === 0) return 'refused';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return 'loopback';
  const v4 = type === 'ipv6' ? embeddedIpv4(address) : null;
  if (v4) return classifyAddress(v4);
  return refused.check(address, type) ? 'refused' : 'public';
}

export interface CallbackTarget {
  address: string;
  family: 4 | 6;
  loopback: boolean;
}

export class AddressNotAllowedError extends Error {
  constructor(readonly hostname: string, readonly address: string) {
    super(`${hostname} resolves to ${address}, which callbacks may not reach`);
  }
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;
// IPv4 first: many receivers are reachable over IPv4 only, and `localhost` then means 127.0.0.1 as local receivers expect.
const resolveAll: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: false });

/**
 * Resolves a callback host once and checks every address it gave: one refused address refuses the host (a name
 * with a public and a private address must not reach the private one on some attempt). Loopback is refused
 * unless `allowLoopback`. The request then connects to the checked address (`pinnedLookup`), never re-resolving.
 */
export async function resolveCallbackHost(
  hostname: string,
  options: { allowLoopback: boolean; resolve?: Resolve },
): Promise<CallbackTarget> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await (options.resolve ?? resolveAll)(bare);
  if (addresses.length === 0) throw new AddressNotAllowedError(hostname, '(none)');
  for (const { address } of addresses) {
    const verdict = classifyAddress(address);
    if (verdict === 'refused' || (verdict === 'loopback' && !options.allowLoopback)) {
      throw new AddressNotAllowedError(hostname, address);
    }
  }
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4, loopback: classifyAddress(first.address) === 'loopback' };
}

/** A `lookup` for node:https that answers the already checked address, whatever it is asked. */
export function pinnedLookup(target: CallbackTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}
