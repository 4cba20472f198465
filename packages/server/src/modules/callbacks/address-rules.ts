import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a merchant's callback URL may reach (quality bar 8, decision 1022). The ranges come from the IANA
 * IPv4 and IPv6 special-purpose address registries as ipaddr.js maintains them (`range()`), not from a hand list:
 * anything but `unicast` is refused (private, shared, link-local and metadata, documentation, benchmarking, Teredo,
 * 6to4, discard-only, site-local, multicast, reserved...). Loopback is kept apart because the sandbox may allow it.
 */

/**
 * IPv6 forms whose last 32 bits are the IPv4 host a packet reaches: IPv4-mapped (::ffff:0:0/96), IPv4-translated
 * (::ffff:0:0:0/96, RFC 6145) and the well-known NAT64 prefix (64:ff9b::/96, RFC 6052). Each is judged as that host.
 * ipaddr.js reads the deprecated dotted `::a.b.c.d` as mapped too, so it is judged the same way.
 */
const IPV4_CARRIERS = ['::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96'].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/**
 * IANA's global unicast space. The rest of IPv6 that ipaddr.js calls unicast is unallocated or deprecated
 * (IPv4-compatible addresses written in hex, 100:0:0:1::/64, 4000::/2...): no merchant's server lives there.
 */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** The IPv4 address an IPv6 one stands for (IPV4_CARRIERS), or null. */
export function embeddedIpv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const v6 = ipaddr.IPv6.parse(address);
  if (!IPV4_CARRIERS.some((carrier) => v6.match(carrier))) return null;
  return v6.toByteArray().slice(12).join('.');
}

export type AddressVerdict = 'public' | 'loopback' | 'refused';

/** How a callback may treat one resolved IP address. */
export function classifyAddress(address: string): AddressVerdict {
  if (isIP(address) === 0) return 'refused';
  const v4 = embeddedIpv4(address);
  if (v4) return classifyAddress(v4);
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range === 'loopback') return 'loopback';
  if (range !== 'unicast') return 'refused';
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST)) return 'refused';
  return 'public';
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
