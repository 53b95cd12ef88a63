import { describe, expect, it } from 'vitest';
import { hostnameOf, isIpAddress, labelsOf } from './host';

describe('host names (shell §2 affiliate subdomain and noindex host rules read the host without its port)', () => {
  it.each([
    ['localhost:5173', 'localhost'],
    ['WWW.Example.COM', 'www.example.com'],
    ['aff.example.com:8443', 'aff.example.com'],
    ['aff.example.com.', 'aff.example.com'],
    [' aff.example.com ', 'aff.example.com'],
    ['[::1]:5173', '[::1]'],
    ['[2001:db8::1]', '[2001:db8::1]'],
    ['192.168.0.10:80', '192.168.0.10'],
  ])('%s is the host name %s', (host, name) => {
    expect(hostnameOf(host)).toBe(name);
  });

  it.each(['192.168.0.10', '10.0.0.1', '[::1]'])('%s is an IP address', (name) => {
    expect(isIpAddress(name)).toBe(true);
  });

  it.each(['www.example.com', '1.example.com', '1.2.3', '1.2.3.4.5', 'a192.168.0.1', '192.168.0.1a', 'localhost'])('%s is not an IP address', (name) => {
    expect(isIpAddress(name)).toBe(false);
  });

  it('labels split on dots', () => {
    expect(labelsOf('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(labelsOf('localhost')).toEqual(['localhost']);
  });
});
