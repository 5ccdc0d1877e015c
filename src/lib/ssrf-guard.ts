// Server-side request forgery guard for outgoing requests to user-given URLs (webhooks): by default only
// public unicast addresses are reachable, so a subscription cannot make the server call its own loopback,
// the private network or a cloud metadata endpoint. The check happens on the address actually connected to
// (a lookup hook), so a name that resolves to a private address at delivery time (DNS rebinding) is refused too.

import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, shared, documentation, multicast and reserved addresses (IPv4-mapped IPv6 too). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class BlockedTargetError extends Error {
  constructor(host: string) {
    super(`${host} is a loopback, private or link-local address; set CLAUSEWISE_WEBHOOK_ALLOW_PRIVATE=true to allow such targets`);
    this.name = 'BlockedTargetError';
  }
}

/** A `lookup` for http.request that refuses names resolving to a non-public address. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      if (!allowPrivate && list.some((a) => isNonPublicAddress(a.address))) return callback(new BlockedTargetError(hostname), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Refuses a URL whose host is a literal non-public address (names are checked when connecting). */
export function assertPublicLiteral(url: URL, allowPrivate: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) !== 0 && isNonPublicAddress(host)) throw new BlockedTargetError(host);
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) throw new BlockedTargetError(host);
}
