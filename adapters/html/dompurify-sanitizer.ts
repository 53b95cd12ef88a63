import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import type { HtmlSanitizer } from '../../core/content/ports';

/**
 * docs/decisions.md "Announcement popups and server HTML": no script, no event handlers, no javascript: links. HTML elements only (no SVG or
 * MathML, where most mutation tricks live), no embedding, no forms (a popup must not ask for passwords).
 */
const FORBIDDEN_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button',
  'textarea', 'select', 'option', 'base', 'link', 'meta', 'noscript', 'template',
];

/** Only http(s), mailto and tel, or a relative address (no scheme: a first character that is not a letter, or no colon before the path). */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Attributes that hold an address; each value must pass ALLOWED_URI (DOMPurify itself lets data: through on images). */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc'];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['srcset', 'ping'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const THIRD_PARTY_CONFIG: Config = {
  USE_PROFILES: { html: true, svg: true, svgFilters: true },
  FORBID_TAGS: ['script', 'base', 'object', 'embed', 'applet', 'meta'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

function isAllowedUrl(value: string): boolean {
  // Browsers ignore control characters and surrounding space in a scheme ("java\tscript:"); so does this check.
  const visible = [...value].filter((char) => {
    const code = char.codePointAt(0)!;
    return code > 0x20 && (code < 0x7f || code > 0x9f);
  });
  return ALLOWED_URI.test(visible.join(''));
}

/** Inline style may format text; one that names a script or data address (old IE expression(), url(javascript:…)) is dropped. */
const RISKY_STYLE = /javascript:|vbscript:|expression\s*\(|url\s*\(\s*['"]?\s*data:|@import|behavior\s*:/i;

function isExternal(href: string): boolean {
  return /^\s*(?:https?:)?\/\//i.test(href);
}

// One DOMPurify per window: each instance creates the page's `dompurify` Trusted Types policy on its first use, and the
// CSP allows that name once (docs/decisions.md "Trusted Types").
const purifiers = new WeakMap<WindowLike, DOMPurify>();

/** The window's DOMPurify, with the hooks every sanitised markup gets (its own instance: hooks do not leak into other users of the library). */
function purifierFor(root: WindowLike): DOMPurify {
  const known = purifiers.get(root);
  if (known) return known;
  const purify = createDOMPurify(root);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName.toLowerCase().startsWith('on')) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && !isAllowedUrl(value)) node.removeAttribute(name);
    }
    const style = node.getAttribute('style');
    if (style !== null && RISKY_STYLE.test(style)) node.removeAttribute('style');
    if (node.tagName === 'A' || node.tagName === 'AREA') {
      const href = node.getAttribute('href');
      // An external link opens in a new tab that cannot reach back into the app; in-app links stay in place.
      node.removeAttribute('target');
      node.removeAttribute('rel');
      if (href !== null && isExternal(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  purifiers.set(root, purify);
  return purify;
}

function sanitizerWith(purify: DOMPurify, config: Config): HtmlSanitizer {
  return {
    sanitize(html: string): string {
      try {
        return purify.sanitize(html, config);
      } catch {
        return ''; // never the raw markup
      }
    },
  };
}

/** Server HTML for `root`'s document (announcements, banners' text, popups). */
export function createDomPurifySanitizer(root: WindowLike): HtmlSanitizer {
  return sanitizerWith(purifierFor(root), CONFIG);
}

/**
 * Markup a third party's own code writes (a captcha or support widget: docs/decisions.md "Trusted Types"), through the
 * page's default policy: its forms, buttons and SVG icons kept, no script, handler or script address.
 */
export function createThirdPartySanitizer(root: WindowLike): HtmlSanitizer {
  return sanitizerWith(purifierFor(root), THIRD_PARTY_CONFIG);
}
