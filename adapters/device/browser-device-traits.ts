import type { DeviceTraits, DeviceTraitValues } from '../../core/device/ports';

/** The parts of the page the traits are read from (window in the app, fakes in tests). */
export interface TraitSources {
  readonly navigator?: Partial<Pick<Navigator, 'userAgent' | 'languages' | 'language' | 'hardwareConcurrency' | 'platform' | 'maxTouchPoints'>>;
  readonly screen?: Partial<Pick<Screen, 'width' | 'height' | 'colorDepth'>>;
  readonly timeZone?: () => string;
}

const intlTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Reads the fingerprint traits; anything the browser does not expose reads as empty or 0. */
export class BrowserDeviceTraits implements DeviceTraits {
  constructor(private readonly sources: TraitSources) {}

  read(): DeviceTraitValues {
    const nav = this.sources.navigator ?? {};
    const screen = this.sources.screen ?? {};
    const width = screen.width ?? 0;
    const height = screen.height ?? 0;
    let timeZone = '';
    try {
      timeZone = (this.sources.timeZone ?? intlTimeZone)() ?? '';
    } catch {
      timeZone = '';
    }
    return {
      userAgent: nav.userAgent ?? '',
      languages: nav.languages?.length ? [...nav.languages] : nav.language ? [nav.language] : [],
      screenShort: Math.min(width, height),
      screenLong: Math.max(width, height),
      colorDepth: screen.colorDepth ?? 0,
      timeZone,
      hardwareConcurrency: nav.hardwareConcurrency ?? 0,
      platform: nav.platform ?? '',
      maxTouchPoints: nav.maxTouchPoints ?? 0,
    };
  }
}

/** The page's own traits; in node (tests) what exists there. */
export function pageTraitSources(): TraitSources {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    screen: typeof screen === 'undefined' ? undefined : screen,
  };
}
