import { detectLanguage, directionOf, htmlLangOf, type LanguageKey } from '../../core/i18n/languages.ts';

/** The locale keys the offline page shows: the app's own words for a dropped connection and a retry. */
export const OFFLINE_KEYS = { title: 'network_offline', message: 'render_failed', retry: 'retry' } as const;

export type OfflineStrings = Readonly<Record<keyof typeof OFFLINE_KEYS, string>>;

/** Every language's offline strings, read from src/i18n/locales at build time (offline-strings-plugin.ts). */
export type OfflineCatalogue = Readonly<Partial<Record<LanguageKey, OfflineStrings>>>;

/** Static: no script, no request; nothing else may load into it. */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#fff}' +
  'main{max-width:430px;margin:0 auto;padding:64px 24px;text-align:center}' +
  'h1{font-size:1.4rem;margin:0 0 12px}p{line-height:1.6}' +
  'a{display:inline-block;margin-top:16px;padding:12px 32px;border-radius:8px;background:#d6336c;color:#fff;text-decoration:none;font-weight:600}';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The page the service worker answers a navigation with when neither its cache nor the network has the app
 * (docs/decisions.md "PWA: offline page"): in the browser's language (the app's language rules, shell §9),
 * right to left where that language is, with a link that tries the same address again.
 */
export function offlinePageHtml(catalogue: OfflineCatalogue, browserLanguages: readonly string[], retryUrl: string): string {
  const language = detectLanguage(null, browserLanguages);
  const strings = catalogue[language] ?? catalogue.EN ?? { title: 'Network offline', message: '', retry: 'Retry' };
  return (
    `<!doctype html><html lang="${htmlLangOf(language)}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(strings.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(strings.title)}</h1><p>${escapeHtml(strings.message)}</p>` +
    `<a href="${escapeHtml(retryUrl)}">${escapeHtml(strings.retry)}</a></main></body></html>`
  );
}

export function offlineResponse(catalogue: OfflineCatalogue, browserLanguages: readonly string[], retryUrl: string): Response {
  return new Response(offlinePageHtml(catalogue, browserLanguages, retryUrl), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': OFFLINE_PAGE_CSP },
  });
}

/** Reads the offline strings a language's locale module defines; throws naming the first one missing. */
export function pickOfflineStrings(language: string, messages: Readonly<Record<string, unknown>>): OfflineStrings {
  const read = (key: string): string => {
    const value = messages[key];
    if (typeof value !== 'string' || value === '') throw new Error(`locale ${language} has no ${key}`);
    return value;
  };
  return { title: read(OFFLINE_KEYS.title), message: read(OFFLINE_KEYS.message), retry: read(OFFLINE_KEYS.retry) };
}
