// Time and randomness reach core only through these ports (DEVELOPERS.md: no Date.now() or timers in core).

export interface Clock {
  now(): number;
}

export interface Cancel {
  (): void;
}

export interface Scheduler {
  after(ms: number, task: () => void): Cancel;
}
