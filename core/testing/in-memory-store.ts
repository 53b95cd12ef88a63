import type { KeyValueStore } from '../runtime/ports';

export class InMemoryStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
  keys(): string[] {
    return [...this.entries.keys()];
  }
}
