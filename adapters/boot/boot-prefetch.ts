/**
 * The boot entry's early requests (docs/decisions.md "Speed on a slow phone: the first banner from the boot entry" and
 * "First-load budget: axios after the entry's early calls"): app-config.json (index.html preloads it), then the
 * consolidated settings and, on home, home's content calls (core/http/home-calls.ts), sent while the framework
 * downloads so the boot shell can paint the first banner and home's sections need neither the framework's download
 * nor axios to get their answers. The app sends none of them again: loadAppConfig reads the same response
 * (appConfigFetch) and the request layer answers each call with the early one (PrefetchedTransport). No framework, no
 * decoder: this runs in the page's entry.
 */
import type { HttpMethod, Query, TransportOutcome } from '../../core/http/model';
import { cacheKey, canonicalQuery } from '../../core/http/cache-key';
import { commonHeaders } from '../../core/http/common-headers';
import type { EarlyCall } from '../../core/http/home-calls';
import { DEFAULT_TIMEOUT_MS } from '../../core/http/request-defaults';
import { SETTINGS_MODULE_ID, SETTINGS_PATH } from '../../core/http/settings-call';
import { settingsIn } from '../../core/config/settings-answer';
import { isServedFlagOn } from '../../core/config/white-label-pairs';
import { readAppConfig, type AppConfig } from '../../core/shell/app-config';

/** A request sent ahead of the app, as the request layer would have sent it, with its outcome. */
export interface PrefetchedAnswer {
  readonly method: HttpMethod;
  /** The API origin (AppConfig.apiBaseUrl, '' for the page's) and the catalogue path. */
  readonly baseUrl: string;
  readonly path: string;
  readonly query?: Query;
  readonly headers: Readonly<Record<string, string>>;
  /** null: the entry decided not to send it after all (a white-label flag it waited for is off). */
  readonly outcome: Promise<TransportOutcome | null>;
}

export interface BootPrefetch {
  /** app-config.json's response, or null when it could not be fetched. */
  readonly appConfig: Promise<Response | null>;
  /** The settings call once sent (right after the config is read); null when not sent. */
  readonly settings: Promise<PrefetchedAnswer | null>;
  /** BootPrefetchOptions.calls once sent (beside the settings call); [] when none. */
  readonly calls: Promise<readonly PrefetchedAnswer[]>;
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
  /** Calls sent beside the settings (home's content, on /m/home). */
  readonly calls?: readonly EarlyCall[];
  /** Whether the session already keeps an answer under this cache key (core/http/cache-key.ts): not asked again. */
  readonly kept?: (cacheKey: string) => boolean;
}

export function startBootPrefetch(options: BootPrefetchOptions): BootPrefetch {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.configTimeoutMs);
  const appConfig = options
    // As loadAppConfig asks for it, so both use index.html's preload.
    .fetch(`${options.base}app-config.json`, { cache: 'no-cache', credentials: 'same-origin', signal: abort.signal })
    .catch(() => null);
  const sent = appConfig.then(async (response) => {
    // The limit holds until the body is read: aborting the fetch fails a stalled body too.
    const file: unknown = response?.ok ? await response.clone().json().catch(() => null) : null;
    clearTimeout(timer);
    const { merchantCode, apiBaseUrl } = readAppConfig(file, options.defaults).config;
    // ApiClient's request for a GET of a tokenless row (shell §7), its outcome from `outcome`.
    const early = (call: Omit<EarlyCall, 'cacheable'>, outcome: (url: string, headers: Record<string, string>) => Promise<TransportOutcome | null>): PrefetchedAnswer => {
      const headers = definedHeaders(commonHeaders(merchantCode, options.language, call.moduleId));
      const query = canonicalQuery(call.query);
      const url = `${apiBaseUrl}${call.path}${query ? `?${query}` : ''}`;
      return { method: 'GET', baseUrl: apiBaseUrl, path: call.path, ...(call.query ? { query: call.query } : {}), headers, outcome: outcome(url, headers) };
    };
    const now = (url: string, headers: Record<string, string>) => send(options.fetch, url, headers, DEFAULT_TIMEOUT_MS);
    const settings = early({ path: SETTINGS_PATH, moduleId: SETTINGS_MODULE_ID }, now);
    const calls = (options.calls ?? [])
      .filter((call) => !isKept(call, merchantCode, options))
      .map((call) => {
        const flag = call.whenFlag;
        if (flag === undefined) return early(call, now);
        // As the use case: asked for only when the settings serve the flag on.
        return early(call, async (url, headers) => {
          const answer = await settings.outcome;
          return answer && isServedFlagOn(settingsIn(answer)?.whitelabelVal, flag) ? now(url, headers) : null;
        });
      });
    return { settings, calls };
  });
  return { appConfig, settings: sent.then((s) => s.settings).catch(() => null), calls: sent.then((s) => s.calls).catch(() => []) };
}

function isKept(call: EarlyCall, merchantCode: string, options: BootPrefetchOptions): boolean {
  const key = cacheKey({ ...call, method: 'GET', noCache: false }, call.query, { merchantCode, language: options.language });
  return key !== null && (options.kept?.(key) ?? false);
}

/** The headers with a value: a row without a module id sends no ModuleId header (axios leaves undefined ones out). */
function definedHeaders(headers: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * A GET as AxiosTransport sends it in a browser (credentials included; redirects not followed, shell §7) and reads it
 * (JSON when it parses, else the text).
 */
async function send(fetchFn: typeof fetch, url: string, headers: Record<string, string>, timeoutMs: number): Promise<TransportOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, { headers, credentials: 'include', redirect: 'manual', signal: abort.signal });
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
export function appConfigFetch(prefetch: Pick<BootPrefetch, 'appConfig'> | null, fetchFn: typeof fetch): typeof fetch {
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
