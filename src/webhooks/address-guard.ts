import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Refusal of a receiver address; the message is safe to show the workspace admin. */
export class ReceiverRefused extends Error {
  override name = 'ReceiverRefused';
}

/**
 * Whether an IP may receive deliveries: public unicast only. Loopback, private,
 * link-local (which includes the 169.254.169.254 cloud metadata address), CGNAT,
 * unique-local, multicast and reserved ranges are refused, IPv4-mapped IPv6 included.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
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
  if (url.protocol !== 'https:') throw new ReceiverRefused('must use https://');
  const addresses = await resolveAll(url.hostname);
  if (addresses.length === 0) throw new ReceiverRefused('host does not resolve');
  if (!addresses.every(isPublicAddress)) {
    throw new ReceiverRefused('resolves to a private, loopback, link-local or metadata address');
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
