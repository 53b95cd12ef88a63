import { describe, expect, it, vi } from 'vitest';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { AUTO_LOGIN_KEY, BrowserNetwork, StoredAutoLoginSwitch } from './browser-facilities';
import { BrowserRequestContext, DEVICE_ID_KEY } from './request-context';
import { RouterNavigator } from './router-navigator';

describe('browser facilities', () => {
  it('"A device id is valid only if exactly 36 characters": only then is it the Device header', () => {
    const local = new InMemoryStore();
    const context = new BrowserRequestContext('DEMO1', () => 'EN', local);
    local.set(DEVICE_ID_KEY, 'a'.repeat(36));
    expect(context.device()).toBe('a'.repeat(36));
    local.set(DEVICE_ID_KEY, 'a'.repeat(35));
    expect(context.device()).toBeNull();
    local.set(DEVICE_ID_KEY, 'a'.repeat(37));
    expect(context.device()).toBeNull();
  });

  it('the Language header follows the UI language, CN when none is chosen', () => {
    let language = 'PT-BR';
    const context = new BrowserRequestContext('DEMO1', () => language, new InMemoryStore());
    expect(context.language()).toBe('PT-BR');
    language = '';
    expect(context.language()).toBe('CN');
  });

  it('https and online are read from the page', () => {
    const network = new BrowserNetwork({ protocol: 'http:' }, { onLine: true });
    expect([network.isSecure(), network.isOnline()]).toEqual([false, true]);
    expect(new BrowserNetwork({ protocol: 'https:' }, { onLine: false }).isSecure()).toBe(true);
  });

  it('"autoLogin set to 0" when auto login is turned off', () => {
    const local = new InMemoryStore();
    new StoredAutoLoginSwitch(local).disable();
    expect(local.get(AUTO_LOGIN_KEY)).toBe('0');
  });

  it('core navigates by a full page load until the router is mounted, then through the router', () => {
    const fallback = vi.fn();
    const navigator = new RouterNavigator(fallback);
    navigator.goTo('/m/login');
    expect(fallback).toHaveBeenCalledWith('/m/login');
    const navigate = vi.fn();
    const detach = navigator.attach(navigate);
    navigator.goTo('/m/home', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    detach();
    navigator.goTo('/m/help');
    expect(fallback).toHaveBeenLastCalledWith('/m/help');
  });
});
