import { describe, expect, it } from 'vitest';
import { DocumentCookieJar, MemoryCookieJar } from './cookie-jar';

describe('DocumentCookieJar (player-journey §9 "Device cookie lifetime 365 days")', () => {
  it('writes max-age, path=/, SameSite=Lax and Secure on https', () => {
    const doc = { cookie: '' };
    new DocumentCookieJar(doc, () => true).set('deviceId', 'a b', 31_536_000);
    expect(doc.cookie).toBe('deviceId=a%20b; max-age=31536000; path=/; SameSite=Lax; Secure');
  });

  it('no Secure attribute on plain http (the browser would drop the cookie)', () => {
    const doc = { cookie: '' };
    new DocumentCookieJar(doc, () => false).set('deviceId', 'x', 10);
    expect(doc.cookie).toBe('deviceId=x; max-age=10; path=/; SameSite=Lax');
  });

  it('reads the named cookie among others, decoded; a missing or undecodable one is null', () => {
    const jar = new DocumentCookieJar({ cookie: 'a=1; deviceIdX=no; deviceId=abc%2Ddef; z=2' }, () => true);
    expect(jar.get('deviceId')).toBe('abc-def');
    expect(jar.get('missing')).toBeNull();
    expect(new DocumentCookieJar({ cookie: 'deviceId=%E0%A4%A' }, () => true).get('deviceId')).toBeNull();
    expect(new DocumentCookieJar({ cookie: '' }, () => true).get('deviceId')).toBeNull();
    expect(new DocumentCookieJar({ cookie: 'deviceId' }, () => true).get('deviceId')).toBeNull();
  });

  it('the memory jar (no document) keeps what it is given', () => {
    const jar = new MemoryCookieJar();
    expect(jar.get('deviceId')).toBeNull();
    jar.set('deviceId', 'v');
    expect(jar.get('deviceId')).toBe('v');
  });
});
