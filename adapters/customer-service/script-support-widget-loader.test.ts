// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ScriptSupportWidgetLoader, type WidgetGlobals } from './script-support-widget-loader';

const widget = { csType: 'LIVECHAT', scriptUrl: 'https://cdn.example.com/livechat.js' };

function page() {
  const globals: WidgetGlobals = {};
  return { globals, loader: new ScriptSupportWidgetLoader(() => ({ doc: document, globals })) };
}

describe('support-widget script injection (player-journey §9)', () => {
  it('adds one async script tag for the widget, and not a second for the same URL', () => {
    const { loader } = page();
    loader.inject(widget);
    loader.inject(widget);
    const scripts = Array.from(document.head.querySelectorAll('script')).filter((s) => s.src === widget.scriptUrl);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.dataset.csType).toBe('LIVECHAT');
  });

  it('is ready once the script registered window.csWidgets[csType] with ready true and an open function; open calls it', () => {
    const { globals, loader } = page();
    expect(loader.isReady(widget)).toBe(false);
    let opened = 0;
    globals.csWidgets = { LIVECHAT: { ready: false, open: () => opened++ } };
    expect(loader.isReady(widget)).toBe(false);
    globals.csWidgets.LIVECHAT = { ready: true, open: () => opened++ };
    expect(loader.isReady(widget)).toBe(true);
    expect(loader.isReady({ ...widget, csType: 'COMM100' })).toBe(false);
    loader.open(widget);
    expect(opened).toBe(1);
  });

  it('a back-office address that is not https (or the page\'s own) is not injected (docs/decisions.md "Trusted Types")', () => {
    const { loader } = page();
    for (const scriptUrl of ['http://cdn.example.com/w.js', 'javascript:alert(1)', 'data:text/javascript,alert(1)']) loader.inject({ csType: 'X', scriptUrl });
    expect(Array.from(document.head.querySelectorAll('script')).filter((s) => s.dataset.csType === 'X')).toHaveLength(0);
  });
});
