import type { HtmlSanitizer } from '../../core/content/ports';
import { HTML_POLICY } from '../../adapters/browser/trusted-types-policies';

interface HtmlPolicy {
  createHTML(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy;
}

let policy: HtmlPolicy | null = null;
// The sanitiser the policy applies: the one the caller loaded (the same instance for the page's life).
let sanitizeWith: ((html: string) => string) | null = null;

/**
 * Server HTML for an innerHTML sink (docs/decisions.md "Trusted Types"): sanitised, and where the browser has Trusted
 * Types made a TrustedHTML by the page's `mobile-web-html` policy, whose only rule is the sanitiser: whatever code
 * asks it, the markup that comes out is the sanitiser's. Without Trusted Types, the sanitised string. Either is what
 * `dangerouslySetInnerHTML.__html` takes on this page.
 */
export function trustedHtml(html: string, sanitizer: HtmlSanitizer, win: { trustedTypes?: TrustedTypesFactory } = window as never): string {
  sanitizeWith = (input) => sanitizer.sanitize(input);
  const factory = win.trustedTypes;
  if (!factory) return sanitizer.sanitize(html);
  policy ??= factory.createPolicy(HTML_POLICY, { createHTML: (input) => (sanitizeWith ? sanitizeWith(input) : '') });
  // The DOM's typings know only strings for innerHTML; a TrustedHTML is what the browser wants under Trusted Types.
  return policy.createHTML(html) as string;
}
