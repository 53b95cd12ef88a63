import { describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_KEY } from '../../core/device/device-id';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { LazyDeviceIdentity } from './lazy-device-identity';

const MADE = 'a'.repeat(8) + '-' + 'b'.repeat(27);

describe('lazy device identity: the fingerprint code is downloaded only when an id is first asked for', () => {
  it('loads the fingerprint code only on the first id(), once however many calls', async () => {
    const made = { id: vi.fn(() => Promise.resolve(MADE)), current: () => MADE };
    const load = vi.fn(() => Promise.resolve(made));
    const identity = new LazyDeviceIdentity(load, new InMemoryStore());
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([identity.id(), identity.id()])).toEqual([MADE, MADE]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(identity.current()).toBe(MADE);
  });

  it('before loading, the Device header uses a valid stored id, and nothing for a wrong-length one', () => {
    const local = new InMemoryStore();
    const identity = new LazyDeviceIdentity(() => Promise.reject(new Error('unused')), local);
    expect(identity.current()).toBeNull();
    local.set(DEVICE_ID_KEY, 'x'.repeat(35));
    expect(identity.current()).toBeNull();
    local.set(DEVICE_ID_KEY, 'x'.repeat(36));
    expect(identity.current()).toBe('x'.repeat(36));
  });

  it('a failed load is tried again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ id: () => Promise.resolve(MADE), current: () => MADE });
    const identity = new LazyDeviceIdentity(load, new InMemoryStore());
    await expect(identity.id()).rejects.toThrow('chunk failed');
    expect(await identity.id()).toBe(MADE);
  });

  it('warm downloads the fingerprint code without making an id, quietly on failure; the next id() uses it', async () => {
    const made = { id: vi.fn(() => Promise.resolve(MADE)), current: () => MADE };
    const load = vi.fn().mockRejectedValueOnce(new Error('network drop')).mockResolvedValue(made);
    const identity = new LazyDeviceIdentity(load, new InMemoryStore());
    await expect(identity.warm()).resolves.toBeUndefined();
    await identity.warm();
    expect(load).toHaveBeenCalledTimes(2);
    expect(made.id).not.toHaveBeenCalled();
    expect(await identity.id()).toBe(MADE);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
