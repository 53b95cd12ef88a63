/**
 * The boot entry's early requests (docs/decisions.md "Speed on a slow phone: the first banner from the boot entry"): app-config.json (index.html preloads it) and then the
 * consolidated settings, sent while the framework downloads so the boot shell can paint the first banner. The app
 * sends neither again: loadAppConfig reads the same response (appConfigFetch) and the request layer answers the
 * settings call with this one (PrefetchedTransport). No framework, no decoder: this runs in the page's entry.
 */
import type { HttpMethod, TransportOutcome } from '../../core/http/model';
import { commonHeaders } from '../../core/http/common-headers';
import { DEFAULT_TIMEOUT_MS } from '../../core/http/request-defaults';
import { SETTINGS_MODULE_ID, SETTINGS_PATH } from '../../core/http/settings-call';
import { readAppConfig, type AppConfig } from '../../core/shell/app-config';

/** A request sent ahead of the app, as the request layer would have sent it, with its outcome. */
export interface PrefetchedAnswer {
  readonly method: HttpMethod;
  /** The API origin (AppConfig.apiBaseUrl, '' for the page's) and the catalogue path. */
  readonly baseUrl: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly outcome: Promise<TransportOutcome>;
}

export interface BootPrefetch {
  /** app-config.json's response, or null when it could not be fetched. */
  readonly appConfig: Promise<Response | null>;
  /** The settings call once sent (right after the config is read); null when not sent. */
  readonly settings: Promise<PrefetchedAnswer | null>;
}

export interface BootPrefetchOptions {
  readonly fetch: typeof fetch;
  /** The app's base (import.meta.env.BASE_URL), where app-config.json is. */
  readonly base: string;
  readonly defaults: AppConfig;
  /** The Language header: the stored or detected language, as LanguageSetting starts with. */
  readonly language: string;
  /** loadAppConfig's limit: the settings call is sent (or given up) by then, so the app never waits longer. */
  readonly configTimeoutMs: number;
}


export function startBootPrefetch(options: BootPrefetchOptions): BootPrefetch {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.configTimeoutMs);
  const appConfig = options
    // As loadAppConfig asks for it, so both use index.html's preload.
    .fetch(`${options.base}app-config.json`, { cache: 'no-cache', credentials: 'same-origin', signal: abort.signal })
    .catch(() => null);
  const settings = appConfig.then(async (response) => {
    // The limit holds until the body is read: aborting the fetch fails a stalled body too.
    const file: unknown = response?.ok ? await response.clone().json().catch(() => null) : null;
    clearTimeout(timer);
    const { merchantCode, apiBaseUrl } = readAppConfig(file, options.defaults).config;
    // ApiClient's headers for a GET of a tokenless row (shell §7).
    const headers = commonHeaders(merchantCode, options.language, SETTINGS_MODULE_ID) as Record<string, string>;
    const outcome = send(options.fetch, `${apiBaseUrl}${SETTINGS_PATH}`, headers, DEFAULT_TIMEOUT_MS);
    return { method: 'GET' as const, baseUrl: apiBaseUrl, path: SETTINGS_PATH, headers, outcome };
  });
  return { appConfig, settings: settings.catch(() => null) };
}

/**
 * A GET as AxiosTransport sends it in a browser (credentials included; XHR follows redirects) and reads it (JSON when
 * it parses, else the text).
 */
async function send(fetchFn: typeof fetch, url: string, headers: Record<string, string>, timeoutMs: number): Promise<TransportOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, { headers, credentials: 'include', signal: abort.signal });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an HTML error page, an empty body): handed on as the text it is.
    }
    return { kind: 'response', status: response.status, body };
  } catch {
    return abort.signal.aborted ? { kind: 'timeout' } : { kind: 'no-response' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * loadAppConfig's fetch: the first read of app-config.json gets the entry's response (its abort signal still
 * honoured); anything else, or when the entry got none, goes to the network.
 */
export function appConfigFetch(prefetch: BootPrefetch | null, fetchFn: typeof fetch): typeof fetch {
  let handed = prefetch?.appConfig ?? null;
  return async (input, init) => {
    const early = handed;
    handed = null;
    const response = early && String(input).endsWith('app-config.json') ? await abortable(early, init?.signal) : null;
    return response ?? fetchFn(input, init);
  };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject);
  });
}

// The entry starts the prefetch; the app (src/main.tsx, loaded by the entry) takes it over. One page, one module
// instance: no global.
let started: BootPrefetch | null = null;

export function handOver(prefetch: BootPrefetch): void {
  started = prefetch;
}

/** The entry's prefetch, once; null when there was none (mock builds, tests). */
export function takeOver(): BootPrefetch | null {
  const prefetch = started;
  started = null;
  return prefetch;
}
