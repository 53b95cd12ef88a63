// The environment reaches core only through these ports: time (core reads no clock and sets no timer itself),
// storage and navigation.

export interface Clock {
  now(): number;
}

export interface Cancel {
  (): void;
}

export interface Scheduler {
  after(ms: number, task: () => void): Cancel;
}

export interface AppNavigator {
  goTo(path: string, options?: { replace?: boolean }): void;
}

/** Session storage as strings; the request layer keeps its GET cache here. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}
