import { readAppConfig, type AppConfig } from '../../core/shell/app-config';
import { readVitalsConfig } from '../../core/vitals/vitals-config';

/** A config that has not arrived by then is treated as missing: boot never waits on it forever. */
export const CONFIG_TIMEOUT_MS = 8_000;

/**
 * Fetches `{base}app-config.json`; a missing, slow or malformed file falls back to the build defaults
 * with a warning.
 */
export async function loadAppConfig(
  baseUrl: string,
  defaults: AppConfig,
  fetchFn: typeof fetch = globalThis.fetch.bind(globalThis),
  warn: (message: string) => void = (m) => console.warn(m),
  timeoutMs: number = CONFIG_TIMEOUT_MS,
): Promise<AppConfig> {
  let file: unknown;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  try {
    // no-cache revalidates (a swapped file is seen at once) and still matches index.html's preload.
    const response = await fetchFn(`${baseUrl}app-config.json`, {
      cache: 'no-cache',
      credentials: 'same-origin',
      signal: abort.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    file = await response.json();
  } catch (error) {
    warn(`app-config.json could not be read (${String(error)}); using the build defaults`);
    return defaults;
  } finally {
    clearTimeout(timer);
  }
  const { config, problems } = readAppConfig(file, defaults);
  for (const problem of problems) warn(`${problem}; using the build default`);
  return config;
}

export function buildDefaults(env: Record<string, string | undefined>): AppConfig {
  const defaults = {
    merchantCode: env.VITE_MERCHANT_CODE || 'DEMO1',
    apiBaseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  };
  // Mock builds report to the mock (.env.mock); production builds are off unless app-config.json names a URL.
  const vitals = env.VITE_VITALS_URL ? readVitalsConfig({ url: env.VITE_VITALS_URL }) : null;
  return vitals ? { ...defaults, vitals } : defaults;
}
