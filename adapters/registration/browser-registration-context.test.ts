import { describe, expect, it } from 'vitest';
import type { RunMode } from '../../core/device/run-mode';
import { BrowserRegistrationContext } from './browser-registration-context';

const page = { href: 'https://aff1.demo.test/m/register?referralCode=F', host: 'aff1.demo.test', search: '?referralCode=F' };
const DEVICE_ID = 'd'.repeat(36);
const device = { id: () => Promise.resolve(DEVICE_ID) };
const run = (registerMethod: RunMode['registerMethod'], isOfficialAppLogin = false) => () => ({ registerMethod, isOfficialAppLogin });

describe('browser registration context (player-journey §3 "Registration request")', () => {
  it('registers from the page\'s own address and host', () => {
    const context = new BrowserRegistrationContext(device, run('H5'), () => page);
    expect(context.registerUrl()).toBe(page.href);
    expect(context.domain()).toBe('aff1.demo.test');
    expect(context.query()).toBe('?referralCode=F');
  });

  it('"registerMethod (APP, H5, PWA or WEBCLIP)" follows how the app runs now, and only the wrapper is the official app', () => {
    let mode = run('H5');
    const context = new BrowserRegistrationContext(device, () => mode(), () => page);
    expect([context.registerMethod(), context.isOfficialAppLogin()]).toEqual(['H5', false]);
    mode = run('WEBCLIP');
    expect(context.registerMethod()).toBe('WEBCLIP');
    mode = run('APP', true);
    expect([context.registerMethod(), context.isOfficialAppLogin()]).toEqual(['APP', true]);
  });

  it('loginDeviceId is the device id; one that cannot be made is sent empty rather than stopping the registration', async () => {
    expect(await new BrowserRegistrationContext(device, run('H5'), () => page).loginDeviceId()).toBe(DEVICE_ID);
    const broken = { id: () => Promise.reject(new Error('no SubtleCrypto')) };
    expect(await new BrowserRegistrationContext(broken, run('H5'), () => page).loginDeviceId()).toBe('');
  });

  it('without a page (no window) the address parts are empty', () => {
    const context = new BrowserRegistrationContext(device, run('H5'), () => null);
    expect([context.registerUrl(), context.domain(), context.query()]).toEqual(['', '', '']);
  });
});
