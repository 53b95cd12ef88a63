import type { ServiceIdentifier } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type {
  AutoLoginSwitch,
  HttpTransport,
  KeyValueStore,
  NetworkEnvironment,
  PayloadCipherLoader,
  RequestContext,
} from '../../core/http/ports';
import type { FailureReporter } from '../../core/http/report-failure';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import type { Login } from '../../core/session/login';
import type { SessionStore } from '../../core/session/ports';
import type { AppConfig } from '../../core/shell/app-config';
import type { CheckSystemStatus } from '../../core/shell/check-system-status';
import type { NoticeCenter } from '../../core/shell/notice-center';
import type { AppNavigator } from '../../core/shell/ports';

/** A service identifier that remembers the type bound to it. */
export type Token<T> = ServiceIdentifier<T> & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`mobile-shell/${name}`) as Token<T>;

export const TOKENS = {
  AppConfig: token<AppConfig>('AppConfig'),
  Clock: token<Clock>('Clock'),
  Scheduler: token<Scheduler>('Scheduler'),
  SessionKeyValueStore: token<KeyValueStore>('SessionKeyValueStore'),
  LocalKeyValueStore: token<KeyValueStore>('LocalKeyValueStore'),
  NetworkEnvironment: token<NetworkEnvironment>('NetworkEnvironment'),
  CurrentLanguage: token<() => string>('CurrentLanguage'),
  HttpTransport: token<HttpTransport>('HttpTransport'),
  PayloadCipherLoader: token<PayloadCipherLoader>('PayloadCipherLoader'),
  RequestContext: token<RequestContext>('RequestContext'),
  AutoLoginSwitch: token<AutoLoginSwitch>('AutoLoginSwitch'),
  SessionStore: token<SessionStore>('SessionStore'),
  NoticeCenter: token<NoticeCenter>('NoticeCenter'),
  AppNavigator: token<AppNavigator>('AppNavigator'),
  FailureReporter: token<FailureReporter>('FailureReporter'),
  ApiClient: token<ApiClient>('ApiClient'),
  CheckSystemStatus: token<CheckSystemStatus>('CheckSystemStatus'),
  Login: token<Login>('Login'),
} as const;
