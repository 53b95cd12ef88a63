import type { RememberedLoginEntry } from '../remembered-login/model';
import type { AutoLoginPreference, RememberedLoginVault } from '../remembered-login/ports';

/** The vault without IndexedDB or WebCrypto (core tests, cucumber): the entry in memory. */
export class InMemoryRememberedLoginVault implements RememberedLoginVault {
  entry: RememberedLoginEntry | null = null;
  saves = 0;
  forgets = 0;

  async save(entry: RememberedLoginEntry): Promise<void> {
    this.saves++;
    this.entry = { ...entry };
  }
  async load(): Promise<RememberedLoginEntry | null> {
    return this.entry ? { ...this.entry } : null;
  }
  async forget(): Promise<void> {
    this.forgets++;
    this.entry = null;
  }
}

/** The auto-login switch in memory: on until disabled. */
export class InMemoryAutoLoginPreference implements AutoLoginPreference {
  on = true;
  isOn(): boolean {
    return this.on;
  }
  enable(): void {
    this.on = true;
  }
  disable(): void {
    this.on = false;
  }
}
