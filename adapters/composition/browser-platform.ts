import { BrowserNetwork, systemClock, timerScheduler } from '../browser/browser-facilities';
import { reloadInPlace } from '../browser/app-reload';
import { LocationPageExit } from '../browser/location-page-exit';
import { RouterNavigator } from '../browser/router-navigator';
import { WebKeyValueStore } from '../storage/web-key-value-store';
import type { Platform } from './platform';

function storage(name: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return window[name];
  } catch {
    return undefined; // storage blocked (privacy settings)
  }
}

export function browserPlatform(
  currentLanguage: () => string,
  browserLanguages: readonly string[],
): Platform & { navigator: RouterNavigator } {
  return {
    clock: systemClock,
    scheduler: timerScheduler,
    sessionStore: new WebKeyValueStore(storage('sessionStorage')),
    localStore: new WebKeyValueStore(storage('localStorage')),
    network: new BrowserNetwork(window.location, window.navigator),
    navigator: new RouterNavigator((path) => window.location.assign(path)),
    pageExit: new LocationPageExit({ assign: (url) => window.location.assign(url), reload: () => reloadInPlace(window) }),
    currentLanguage,
    browserLanguages,
  };
}
