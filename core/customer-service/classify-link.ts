import { safeHttpUrl } from '../url/http-url';
import { WIDGET_CS_TYPES, type CustomerServiceTarget } from './model';

const SCRIPT_TAG = /^<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>\s*<\/script>$/i;

/**
 * What a decrypted path opens (docs/decisions.md "Customer-service support widgets"): a widget-type
 * entry (LIVECHAT, COMM100, COMM100VIP) whose plain text is a script URL ending in .js, or a
 * `<script src>` tag, is a support widget; anything else must be an http(s) link. Inline script
 * code is refused. Null: the entry is dropped.
 */
export function classifyPlainPath(plain: string, csType: string): CustomerServiceTarget | null {
  const trimmed = plain.trim();
  const tag = SCRIPT_TAG.exec(trimmed);
  if (trimmed.startsWith('<')) {
    const scriptUrl = tag?.[1] ? safeHttpUrl(tag[1]) : null;
    return scriptUrl && WIDGET_CS_TYPES.includes(csType) ? { kind: 'widget', scriptUrl } : null;
  }
  const url = safeHttpUrl(trimmed);
  if (!url) return null;
  if (WIDGET_CS_TYPES.includes(csType) && new URL(url).pathname.toLowerCase().endsWith('.js')) {
    return { kind: 'widget', scriptUrl: url };
  }
  return { kind: 'link', url };
}
