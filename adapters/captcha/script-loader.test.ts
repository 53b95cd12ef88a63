// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { DomScriptLoader } from './script-loader';

const URL_A = 'https://static.geetest.com/static/tools/gt.js';
const GEETEST = ['https://static.geetest.com'];

function lastScript(): HTMLScriptElement {
  const scripts = document.head.querySelectorAll('script');
  return scripts[scripts.length - 1]!;
}

// The document is shared with other files of the worker (vitest.config.ts isolate: false): a clean head on each side.
beforeEach(() => document.head.replaceChildren());
afterEach(() => document.head.replaceChildren());

describe('DomScriptLoader', () => {
  it('adds one async script tag and answers true once it loads', async () => {
    const time = new ManualTime();
    const loading = new DomScriptLoader(time, GEETEST).load(URL_A, 3000);
    expect(lastScript().src).toBe(URL_A);
    expect(lastScript().async).toBe(true);
    lastScript().dispatchEvent(new Event('load'));
    expect(await loading).toBe(true);
    expect(time.pending()).toBe(0);
  });

  it('answers false on a load error and removes the tag', async () => {
    const loading = new DomScriptLoader(new ManualTime(), GEETEST).load(URL_A, 3000);
    lastScript().dispatchEvent(new Event('error'));
    expect(await loading).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('player-journey §9 "Captcha load timeout 3 s per server": no answer in time is false, a late load changes nothing', async () => {
    const time = new ManualTime();
    const loading = new DomScriptLoader(time, GEETEST).load(URL_A, 3000);
    const script = lastScript();
    time.advance(2999);
    let answered = false;
    void loading.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    time.advance(1);
    expect(await loading).toBe(false);
    script.dispatchEvent(new Event('load'));
    expect(await loading).toBe(false);
    expect(document.head.contains(script)).toBe(false);
  });

  it('an address off the allowed origins is refused before any tag (docs/decisions.md "Trusted Types"): false, nothing left waiting', async () => {
    const time = new ManualTime();
    await expect(new DomScriptLoader(time, GEETEST).load('https://static.geetest.com.attacker.test/gt.js', 3000)).resolves.toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(time.pending()).toBe(0);
  });
});
