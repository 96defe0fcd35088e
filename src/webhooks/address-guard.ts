import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Refusal of a receiver address; the message is safe to show the workspace admin. */
export class ReceiverRefused extends Error {
  override name = 'ReceiverRefused';
}

/**
 * IPv4 blocks that are not globally reachable unicast (the IANA special-purpose registry):
 * "this network", private, CGNAT, loopback, link-local (the 169.254.169.254 metadata
 * address), IETF protocol assignments, documentation, 6to4 relays, benchmarking,
 * multicast, reserved and broadcast.
 */
const IPV4_REFUSED = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.31.196.0/24',
  '192.52.193.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '192.175.48.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));

/** Global unicast IPv6: the only block a receiver may be in. */
const IPV6_GLOBAL = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Blocks inside 2000::/3 that are refused: IETF protocol assignments (Teredo, which
 * embeds an IPv4 address, among them), documentation, and 6to4, which embeds one too.
 */
const IPV6_REFUSED = ['2001::/23', '2001:db8::/32', '2002::/16', '3fff::/20'].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);

/** ::/96 (IPv4-compatible, deprecated) and ::ffff:0:0/96 (IPv4-mapped) carry an IPv4. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const high = parts.slice(0, 5).every((part) => part === 0);
  if (!high || (parts[5] !== 0 && parts[5] !== 0xffff)) return undefined;
  return new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff]);
}

const isPublicIPv4 = (address: ipaddr.IPv4) => !IPV4_REFUSED.some((range) => address.match(range));

/**
 * Whether an IP may receive deliveries. An allow-list: IPv4 global unicast, and IPv6
 * global unicast (2000::/3) outside the blocks that tunnel or translate IPv4 (6to4,
 * Teredo; NAT64 lies outside 2000::/3). An IPv4-mapped or -compatible IPv6 address is
 * judged as the IPv4 address it embeds. Any IPv4 spelling ipaddr.js accepts (decimal,
 * octal, hex, shortened) is judged by its value.
 */
export function isPublicAddress(address: string): boolean {
  if (ipaddr.IPv4.isValid(address)) return isPublicIPv4(ipaddr.IPv4.parse(address));
  // A zone index (`fe80::1%eth0`) only ever scopes a non-global address.
  if (address.includes('%') || !ipaddr.IPv6.isValid(address)) return false;
  const parsed = ipaddr.IPv6.parse(address);
  const embedded = embeddedIPv4(parsed);
  if (embedded) return isPublicIPv4(embedded);
  return parsed.match(IPV6_GLOBAL) && !IPV6_REFUSED.some((range) => parsed.match(range));
}

export function isAllowListed(host: string, allowedHosts: string[]): boolean {
  return allowedHosts.includes(host.toLowerCase().replace(/^\[|\]$/g, ''));
}

/** The receiver URL rules checked at creation: https, and a public address once resolved. */
export async function checkReceiverUrl(raw: string, allowedHosts: string[]): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ReceiverRefused('must be an absolute URL');
  }
  if (url.username || url.password) throw new ReceiverRefused('must not contain credentials');
  if (isAllowListed(url.hostname, allowedHosts)) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new ReceiverRefused('must be http(s)');
    return;
  }
  if (url.protocol !== 'https:')
    throw new ReceiverRefused(
      'must use https:// (for a local test receiver, an operator adds its host to WEBHOOK_ALLOWED_HOSTS)',
    );
  const addresses = await resolveAll(url.hostname);
  if (addresses.length === 0) throw new ReceiverRefused('host does not resolve');
  if (!addresses.every(isPublicAddress)) {
    throw new ReceiverRefused(
      'resolves to a private, loopback, link-local or otherwise non-public address (for a local test receiver, an operator adds its host to WEBHOOK_ALLOWED_HOSTS)',
    );
  }
}

async function resolveAll(hostname: string): Promise<string[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return [host];
  try {
    const results = await dns.promises.lookup(host, { all: true, verbatim: true });
    return results.map((result) => result.address);
  } catch {
    return [];
  }
}

/**
 * A `lookup` for http(s).request that resolves the host at connection time and refuses
 * non-public answers, so a name re-pointed after creation (DNS rebinding) cannot reach
 * an internal address. Allow-listed hosts skip the check.
 */
export function guardedLookup(allowedHosts: string[]): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as dns.LookupAddress[];
      const allowed = isAllowListed(hostname, allowedHosts)
        ? list
        : list.filter((a) => isPublicAddress(a.address));
      if (allowed.length === 0) {
        return callback(new ReceiverRefused(`${hostname} resolves to a refused address`), '', 4);
      }
      if ((options as dns.LookupAllOptions).all) return callback(null, allowed as never);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
