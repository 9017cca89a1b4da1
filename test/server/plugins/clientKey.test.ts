import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../src/server/plugins/clientKey.ts';

describe('the client key of an address', () => {
  it('is an IPv4 address itself, also when it comes IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).toBe('203.0.113.8');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:0', '2001:DB8:1:2::a:b', '2001:db8:1:2::1%eth0', '2001:db8:1:2::192.0.2.1']) {
      expect(clientKey(address)).toBe(key);
    }
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('tells addresses of two /64s apart, also neighbouring ones', () => {
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('2001:db8::1')).not.toBe(clientKey('2001:db9::1'));
  });

  it('keeps anything that is no IP address as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('/run/store.sock')).toBe('/run/store.sock');
  });
});
