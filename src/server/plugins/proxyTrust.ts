import { BlockList, isIPv4 } from 'node:net';
import { bareAddress, unmappedAddress } from './clientKey.ts';

/** TRUST_PROXY: off, the number of our proxies, or their addresses and subnets (`10.0.0.1`, `10.0.0.0/8`). */
export type TrustedProxies = false | number | readonly string[];

/** Whether the address (a socket's, or an X-Forwarded-For entry) `hop` steps from the store is one of our proxies. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** An address or subnet TRUST_PROXY may list: its bare address and prefix length, or undefined. */
export function proxyRule(entry: string): { address: string; prefix: number | undefined } | undefined {
  const [text = '', prefixText, ...rest] = entry.trim().split('/');
  const bare = bareAddress(text);
  if (bare === undefined || rest.length) return undefined;
  const address = unmappedAddress(bare);
  if (prefixText === undefined) return { address, prefix: undefined };
  const prefix = Number(prefixText);
  const bits = isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(prefixText) && prefix <= bits ? { address, prefix } : undefined;
}

/**
 * fastify's trustProxy for TRUST_PROXY. A hop count trusts the socket's peer and the nearest
 * `hops - 1` entries (fastify refuses a bare number). A list trusts the addresses it names
 * however a proxy wrote them (with a port, in brackets, IPv4-mapped: bareAddress), where
 * fastify's own list reading took `10.0.0.2:443` for a client and so read the client from an
 * entry a proxy of ours had written.
 */
export function proxyTrust(trusted: TrustedProxies): false | ProxyTrust {
  if (trusted === false) return false;
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  const ours = new BlockList();
  for (const entry of trusted) {
    const rule = proxyRule(entry);
    if (!rule) throw new Error(`Not an address or subnet: ${entry}`);
    const family = isIPv4(rule.address) ? 'ipv4' : 'ipv6';
    if (rule.prefix === undefined) ours.addAddress(rule.address, family);
    else ours.addSubnet(rule.address, rule.prefix, family);
  }
  return (entry) => {
    const bare = bareAddress(entry);
    if (bare === undefined) return false;
    const address = unmappedAddress(bare).split('%')[0] ?? '';
    return ours.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  };
}
