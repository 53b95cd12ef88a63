import type { CookieJar, DeviceTraits, DeviceTraitValues, RunFacts, RunFactsSource, Sha256 } from '../device/ports';

export const PHONE_TRAITS: DeviceTraitValues = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  languages: ['en-US', 'en'],
  screenShort: 412,
  screenLong: 915,
  colorDepth: 24,
  timeZone: 'Asia/Manila',
  hardwareConcurrency: 8,
  platform: 'Linux armv81',
  maxTouchPoints: 5,
};

/** Traits a test can change between reads. */
export class FakeDeviceTraits implements DeviceTraits {
  constructor(public values: DeviceTraitValues = PHONE_TRAITS) {}
  read(): DeviceTraitValues {
    return this.values;
  }
}

/** The real SHA-256 (WebCrypto of the test runtime), counting its calls. */
export class CountingSha256 implements Sha256 {
  calls = 0;
  async digest(text: string): Promise<Uint8Array> {
    this.calls++;
    return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  }
}

/** Cookies in memory, remembering the max-age each was written with. */
export class MemoryCookies implements CookieJar {
  readonly values = new Map<string, string>();
  readonly maxAges = new Map<string, number>();
  get(name: string): string | null {
    return this.values.get(name) ?? null;
  }
  set(name: string, value: string, maxAgeSeconds: number): void {
    this.values.set(name, value);
    this.maxAges.set(name, maxAgeSeconds);
  }
}

export const BROWSER_FACTS: RunFacts = {
  userAgent: PHONE_TRAITS.userAgent,
  standaloneDisplayMode: false,
  navigatorStandalone: false,
  webclipFlag: null,
  maxTouchPoints: 5,
};

export class FakeRunFacts implements RunFactsSource {
  constructor(public facts: RunFacts = BROWSER_FACTS) {}
  read(): RunFacts {
    return this.facts;
  }
}
