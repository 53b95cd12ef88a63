import type { CookieJar } from '../device/ports';
import type { Clock } from '../runtime/ports';
import { collectPixelBundle, FB_COOKIE_MAX_AGE_SECONDS, FBC_COOKIE, FBP_COOKIE, queryFields } from './pixel-bundle';
import type { PixelBundleStore, RandomSource } from './ports';

/**
 * Keeps the pixel tracking bundle of a landing (player-journey §3): read from the query and the cookies,
 * stored for the registration's pixelTrack, fbc and fbp written as cookies for 90 days. Never throws:
 * a blocked cookie jar or storage leaves the bundle as far as it got.
 */
export class CapturePixelBundle {
  constructor(
    private readonly deps: {
      readonly store: PixelBundleStore;
      readonly cookies: CookieJar;
      readonly clock: Clock;
      readonly random: RandomSource;
    },
  ) {}

  execute(landingSearch: string): Readonly<Record<string, string>> {
    const { store, cookies, clock, random } = this.deps;
    const collected = collectPixelBundle({
      query: queryFields(landingSearch),
      stored: quietly(() => store.read(), {}),
      cookies: { fbc: quietly(() => cookies.get(FBC_COOKIE), null), fbp: quietly(() => cookies.get(FBP_COOKIE), null) },
      nowMs: clock.now(),
      random: random.next(),
    });
    for (const cookie of collected.cookies) quietly(() => cookies.set(cookie.name, cookie.value, FB_COOKIE_MAX_AGE_SECONDS), undefined);
    quietly(() => store.write(collected.bundle), undefined);
    return collected.bundle;
  }
}

function quietly<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
