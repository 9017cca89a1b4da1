import { isIPv4, isIPv6 } from 'node:net';

/** The bits of an IPv6 address that name one household or site: a provider hands each a /64 at least. */
const ipv6GroupsKept = 4;

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

/**
 * The client a per-address limit counts an address against: an IPv4 address itself (an
 * IPv4-mapped IPv6 address as its IPv4 address), and an IPv6 address by its /64, as every
 * household or site is given a whole /64 and may use any address in it. Anything else (no
 * address, a socket path) is its own key.
 */
export function clientKey(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mappedTail = groups.slice(0, 6).every((group, index) => (index === 5 ? group === 0xffff : group === 0));
  if (mappedTail) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  return `${groups.slice(0, ipv6GroupsKept).map((group) => group.toString(16)).join(':')}::/64`;
}
