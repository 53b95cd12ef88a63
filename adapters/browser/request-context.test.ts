import { describe, expect, it } from 'vitest';
import { DeviceIdentity } from '../../core/device/device-identity';
import { CountingSha256, FakeDeviceTraits, MemoryCookies } from '../../core/testing/device-fakes';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { BrowserRequestContext } from './request-context';

describe('BrowserRequestContext: the Device header carries the device id', () => {
  it('reads DeviceIdentity: nothing before it knows an id, the resolved id after', async () => {
    const local = new InMemoryStore();
    const identity = new DeviceIdentity({ local, cookies: new MemoryCookies(), traits: new FakeDeviceTraits(), sha256: new CountingSha256() });
    const context = new BrowserRequestContext('DEMO1', () => 'EN', local, () => identity.current());
    expect(context.device()).toBeNull();
    const id = await identity.id();
    expect(context.device()).toBe(id);
  });

  it('"A device id is valid only if exactly 36 characters": a source giving 35 or 37 gives no header', () => {
    const local = new InMemoryStore();
    expect(new BrowserRequestContext('DEMO1', () => 'EN', local, () => 'a'.repeat(35)).device()).toBeNull();
    expect(new BrowserRequestContext('DEMO1', () => 'EN', local, () => 'a'.repeat(37)).device()).toBeNull();
    expect(new BrowserRequestContext('DEMO1', () => 'EN', local, () => 'a'.repeat(36)).device()).toBe('a'.repeat(36));
  });
});
