import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may reach (ADR 0037): public unicast only. Loopback, private (RFC 1918,
 * unique-local fc00::/7), link-local, CGNAT (100.64/10), multicast, broadcast, unspecified and the
 * reserved and documentation ranges are refused, for IPv4 and IPv6, and an IPv4-mapped IPv6
 * address (::ffff:127.0.0.1) is judged as the IPv4 address it maps. NAT64, 6to4 and Teredo
 * prefixes embed an IPv4 address too and are refused outright.
 */
export function addressRefusal(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' ? null : `${range} address ${parsed.toString()}`;
}

export interface WebhookAddressPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: any address may be reached (a private network's own receivers). */
  allowPrivate: boolean;
  /** WEBHOOK_ALLOWED_HOSTS: host names or IPs that may be private and spoken to over http. */
  allowedHosts: readonly string[];
}

export function hostAllowed(policy: WebhookAddressPolicy, host: string): boolean {
  return policy.allowPrivate || policy.allowedHosts.includes(host.toLowerCase());
}

export type ResolveAll = (host: string) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * The host's addresses, or why it may not be reached: every address it resolves to must be
 * public (one private answer among public ones refuses it, so a round-robin cannot slip one in),
 * unless the operator allows the host.
 */
export async function checkWebhookHost(
  policy: WebhookAddressPolicy,
  host: string,
  resolveAll: ResolveAll = systemResolveAll,
): Promise<{ ok: true; addresses: LookupAddress[] } | { ok: false; reason: string }> {
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolveAll(host);
    } catch (error) {
      return {
        ok: false,
        reason: `${host} does not resolve (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `${host} does not resolve` };
  if (hostAllowed(policy, host)) return { ok: true, addresses };
  for (const { address } of addresses) {
    const refusal = addressRefusal(address);
    if (refusal !== null) return { ok: false, reason: `${host} resolves to a ${refusal}` };
  }
  return { ok: true, addresses };
}
