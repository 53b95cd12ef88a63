import { describe, expect, it } from 'vitest';
import { APP_RELOAD_KEY } from '../../core/routing/reload';
import { readDocumentLoad, reloadInPlace, type ReloadWindow } from './app-reload';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

function fakeWindow(options: { type?: string; storage?: Storage | 'blocked'; calls?: string[] } = {}) {
  const calls = options.calls ?? [];
  const storage = options.storage ?? memoryStorage();
  const win: ReloadWindow = {
    location: { pathname: '/m/inviteFriends', search: '?r=1', reload: () => void calls.push(`reload, note ${String(storage !== 'blocked' && storage.getItem(APP_RELOAD_KEY))}`) },
    get sessionStorage() {
      if (storage === 'blocked') throw new DOMException('blocked', 'SecurityError');
      return storage;
    },
    performance: { getEntriesByType: (kind) => (kind === 'navigation' && options.type ? [{ type: options.type } as PerformanceNavigationTiming] : []) },
  };
  return { win, calls, storage };
}

describe('the app\'s own reload and the document load the app-refresh rule reads (docs/decisions.md "App refresh")', () => {
  it('the app notes the address it reloads before reloading, and the reloaded document takes the note once', () => {
    const storage = memoryStorage();
    const { win, calls } = fakeWindow({ storage, type: 'reload' });
    reloadInPlace(win);
    expect(calls).toEqual(['reload, note /m/inviteFriends?r=1']);
    // docs/decisions.md "App refresh": session storage `appReload`.
    expect(storage.getItem('appReload')).toBe('/m/inviteFriends?r=1');
    expect(readDocumentLoad(win)).toEqual({ navigationType: 'reload', address: '/m/inviteFriends?r=1', appReloadOf: '/m/inviteFriends?r=1' });
    expect(readDocumentLoad(win).appReloadOf).toBeNull();
  });

  it('a document with no note, or no navigation entry, reads as such (a navigation when the type is unknown)', () => {
    expect(readDocumentLoad(fakeWindow({ type: 'reload' }).win)).toEqual({ navigationType: 'reload', address: '/m/inviteFriends?r=1', appReloadOf: null });
    expect(readDocumentLoad(fakeWindow().win).navigationType).toBe('navigate');
  });

  it('blocked session storage: the app still reloads, and the load reads without a note', () => {
    const { win, calls } = fakeWindow({ storage: 'blocked', type: 'reload' });
    reloadInPlace(win);
    expect(calls).toEqual(['reload, note false']);
    expect(readDocumentLoad(win).appReloadOf).toBeNull();
  });
});
