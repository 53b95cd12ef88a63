import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { BrowserRegistrationContext, DEVICE_ID_STORAGE_KEY } from './browser-registration-context';

const page = { href: 'https://aff1.demo.test/m/register?referralCode=F', host: 'aff1.demo.test', search: '?referralCode=F' };

describe('browser registration context (player-journey §3 "Registration request")', () => {
  it('a web page registers as H5, not as the official app, from its own address and host', () => {
    const context = new BrowserRegistrationContext(new InMemoryStore(), () => page);
    expect(context.registerMethod()).toBe('H5');
    expect(context.isOfficialAppLogin()).toBe(false);
    expect(context.registerUrl()).toBe(page.href);
    expect(context.domain()).toBe('aff1.demo.test');
    expect(context.query()).toBe('?referralCode=F');
  });

  it('the device id is read from local storage "deviceId", else empty', async () => {
    const store = new InMemoryStore();
    const context = new BrowserRegistrationContext(store, () => page);
    expect(await context.loginDeviceId()).toBe('');
    store.set(DEVICE_ID_STORAGE_KEY, 'd'.repeat(36));
    expect(await context.loginDeviceId()).toBe('d'.repeat(36));
  });

  it('without a page (no window) the address parts are empty', () => {
    const context = new BrowserRegistrationContext(new InMemoryStore(), () => null);
    expect([context.registerUrl(), context.domain(), context.query()]).toEqual(['', '', '']);
  });
});
