/** Stable traits of the browser and device that the fingerprint is made from (player-journey §3 "Device id"). */
export interface DeviceTraitValues {
  readonly userAgent: string;
  readonly languages: readonly string[];
  /** Screen size as the shorter and the longer side, so turning the phone does not change it. */
  readonly screenShort: number;
  readonly screenLong: number;
  readonly colorDepth: number;
  readonly timeZone: string;
  readonly hardwareConcurrency: number;
  readonly platform: string;
  readonly maxTouchPoints: number;
}

export interface DeviceTraits {
  read(): DeviceTraitValues;
}

export interface Sha256 {
  digest(text: string): Promise<Uint8Array>;
}

/** Cookies of the page (path /). */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/** What the page can tell about how it runs (core/device/run-mode.ts decides from these). */
export interface RunFacts {
  readonly userAgent: string;
  /** matchMedia('(display-mode: standalone)').matches */
  readonly standaloneDisplayMode: boolean;
  /** iOS Safari's standalone flag (true in a home-screen web clip). */
  readonly navigatorStandalone: boolean;
  /** Local storage WEBCLIP: '1', '0' or null when never set (player-journey §4 "WEBCLIP flag"). */
  readonly webclipFlag: string | null;
  /** The touch-point count: iPadOS reports a Macintosh user agent with touch. */
  readonly maxTouchPoints: number;
}

export interface RunFactsSource {
  read(): RunFacts;
}

/** The device id as the request layer and the sign-in calls read it (core/device/device-identity.ts makes it). */
export interface DeviceIdSource {
  /** The 36-character id, made once per page. */
  id(): Promise<string>;
  /** The id for a synchronous header: the made one or a valid stored one, else null. */
  current(): string | null;
}
