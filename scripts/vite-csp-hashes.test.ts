import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryLoader, hashesConf, inlineHashes } from './vite-csp-hashes';
import { BOOT_POLICY } from '../adapters/browser/trusted-types-policies';

// As Vite writes it: the entry's tag in the head.
const BUILT = `<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/m/assets/index-AbC123.js"></script><style>
.boot-splash { display: flex; }
</style></head><body><div id="root"></div></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the strict CSP\'s loader and hashes (docs/decisions.md "Production hosting: a strict CSP")', () => {
  it('replaces the parser-inserted entry with one inline loader that inserts it through the boot policy, and preloads it from the head', () => {
    const html = entryLoader(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('var u="/m/assets/index-AbC123.js"');
    expect(html).toContain(`createPolicy("${BOOT_POLICY}"`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/m/assets/index-AbC123.js">\n  </head>');
    // After everything the entry reads (#root, the templates): an inserted module script runs as soon as it is in.
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html).toMatch(/<\/script>\n {2}<\/body>/);
  });

  it('the loader inserts the entry as a module script, through the policy when the browser has Trusted Types, and the policy refuses any other URL', () => {
    const loader = /<script>([\s\S]*?)<\/script>/.exec(entryLoader(BUILT))![1]!;
    const inserted: { type?: string; crossOrigin?: string; src?: unknown }[] = [];
    const policies: Record<string, { createScriptURL: (value: string) => string }> = {};
    const fakeDocument = { createElement: () => ({}), body: { appendChild: (element: object) => inserted.push(element) } };
    const trustedTypes = { createPolicy: (name: string, rules: { createScriptURL: (value: string) => string }) => ((policies[name] = rules), { createScriptURL: (value: string) => ({ trusted: rules.createScriptURL(value) }) }) };
    new Function('window', 'document', loader)({ trustedTypes }, fakeDocument);
    expect(inserted).toEqual([{ type: 'module', crossOrigin: '', src: { trusted: '/m/assets/index-AbC123.js' } }]);
    expect(() => policies[BOOT_POLICY]!.createScriptURL('https://attacker.test/x.js')).toThrow('not the entry');
    // Without Trusted Types: the plain URL.
    inserted.length = 0;
    new Function('window', 'document', loader)({}, fakeDocument);
    expect(inserted).toEqual([{ type: 'module', crossOrigin: '', src: '/m/assets/index-AbC123.js' }]);
  });

  it('a build without a module entry fails instead of shipping a page the policy would block', () => {
    expect(() => entryLoader('<html><head></head><body></body></html>')).toThrow('no module entry script');
  });

  it('hashes each inline script and style as browsers do (the text between the tags), never a script with a src', () => {
    const html = entryLoader(BUILT);
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(inlineHashes(html)).toEqual({ scripts: [sha256(loader)], styles: [sha256('\n.boot-splash { display: flex; }\n')] });
    expect(inlineHashes(BUILT).scripts).toEqual([]);
  });

  it('writes them as the two nginx variables the CSP snippet reads', () => {
    expect(hashesConf({ scripts: ["'sha256-a'"], styles: ["'sha256-b'", "'sha256-c'"] })).toContain(`set $csp_script_hashes "'sha256-a'";\nset $csp_style_hashes "'sha256-b' 'sha256-c'";\n`);
  });

  it('names every Trusted Types policy the code creates, the boot loader\'s and the default one among them (docs/decisions.md "Trusted Types")', () => {
    expect(hashesConf({ scripts: [], styles: [] })).toContain(`set $csp_trusted_types "${BOOT_POLICY} mobile-web-script-url mobile-web-html dompurify default";\n`);
  });
});
