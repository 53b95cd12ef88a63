// @vitest-environment jsdom
// vitest's jsdom runs script ("runScripts: dangerously"), so markup that could run would run here.
import { afterEach, describe, expect, it } from 'vitest';
import { createDomPurifySanitizer, createThirdPartySanitizer } from './dompurify-sanitizer';

function page() {
  return { sanitizer: createDomPurifySanitizer(window) };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('data-xss');
});

/** Script tags, event handlers, script and data addresses, embedding, forms and known mutation-XSS shapes. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="&#x01;javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit value=go></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<x onclick=alert(1)>click</x>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  '<a href="https://ok.example/" onclick="window.__xss=3">ok</a>',
];

const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;
const compact = (value: string) => [...value].filter((char) => char.codePointAt(0)! > 0x20).join('');

/** Everything wrong in the markup once a browser parses it. */
function dangers(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'base', 'meta', 'link', 'svg', 'math'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (SCRIPT_URL.test(compact(attribute.value))) found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      if (/javascript:|expression\(/i.test(attribute.value)) found.push(`${tag}[${attribute.name}] names script`);
    }
  }
  return found;
}

describe('the DOMPurify sanitiser (docs/decisions.md "Announcement popups and server HTML": "no script", "no `on*` attribute", "addresses only http(s), mailto, tel or relative")', () => {
  it('has a corpus of at least 20 XSS payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(PAYLOADS)('%s: no script element, no on* attribute, no javascript:/data: address survives', (payload) => {
    const { sanitizer } = page();
    const safe = sanitizer.sanitize(payload);
    expect(dangers(safe)).toEqual([]);
    // Sanitising twice changes nothing more: what the screen renders is stable.
    expect(sanitizer.sanitize(safe)).toBe(safe);
  });

  it('the sanitised corpus, put into a page that runs script and fired at, runs none (the raw corpus would)', async () => {
    const { sanitizer } = page();
    // Each payload's script marks the page instead of alerting, so anything that runs leaves a trace.
    const mark = (payload: string) => payload.replace(/alert\(1\)|window\.__xss=\d/g, "document.body.setAttribute('data-xss','1')");
    const fire = () => {
      for (const element of document.body.querySelectorAll('*')) {
        for (const type of ['click', 'error', 'load', 'focus', 'toggle', 'mouseover']) element.dispatchEvent(new Event(type));
      }
    };
    document.body.innerHTML = PAYLOADS.map((payload) => sanitizer.sanitize(mark(payload))).join('\n');
    fire();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.body.hasAttribute('data-xss')).toBe(false);
    expect(document.body.querySelectorAll('script')).toHaveLength(0);
    // The check itself can fail: an unsanitised payload runs its handler here.
    document.body.innerHTML = mark('<img src=x onerror="window.__xss=1">');
    fire();
    expect(document.body.getAttribute('data-xss')).toBe('1');
  });

  it('keeps ordinary announcement markup: text formatting, inline colour, images over https, in-app links', () => {
    const { sanitizer } = page();
    const html =
      '<p style="color: red;"><b>Daily</b> <i>draws</i> at 9 pm</p><ul><li>One</li></ul>' +
      '<img src="https://img.mock.invalid/a.png" alt="Prize"><a href="/m/activity?id=7">See the activity</a>';
    expect(sanitizer.sanitize(html)).toBe(html);
  });

  it('an external link opens in a new tab that cannot reach back: target _blank, rel "noopener noreferrer"', () => {
    const { sanitizer } = page();
    expect(sanitizer.sanitize('<a href="https://promo.example/x">Promo</a>')).toBe(
      '<a href="https://promo.example/x" target="_blank" rel="noopener noreferrer">Promo</a>',
    );
    expect(sanitizer.sanitize('<a href="//promo.example/x" rel="opener">Promo</a>')).toBe(
      '<a href="//promo.example/x" target="_blank" rel="noopener noreferrer">Promo</a>',
    );
  });

  it('in-app, mailto and tel links stay in place: no target (a server target or rel is dropped)', () => {
    const { sanitizer } = page();
    expect(sanitizer.sanitize('<a href="/m/home" target="_top" rel="opener">Home</a>')).toBe('<a href="/m/home">Home</a>');
    expect(sanitizer.sanitize('<a href="mailto:help@demo.example">Mail</a>')).toBe('<a href="mailto:help@demo.example">Mail</a>');
    expect(sanitizer.sanitize('<a href="tel:+63123">Call</a>')).toBe('<a href="tel:+63123">Call</a>');
  });

  it('other schemes are dropped from links and images (only http(s), mailto, tel and relative addresses)', () => {
    const { sanitizer } = page();
    expect(sanitizer.sanitize('<a href="ftp://files.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizer.sanitize('<a href="intent://scan#Intent;end">x</a>')).toBe('<a>x</a>');
    expect(sanitizer.sanitize('<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">')).toBe('<img alt="a">');
  });

  it('plain text and empty input pass through unchanged', () => {
    const { sanitizer } = page();
    expect(sanitizer.sanitize('Just text & more')).toBe('Just text & more');
    expect(sanitizer.sanitize('')).toBe('');
  });
});

describe('a third party\'s own markup, through the default Trusted Types policy (docs/decisions.md "Trusted Types")', () => {
  it('keeps what a captcha or chat widget draws: forms, inputs, buttons, classes and inline SVG icons', () => {
    const widget =
      '<form class="chat"><input name="message" placeholder="Type"><button type="submit">Send</button></form><svg viewBox="0 0 10 10"><path d="M0 0h10"></path></svg>';
    const kept = createThirdPartySanitizer(window).sanitize(widget);
    for (const part of ['<form class="chat">', '<input name="message" placeholder="Type">', '<button type="submit">Send</button>', '<svg viewBox="0 0 10 10">', '<path d="M0 0h10">']) {
      expect(kept).toContain(part);
    }
  });

  it('drops what would run: scripts, handlers, script addresses', () => {
    const sanitizer = createThirdPartySanitizer(window);
    expect(sanitizer.sanitize('<div>hi<script>document.body.dataset.xss = "1"</script></div>')).toBe('<div>hi</div>');
    expect(sanitizer.sanitize('<img src="x" onerror="document.body.dataset.xss = 1">')).toBe('<img src="x">');
    expect(sanitizer.sanitize('<a href="javascript:alert(1)">go</a>')).toBe('<a>go</a>');
    expect(sanitizer.sanitize('<svg><script>alert(1)</script><a href="javascript:alert(1)"><text>x</text></a></svg>')).not.toMatch(/script|javascript/);
  });

  it('shares the window\'s one DOMPurify with the announcement sanitiser (the CSP allows its policy name once)', () => {
    const created: string[] = [];
    const root = Object.create(window, {
      trustedTypes: { value: { createPolicy: (name: string, rules: object) => (created.push(name), { ...rules, name }) } },
    }) as typeof window;
    createDomPurifySanitizer(root).sanitize('<p>a</p>');
    createThirdPartySanitizer(root).sanitize('<p>b</p>');
    expect(created).toEqual(['dompurify']);
  });
});
