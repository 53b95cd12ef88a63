import type { PageExit } from '../../core/domain-failover/ports';
import type { NetworkEnvironment } from '../../core/http/ports';
import type { AppNavigator, Clock, KeyValueStore, Scheduler } from '../../core/runtime/ports';
import type { AppConfig } from '../../core/shell/app-config';
import type { PrefetchedAnswer } from '../boot/boot-prefetch';
import type { DocumentHead } from '../browser/document-head';
import { token } from './token';

/** The tokens the platform (create-container.ts binds them from Platform; the React entry binds DocumentHead) binds. */
export const platformTokens = {
  AppConfig: token<AppConfig>('AppConfig'),
  Clock: token<Clock>('Clock'),
  Scheduler: token<Scheduler>('Scheduler'),
  SessionKeyValueStore: token<KeyValueStore>('SessionKeyValueStore'),
  LocalKeyValueStore: token<KeyValueStore>('LocalKeyValueStore'),
  NetworkEnvironment: token<NetworkEnvironment>('NetworkEnvironment'),
  CurrentLanguage: token<() => string>('CurrentLanguage'),
  /** Requests the boot entry sent ahead of the app (adapters/boot/boot-prefetch.ts); none in tests. */
  PrefetchedAnswers: token<readonly PrefetchedAnswer[]>('PrefetchedAnswers'),
  AppNavigator: token<AppNavigator>('AppNavigator'),
  /** Bound by the React entry (and UI tests) to the page's document. */
  DocumentHead: token<DocumentHead>('DocumentHead'),
  /** Leaves the page for the chosen domain (location.assign) or reloads it. */
  PageExit: token<PageExit>('PageExit'),
} as const;
