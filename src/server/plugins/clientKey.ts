import { isIPv4, isIPv6 } from 'node:net';

/** The bits of an IPv6 address that name one household or site: a provider hands each a /64 at least. */
const ipv6GroupsKept = 4;

/** `[v6]` or `[v6]:port`, as proxies write an IPv6 client with or without its port. */
const bracketedIPv6 = /^\[([^\]]+)\](?::(\d{1,5}))?$/;
/** `a.b.c.d:port`. */
const ipv4WithPort = /^([\d.]+):(\d{1,5})$/;

const isPort = (port: string | undefined) => port === undefined || Number(port) <= 65535;

/**
 * The bare address a proxy's X-Forwarded-For entry names, whichever form the proxy wrote it in
 * (`a.b.c.d`, `a.b.c.d:port`, `v6`, `[v6]`, `[v6]:port`, in any case, with spaces around), or
 * undefined when the entry names no address (`unknown`, an obfuscated name, a socket path, an
 * IPv4 address with leading zeros, which some parsers read as octal).
 */
export function bareAddress(entry: string): string | undefined {
  const text = entry.trim();
  if (isIPv4(text) || isIPv6(text)) return text;
  const bracketed = bracketedIPv6.exec(text);
  if (bracketed) return isIPv6(bracketed[1] ?? '') && isPort(bracketed[2]) ? bracketed[1] : undefined;
  const withPort = ipv4WithPort.exec(text);
  if (withPort) return isIPv4(withPort[1] ?? '') && isPort(withPort[2]) ? withPort[1] : undefined;
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (its zone dropped, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  const [withoutZone = ''] = address.split('%');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone)?.[1];
  let text = withoutZone;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${withoutZone.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const [left, right] = [parse(head), parse(tail ?? '')];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d, in any form) as its IPv4 address; any other address as it is. */
export function unmappedAddress(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const isMapped = groups.slice(0, 6).every((group, index) => (index === 5 ? group === 0xffff : group === 0));
  return isMapped ? [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.') : address;
}

/**
 * The client a per-address limit counts an X-Forwarded-For entry or socket address against: an
 * IPv4 address itself (an IPv4-mapped IPv6 address as its IPv4 address), and an IPv6 address by
 * its /64, as every household or site is given a whole /64 and may use any address in it; the
 * same for every form of it (bareAddress). Undefined for anything that names no address: it is
 * no client of its own (addressKey then counts the proxy that wrote it).
 */
export function clientKey(entry: string): string | undefined {
  const bare = bareAddress(entry);
  if (bare === undefined) return undefined;
  const address = unmappedAddress(bare);
  if (isIPv4(address)) return address;
  return `${ipv6Groups(address).slice(0, ipv6GroupsKept).map((group) => group.toString(16)).join(':')}::/64`;
}
