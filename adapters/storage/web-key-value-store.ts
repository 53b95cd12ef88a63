import type { KeyValueStore } from '../../core/runtime/ports';

/** A Storage (sessionStorage or localStorage) that never throws: private mode and full quotas are tolerated. */
export class WebKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: Storage | undefined) {}

  get(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the value is simply not kept.
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Storage disabled: nothing to remove.
    }
  }

  keys(): string[] {
    try {
      const storage = this.storage;
      if (!storage) return [];
      return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
    } catch {
      return [];
    }
  }
}
