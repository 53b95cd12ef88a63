/**
 * The consolidated settings, asked for by the page's entry rather than after the framework's download (the app
 * takes the answer over: adapters/boot/boot-prefetch.ts): the carousel's first banner and the chat option from
 * them, each waited for at most SHARED_CONFIG_WAIT_MS. On home, home's content calls go with them (core/http/home-calls.ts),
 * but those the session already keeps. Mock builds swap this module for no-prefetch-settings.ts (vite.config.ts):
 * they have no backend until the app starts msw.
 */
import { handOver, startBootPrefetch } from '../../adapters/boot/boot-prefetch';
import { buildDefaults, CONFIG_TIMEOUT_MS } from '../../adapters/config/load-app-config';
import { CHAT_OPTION } from '../../core/chat/chat-option';
import { settingsIn } from '../../core/config/settings-answer';
import { isServedFlagOn } from '../../core/config/white-label-pairs';
import { HOME_CALLS } from '../../core/http/home-calls';
import { firstCarouselBanner, type FirstCarouselBanner } from '../../core/home/first-carousel-banner';
import { SHARED_CONFIG_WAIT_MS } from './boot-shell';

export interface EarlySettings {
  readonly banner: Promise<FirstCarouselBanner | null>;
  readonly chat: Promise<boolean>;
}

export function prefetchSettings(language: string, onHome: boolean): EarlySettings {
  const prefetch = startBootPrefetch({
    fetch: window.fetch.bind(window),
    base: import.meta.env.BASE_URL,
    defaults: buildDefaults(import.meta.env),
    language,
    configTimeoutMs: CONFIG_TIMEOUT_MS,
    calls: onHome ? HOME_CALLS : [],
    kept: (key) => {
      try {
        return window.sessionStorage.getItem(key) !== null;
      } catch {
        return false;
      }
    },
  });
  handOver(prefetch);
  const outcome = prefetch.settings.then(async (answer) => (answer ? await answer.outcome : null));
  const atMost = <T>(value: Promise<T>, otherwise: T) => Promise.race([value, new Promise<T>((done) => setTimeout(() => done(otherwise), SHARED_CONFIG_WAIT_MS))]);
  return {
    banner: atMost(outcome.then((answer) => (answer ? firstCarouselBanner(answer) : null)), null),
    chat: atMost(outcome.then((answer) => (answer ? isServedFlagOn(settingsIn(answer)?.whitelabelVal, CHAT_OPTION) : false)), false),
  };
}
