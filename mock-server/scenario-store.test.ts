import { describe, expect, it, vi } from 'vitest';
import {
  createScenarioStore,
  DEFAULT_MAINTENANCE_DESCRIPTION,
  defaultScenarios,
  MAINTENANCE_END_AHEAD_MS,
  maintenanceEndFrom,
  SCENARIO_STORAGE_KEY,
} from './scenarios';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('scenario store', () => {
  it('"In the browser the switches persist in localStorage (key mock-scenarios) so they survive a reload"', () => {
    const storage = memoryStorage();
    createScenarioStore(storage).set({ maintenance: { enabled: true }, delays: { '/wps/system/status': 500 } });
    expect(storage.data.has(SCENARIO_STORAGE_KEY)).toBe(true);
    const reloaded = createScenarioStore(storage).get();
    expect(reloaded.maintenance.enabled).toBe(true);
    expect(reloaded.delays).toEqual({ '/wps/system/status': 500 });
  });

  it('a damaged stored value falls back to the defaults', () => {
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: '{"maintenance": 42' });
    expect(createScenarioStore(storage).get()).toEqual(defaultScenarios());
  });

  it('"observable or subscribe-able so a UI can render it": listeners hear every change, get() is stable between changes', () => {
    const store = createScenarioStore(null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({ domainNotAvailable: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(first);
    unsubscribe();
    store.reset();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(defaultScenarios());
  });

  it('nested switches merge: setting one maintenance field keeps the others', () => {
    const store = createScenarioStore(null);
    store.set({ maintenance: { enabled: true, description: 'x' } });
    store.set({ maintenance: { end: '2030-01-01T00:00:00Z' } });
    expect(store.get().maintenance).toEqual({ enabled: true, description: 'x', end: '2030-01-01T00:00:00Z' });
  });

  describe('"optional end time shown in local format (from maintenanceEnd)" (shell §2)', () => {
    const now = Date.parse('2025-06-01T10:10:00Z');

    it('switching maintenance on without an end puts one a few hours ahead of now, as ISO time with offset', () => {
      const store = createScenarioStore(null, () => now);
      store.set({ maintenance: { enabled: true } });
      const end = store.get().maintenance.end;
      expect(end).toBe('2025-06-01T21:30:00+08:00');
      expect(end).toBe(maintenanceEndFrom(now));
      const ahead = Date.parse(end!) - now;
      expect(ahead).toBeGreaterThanOrEqual(MAINTENANCE_END_AHEAD_MS);
      expect(ahead).toBeLessThan(MAINTENANCE_END_AHEAD_MS + 30 * 60 * 1000);
    });

    it('an end given with the switch, or null for "no end time", is kept as given', () => {
      const store = createScenarioStore(null, () => now);
      store.set({ maintenance: { enabled: true, end: null } });
      expect(store.get().maintenance.end).toBeNull();
      store.set({ maintenance: { enabled: false } });
      store.set({ maintenance: { enabled: true, end: '2030-01-01T12:00:00+08:00' } });
      expect(store.get().maintenance.end).toBe('2030-01-01T12:00:00+08:00');
    });

    it('an end still ahead is kept when maintenance is switched on again; a past one is replaced', () => {
      const store = createScenarioStore(null, () => now);
      store.set({ maintenance: { end: '2030-01-01T12:00:00+08:00' } });
      store.set({ maintenance: { enabled: true } });
      expect(store.get().maintenance.end).toBe('2030-01-01T12:00:00+08:00');
      store.set({ maintenance: { enabled: false, end: '2020-01-01T12:00:00+08:00' } });
      store.set({ maintenance: { enabled: true } });
      expect(store.get().maintenance.end).toBe(maintenanceEndFrom(now));
    });
  });

  it('stored maintenance without a description gets the default text; a stored null (description off) stays off', () => {
    const stored = (maintenance: object) => memoryStorage({ [SCENARIO_STORAGE_KEY]: JSON.stringify({ maintenance }) });
    expect(createScenarioStore(stored({ enabled: true, end: null })).get().maintenance).toEqual({
      enabled: true,
      end: null,
      description: DEFAULT_MAINTENANCE_DESCRIPTION,
    });
    expect(createScenarioStore(stored({ enabled: true, end: null, description: null })).get().maintenance.description).toBeNull();
  });

  it('announcementPopups: on by default, off survives a reload, a value stored before the switch existed reads as on', () => {
    const storage = memoryStorage();
    expect(createScenarioStore(storage).get().announcementPopups).toBe(true);
    createScenarioStore(storage).set({ announcementPopups: false });
    expect(createScenarioStore(storage).get().announcementPopups).toBe(false);
    const older = memoryStorage({ [SCENARIO_STORAGE_KEY]: JSON.stringify({ domainNotAvailable: true }) });
    expect(createScenarioStore(older).get()).toMatchObject({ domainNotAvailable: true, announcementPopups: true });
    const damaged = memoryStorage({ [SCENARIO_STORAGE_KEY]: JSON.stringify({ announcementPopups: 'no' }) });
    expect(createScenarioStore(damaged).get().announcementPopups).toBe(true);
  });

  it('white-label overrides merge per merchant and flag; null clears', () => {
    const store = createScenarioStore(null);
    store.set({ whiteLabel: { DEMO1: { CBS3: false } } });
    store.set({ whiteLabel: { DEMO1: { REWCEN3: true }, DEMO2: { CBS3: true } } });
    expect(store.get().whiteLabel).toEqual({ DEMO1: { CBS3: false, REWCEN3: true }, DEMO2: { CBS3: true } });
    store.set({ whiteLabel: { DEMO1: { CBS3: null }, DEMO2: null } });
    expect(store.get().whiteLabel).toEqual({ DEMO1: { REWCEN3: true } });
  });
});
