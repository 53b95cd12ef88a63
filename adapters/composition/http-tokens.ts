import type { ApiClient } from '../../core/http/api-client';
import type { HttpTransport, PayloadCipherLoader, RequestContext } from '../../core/http/ports';
import type { FailureReporter } from '../../core/http/report-failure';
import { token } from './token';

/** The tokens http-module.ts binds. */
export const httpTokens = {
  HttpTransport: token<HttpTransport>('HttpTransport'),
  /** What HttpTransport sends through when it holds no early answer: axios; tests script it (Platform.transport). */
  NetworkTransport: token<HttpTransport>('NetworkTransport'),
  PayloadCipherLoader: token<PayloadCipherLoader>('PayloadCipherLoader'),
  RequestContext: token<RequestContext>('RequestContext'),
  FailureReporter: token<FailureReporter>('FailureReporter'),
  ApiClient: token<ApiClient>('ApiClient'),
} as const;
