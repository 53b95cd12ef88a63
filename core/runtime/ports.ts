// Time reaches core only through these ports (DEVELOPERS.md: core reads no clock and sets no timer itself).

export interface Clock {
  now(): number;
}

export interface Cancel {
  (): void;
}

export interface Scheduler {
  after(ms: number, task: () => void): Cancel;
}
