import { describe, expect, it } from 'vitest';
import { adNetworkScriptUrl, loadPixels, mockPixelScriptUrl } from './pixel-scripts';

function page(readyState: string) {
  const listeners: (() => void)[] = [];
  const scripts: { async: boolean; src: string; dataset: Record<string, string> }[] = [];
  const win: Record<string, unknown> & { addEventListener(type: 'load', listener: () => void): void } = {
    addEventListener: (_type, listener) => void listeners.push(listener),
  };
  const doc = {
    baseURI: 'https://m.example/m/home',
    defaultView: null,
    readyState,
    head: { appendChild: (node: unknown) => scripts.push(node as (typeof scripts)[number]) },
    createElement: () => ({ async: false, src: '', dataset: {} as Record<string, string> }),
  };
  return { win, doc, scripts, load: () => listeners.forEach((l) => l()) };
}

describe('loadPixels: ad-network pixels, "never in the first load"', () => {
  it('the script tags wait for the page load event; the base code queues the events meanwhile', () => {
    const { win, doc, scripts, load } = page('interactive');
    const [meta] = loadPixels([{ network: 'meta', id: '123' }], mockPixelScriptUrl, win, doc);
    meta?.track('register', { currency: 'PHP', amount: 10 });
    expect(scripts).toEqual([]);
    load();
    expect(scripts).toEqual([{ async: true, src: '/wps/mock/pixels/meta.js?id=123', dataset: { pixel: 'meta' } }]);
    expect((win.fbq as { queue: unknown[] }).queue).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
      ['track', 'CompleteRegistration', { value: 10, currency: 'PHP' }],
    ]);
  });

  it('mirrors events as each network expects: ttq.track, gtag event, kwaiq.track, bge event', () => {
    const { win, doc, scripts } = page('complete');
    const sinks = loadPixels(
      [
        { network: 'tiktok', id: 'CT1' },
        { network: 'google', id: 'AW-1' },
        { network: 'kwai', id: 'K1' },
        { network: 'bigo', id: 'B1' },
      ],
      adNetworkScriptUrl,
      win,
      doc,
    );
    for (const sink of sinks) sink.track('firstOpen', {});
    expect(scripts.map((s) => s.src)).toEqual([
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CT1&lib=ttq',
      'https://www.googletagmanager.com/gtag/js?id=AW-1',
      'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=K1&lib=kwaiq',
      'https://api.imotech.video/ad/events.js?pixel_id=B1',
    ]);
    expect(win.ttq).toEqual(expect.arrayContaining([['page'], ['track', 'firstOpen', {}]]));
    expect(win.kwaiq).toEqual(expect.arrayContaining([['track', 'firstOpen', {}]]));
    expect((win.dataLayer as IArguments[]).map((args) => [...args])).toContainEqual(['event', 'firstOpen', {}]);
    expect(win.bgdataLayer).toEqual([['init', 'B1'], ['event', 'firstOpen', {}]]);
  });
});

describe('loadPixels: after the first contentful paint', () => {
  it('waits for the paint observer to report first-contentful-paint', () => {
    const { win, doc, scripts } = page('complete');
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
    let disconnected = false;
    win.PerformanceObserver = Object.assign(
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {
          disconnected = true;
        }
      },
      { supportedEntryTypes: ['paint'] },
    );
    loadPixels([{ network: 'google', id: 'G-1' }], mockPixelScriptUrl, win, doc);
    report!({ getEntriesByName: () => [] });
    expect(scripts).toEqual([]);
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(scripts.map((s) => s.src)).toEqual(['/wps/mock/pixels/google.js?id=G-1']);
    expect(disconnected).toBe(true);
  });
});
