import { describe, expect, it } from 'vitest';
import { DefaultPolicy, installDefaultPolicy, whenThirdPartyMarkupReady, type DefaultPolicyRules } from './trusted-types-default-policy';
import { DEFAULT_POLICY } from './trusted-types-policies';

const BASE = 'https://play.example.test/m/home';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const stripScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>|\son\w+="[^"]*"/g, '');

describe('the default Trusted Types policy: what a third party\'s plain strings go through (docs/decisions.md "Trusted Types")', () => {
  it('script addresses: the page\'s own origin or https; never http elsewhere, data:, blob: or javascript:', () => {
    const { rules } = new DefaultPolicy(() => BASE, () => Promise.resolve(stripScripts));
    expect(rules.createScriptURL('https://api.geetest.com/gettype.php?callback=geetest_1')).toBe('https://api.geetest.com/gettype.php?callback=geetest_1');
    expect(rules.createScriptURL('/m/assets/chunk.js')).toBe('/m/assets/chunk.js');
    for (const refused of ['http://cdn.example.test/x.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)', 'blob:https://play.example.test/1']) {
      expect(rules.createScriptURL(refused), refused).toBeNull();
    }
  });

  it('inline script text is always refused (eval-like sinks, javascript: navigations)', () => {
    expect(new DefaultPolicy(() => BASE, () => Promise.resolve(stripScripts)).rules.createScript('alert(1)')).toBeNull();
  });

  it('markup is refused until the sanitiser is in (asking starts its download), then sanitised', async () => {
    const download = deferred<(html: string) => string>();
    let downloads = 0;
    const policy = new DefaultPolicy(() => BASE, () => (downloads++, download.promise));
    expect(policy.rules.createHTML('<b>chat</b>')).toBeNull();
    expect(downloads).toBe(1);
    download.resolve(stripScripts);
    await policy.ready();
    expect(policy.rules.createHTML('<b onclick="x()">chat</b><script>x()</script>')).toBe('<b>chat</b>');
    expect(downloads).toBe(1);
  });

  it('a sanitiser whose parsing comes back to the policy is refused there, not recursed into', async () => {
    const asked: { rules?: DefaultPolicyRules } = {};
    const inner: (string | null)[] = [];
    const policy = new DefaultPolicy(() => BASE, () => Promise.resolve((html: string) => (inner.push(asked.rules!.createHTML(html)), html)));
    asked.rules = policy.rules;
    await policy.ready();
    expect(policy.rules.createHTML('<i>x</i>')).toBe('<i>x</i>');
    expect(inner).toEqual([null]);
    // The guard is only for the duration of one sanitising: the next string is sanitised again.
    expect(policy.rules.createHTML('<i>y</i>')).toBe('<i>y</i>');
    expect(inner).toEqual([null, null]);
  });

  it('a failed download is tried again on the next ask', async () => {
    let attempts = 0;
    const policy = new DefaultPolicy(() => BASE, () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(stripScripts)));
    await expect(policy.ready()).rejects.toThrow('offline');
    await policy.ready();
    expect(attempts).toBe(2);
    expect(policy.rules.createHTML('<p>ok</p>')).toBe('<p>ok</p>');
  });

  it('a loader\'s script goes in once the sanitiser is in, or after its download failed; at once when it is already in', async () => {
    const download = deferred<(html: string) => string>();
    const policy = new DefaultPolicy(() => BASE, () => download.promise);
    const inserted: string[] = [];
    policy.whenReady(() => inserted.push('captcha'));
    await Promise.resolve();
    expect(inserted).toEqual([]);
    download.resolve(stripScripts);
    await policy.ready();
    expect(inserted).toEqual(['captcha']);
    policy.whenReady(() => inserted.push('widget'));
    expect(inserted).toEqual(['captcha', 'widget']);

    const failing = deferred<(html: string) => string>();
    const offline = new DefaultPolicy(() => BASE, () => failing.promise);
    offline.whenReady(() => inserted.push('one-tap'));
    failing.reject(new Error('offline'));
    await offline.ready().catch(() => undefined);
    await Promise.resolve();
    expect(inserted).toEqual(['captcha', 'widget', 'one-tap']);
  });

  it(`is created once, as "${DEFAULT_POLICY}", and then stands behind every loader's wait`, async () => {
    const inserted: string[] = [];
    whenThirdPartyMarkupReady(() => inserted.push('before install'));
    expect(inserted).toEqual(['before install']);

    const created: string[] = [];
    const win = { trustedTypes: { createPolicy: (name: string) => created.push(name) } };
    const download = deferred<(html: string) => string>();
    const policy = new DefaultPolicy(() => BASE, () => download.promise);
    installDefaultPolicy(win, policy);
    installDefaultPolicy(win, new DefaultPolicy(() => BASE, () => download.promise));
    expect(created).toEqual([DEFAULT_POLICY]);

    whenThirdPartyMarkupReady(() => inserted.push('after install'));
    await Promise.resolve();
    expect(inserted).toEqual(['before install']);
    download.resolve(stripScripts);
    await policy.ready();
    expect(inserted).toEqual(['before install', 'after install']);
  });
});
