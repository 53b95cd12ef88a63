import { readAppConfig, type AppConfig } from '../../core/shell/app-config';

/** Fetches `{base}app-config.json`; a missing or malformed file falls back to the build defaults with a warning. */
export async function loadAppConfig(
  baseUrl: string,
  defaults: AppConfig,
  fetchFn: typeof fetch = globalThis.fetch.bind(globalThis),
  warn: (message: string) => void = (m) => console.warn(m),
): Promise<AppConfig> {
  let file: unknown;
  try {
    // no-cache revalidates (a swapped file is seen at once) and still matches index.html's preload.
    const response = await fetchFn(`${baseUrl}app-config.json`, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    file = await response.json();
  } catch (error) {
    warn(`app-config.json could not be read (${String(error)}); using the build defaults`);
    return defaults;
  }
  const { config, problems } = readAppConfig(file, defaults);
  for (const problem of problems) warn(`${problem}; using the build default`);
  return config;
}

export function buildDefaults(env: Record<string, string | undefined>): AppConfig {
  return {
    merchantCode: env.VITE_MERCHANT_CODE || 'DEMO1',
    apiBaseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  };
}
