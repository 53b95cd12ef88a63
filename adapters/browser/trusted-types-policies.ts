/**
 * The page's Trusted Types policies by name (docs/decisions.md "Trusted Types"): the CSP's `trusted-types` list is
 * built from this one list (the build writes it beside the script hashes), so a policy the code creates is one the
 * policy allows.
 */
/** index.html's loader: the entry's one URL (scripts/vite-csp-hashes.ts). */
export const BOOT_POLICY = 'mobile-web-boot';
/** Our script loaders: addresses checked against each loader's origins (trusted-script-url.ts). */
export const SCRIPT_URL_POLICY = 'mobile-web-script-url';
/** Server HTML: the sanitiser's output (src/ui/trusted-html.ts). */
export const HTML_POLICY = 'mobile-web-html';
/** DOMPurify's own, for the inert document it parses markup in. */
export const DOMPURIFY_POLICY = 'dompurify';
/** What third-party code assigns to a sink as a plain string (trusted-types-default-policy.ts). */
export const DEFAULT_POLICY = 'default';

export const TRUSTED_TYPES_POLICIES = [BOOT_POLICY, SCRIPT_URL_POLICY, HTML_POLICY, DOMPURIFY_POLICY, DEFAULT_POLICY] as const;
