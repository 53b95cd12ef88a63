import { safeHttpUrl } from '../url/http-url';
/** An image address the page may fetch: absolute http(s), or a path on the page's own origin. */
export function safeImageUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
  return safeHttpUrl(trimmed);
}
