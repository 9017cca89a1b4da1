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
    expect(clientKey('2001:db8::1')).not.toBe(clientKey('2001:db8:1::1'));
  });

  it('is the same for every form a proxy may write a client in: with a port, in brackets, mapped, padded, upper case', () => {
    for (const entry of ['203.0.113.7', ' 203.0.113.7 ', '203.0.113.7:51234', '[::ffff:203.0.113.7]', '[::ffff:203.0.113.7]:443', '[::FFFF:CB00:7107]:8080', '::ffff:203.0.113.7']) {
      expect(clientKey(entry), entry).toBe('203.0.113.7');
    }
    for (const entry of ['2001:db8:53::1', '[2001:db8:53::2]', '[2001:db8:53::3]:443', '[2001:DB8:53:0:FFFF::3]:65535', '2001:0DB8:0053:0000:0000:0000:0000:0004', '[2001:db8:53::5%eth0]:80']) {
      expect(clientKey(entry), entry).toBe('2001:db8:53:0::/64');
    }
  });

  it('is none for anything that is not an address, which then cannot count as a client of its own', () => {
    const notAddresses = [
      '', 'unknown', '_hidden', '/run/store.sock', 'localhost', '203.0.113.7:', '203.0.113.7:port', '203.0.113.7:123456',
      '203.0.113', '203.0.113.256', '203.0.113.007', '[203.0.113.7]', '[2001:db8::1', '2001:db8::1]:80', '[2001:db8::1]:',
      '[2001:db8::1]x', '2001:db8::1:80:', '"203.0.113.7"', '203.0.113.7, 203.0.113.8', '2001:db8::g',
    ];
    for (const entry of notAddresses) expect(clientKey(entry), entry).toBeUndefined();
  });
});
