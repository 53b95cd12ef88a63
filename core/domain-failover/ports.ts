/** Pings one domain: `{origin}/wps/system/test/ping?speed={timestamp}` (player-journey §7). */
export interface DomainPinger {
  /** Resolves true on a successful answer, false on any failure; never rejects. */
  ping(origin: string, speed: number): Promise<boolean>;
}

/** Leaves this page for another (the browser adapter does location.assign / location.reload). */
export interface PageExit {
  /** Only ever called with an http(s) URL. */
  assign(url: string): void;
  reload(): void;
}

/** A number in [0, 1): the shuffle's randomness (Math.random in the browser, scripted in tests). */
export type RandomSource = () => number;
