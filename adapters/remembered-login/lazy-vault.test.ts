import { describe, expect, it } from 'vitest';
import { InMemoryRememberedLoginVault } from '../../core/testing/in-memory-remembered-login-vault';
import { LazyRememberedLoginVault } from './lazy-vault';

const entry = { username: 'u', password: 'p', type: 'username', merchantCode: 'DEMO1' } as const;

describe('LazyRememberedLoginVault (crypto code "load only when used")', () => {
  it('loads the vault once, on first use', async () => {
    const inner = new InMemoryRememberedLoginVault();
    let loads = 0;
    const vault = new LazyRememberedLoginVault(async () => {
      loads++;
      return inner;
    });
    expect(loads).toBe(0);
    await vault.save(entry);
    expect(await vault.load()).toEqual(entry);
    await vault.forget();
    expect(await vault.load()).toBeNull();
    expect(loads).toBe(1);
  });

  it('a failed download remembers nothing, never rejects, and is tried again next time', async () => {
    const inner = new InMemoryRememberedLoginVault();
    let attempt = 0;
    const vault = new LazyRememberedLoginVault(async () => {
      if (attempt++ === 0) throw new Error('chunk failed');
      return inner;
    });
    await expect(vault.save(entry)).resolves.toBeUndefined();
    expect(inner.saves).toBe(0);
    await vault.save(entry);
    expect(await vault.load()).toEqual(entry);
  });

  it('every method answers nothing when loading keeps failing', async () => {
    const vault = new LazyRememberedLoginVault(() => Promise.reject(new Error('offline')));
    await expect(vault.save(entry)).resolves.toBeUndefined();
    await expect(vault.load()).resolves.toBeNull();
    await expect(vault.forget()).resolves.toBeUndefined();
  });

  it('the browser vault without IndexedDB in this environment remembers nothing', async () => {
    const vault = new LazyRememberedLoginVault();
    await vault.save(entry);
    expect(await vault.load()).toBeNull();
  });
});
