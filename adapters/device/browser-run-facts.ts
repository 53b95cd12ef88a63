import { WEBCLIP_FLAG_KEY } from '../../core/install/record-webclip-flag';
import type { RunFacts, RunFactsSource } from '../../core/device/ports';
import type { KeyValueStore } from '../../core/runtime/ports';

/** player-journey §4 "WEBCLIP flag", in local storage (set by core/install/record-webclip-flag.ts). */
export const WEBCLIP_KEY = WEBCLIP_FLAG_KEY;

export interface RunFactSources {
  readonly navigator?: Partial<Pick<Navigator, 'userAgent' | 'maxTouchPoints'>> & { readonly standalone?: unknown };
  readonly matchMedia?: (query: string) => { readonly matches: boolean };
}

/** Gathers how the page runs, for core/device/run-mode.ts. Read at each call: the WEBCLIP flag may change. */
export class BrowserRunFacts implements RunFactsSource {
  constructor(
    private readonly sources: RunFactSources,
    private readonly local: KeyValueStore,
  ) {}

  read(): RunFacts {
    const nav = this.sources.navigator ?? {};
    let standaloneDisplayMode = false;
    try {
      standaloneDisplayMode = this.sources.matchMedia?.('(display-mode: standalone)').matches === true;
    } catch {
      standaloneDisplayMode = false;
    }
    return {
      userAgent: nav.userAgent ?? '',
      standaloneDisplayMode,
      navigatorStandalone: nav.standalone === true,
      webclipFlag: this.local.get(WEBCLIP_KEY),
      maxTouchPoints: nav.maxTouchPoints ?? 0,
    };
  }
}

/** The page's own navigator and matchMedia; in node (tests) what exists there. */
export function pageRunFactSources(): RunFactSources {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    matchMedia: typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? undefined : (q) => window.matchMedia(q),
  };
}
