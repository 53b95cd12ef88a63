import { describe, expect, it, vi } from 'vitest';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { BrowserNetwork, systemClock, timerScheduler } from './browser-facilities';
import { BrowserRequestContext, DEVICE_ID_KEY } from './request-context';
import { RouterNavigator } from './router-navigator';

describe('browser facilities', () => {
  it('"A device id is valid only if exactly 36 characters": only then is it the Device header', () => {
    const local = new InMemoryStore();
    const context = new BrowserRequestContext('DEMO1', () => 'EN', local);
    local.set(DEVICE_ID_KEY, 'a'.repeat(36));
    expect(context.device()).toBe('a'.repeat(36));
    expect(DEVICE_ID_KEY).toBe('deviceId'); // a renamed key would lose every stored device id
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

  it('player-journey §8 "Offline ... (https only)": both facts are read, so plain http while offline is told apart', () => {
    const offlineHttp = new BrowserNetwork({ protocol: 'http:' }, { onLine: false });
    expect([offlineHttp.isSecure(), offlineHttp.isOnline()]).toEqual([false, false]);
    const onlineHttps = new BrowserNetwork({ protocol: 'https:' }, { onLine: true });
    expect([onlineHttps.isSecure(), onlineHttps.isOnline()]).toEqual([true, true]);
    expect(new BrowserNetwork({ protocol: 'file:' }, { onLine: true }).isSecure()).toBe(false);
  });

  it('the navigator\'s online flag is read on every call, not once', () => {
    const navigator = { onLine: true };
    const network = new BrowserNetwork({ protocol: 'https:' }, navigator);
    expect(network.isOnline()).toBe(true);
    navigator.onLine = false;
    expect(network.isOnline()).toBe(false);
  });

  it('no stored device id: no Device header', () => {
    expect(new BrowserRequestContext('DEMO1', () => 'EN', new InMemoryStore()).device()).toBeNull();
    expect(new BrowserRequestContext('DEMO2', () => 'EN', new InMemoryStore()).merchantCode()).toBe('DEMO2');
  });

  it('the system clock is the wall clock; the timer scheduler runs a task after its delay and can cancel it', () => {
    vi.useFakeTimers({ now: 1_234_567 });
    try {
      expect(systemClock.now()).toBe(1_234_567);
      const ran: string[] = [];
      timerScheduler.after(100, () => ran.push('kept'));
      const cancel = timerScheduler.after(100, () => ran.push('cancelled'));
      cancel();
      vi.advanceTimersByTime(99);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(ran).toEqual(['kept']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('detaching an old router does not detach the one mounted after it', () => {
    const fallback = vi.fn();
    const navigator = new RouterNavigator(fallback);
    const first = vi.fn();
    const second = vi.fn();
    const detachFirst = navigator.attach(first);
    navigator.attach(second);
    detachFirst();
    navigator.goTo('/m/home');
    expect(second).toHaveBeenCalledWith('/m/home', undefined);
    expect(first).not.toHaveBeenCalled();
    expect(fallback).not.toHaveBeenCalled();
  });
});
