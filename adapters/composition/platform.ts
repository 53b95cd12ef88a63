import type { ContainerModule } from 'inversify';
import type { PrefetchedAnswer } from '../boot/boot-prefetch';
import type { PageExit } from '../../core/domain-failover/ports';
import type { AppNavigator } from '../../core/runtime/ports';
import type { HttpTransport, NetworkEnvironment } from '../../core/http/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { Clock, Scheduler } from '../../core/runtime/ports';

/** What the environment supplies: the browser in the app, fakes in tests. */
export interface Platform {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly sessionStore: KeyValueStore;
  readonly localStore: KeyValueStore;
  readonly network: NetworkEnvironment;
  readonly navigator: AppNavigator;
  /** Leaves or reloads the page (the domain-unreachable notice's retry). */
  readonly pageExit: PageExit;
  readonly currentLanguage: () => string;
  /** The browser's preferred languages (navigator.languages), for language detection (shell §9). */
  readonly browserLanguages?: readonly string[];
  /** Requests the boot entry sent ahead of the app, answered from there once (adapters/http/prefetched-transport.ts). */
  readonly prefetched?: readonly PrefetchedAnswer[];
  /** Replaces the axios transport under the early answers (tests with a scripted transport). */
  readonly transport?: HttpTransport;
  /** Loaded after the app's modules, overriding them: the mock build's sign-in adapters (mock-sign-in-module.ts). */
  readonly overrides?: readonly ContainerModule[];
}
