import type { PixelSink, TrackingEventName, TrackingPayload } from '../../core/tracking/ports';
import { pixelEventName, type AdNetwork, type ConfiguredPixel } from '../../core/tracking/pixels';
import { scriptSource, type ScriptDocument } from '../browser/trusted-script-url';

/** Where a network's script is fetched from. */
export type PixelScriptUrl = (pixel: ConfiguredPixel) => string;

/** The networks' own script addresses, as their base codes load them. */
export const adNetworkScriptUrl: PixelScriptUrl = ({ network, id }) => {
  const sdk = encodeURIComponent(id);
  const urls: Record<AdNetwork, string> = {
    meta: 'https://connect.facebook.net/en_US/fbevents.js',
    tiktok: `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${sdk}&lib=ttq`,
    google: `https://www.googletagmanager.com/gtag/js?id=${sdk}`,
    kwai: `https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=${sdk}&lib=kwaiq`,
    bigo: `https://api.imotech.video/ad/events.js?pixel_id=${sdk}`,
  };
  return urls[network];
};

/** The networks' script origins (the addresses above): a pixel script comes from one of them or from the page's own. */
export const AD_NETWORK_SCRIPT_ORIGINS: readonly string[] = (['meta', 'tiktok', 'google', 'kwai', 'bigo'] as const).map((network) => new URL(adNetworkScriptUrl({ network, id: '0' })).origin);

/** Mock builds never reach the internet: the mock serves a fake script per network (mock-server/handlers/tracking.ts). */
export const mockPixelScriptUrl: PixelScriptUrl = ({ network, id }) => `/wps/mock/pixels/${network}.js?id=${encodeURIComponent(id)}`;

type Call = (...args: unknown[]) => void;
interface PaintObserver {
  observe(options: { type: 'paint'; buffered: boolean }): void;
  disconnect(): void;
}
type PaintObserverClass = (new (callback: (list: { getEntriesByName(name: string): unknown[] }) => void) => PaintObserver) & {
  readonly supportedEntryTypes?: readonly string[];
};
type PixelWindow = Record<string, unknown> & {
  addEventListener(type: 'load', listener: () => void, options: { once: boolean }): void;
  PerformanceObserver?: PaintObserverClass;
};
interface PixelDocument extends ScriptDocument {
  readonly readyState: string;
  readonly head: { appendChild(node: unknown): unknown };
  createElement(tag: 'script'): { async: boolean; src: string; dataset: Record<string, string> };
}

/** value and currency as the networks read them; the amount or revenue stand in for a missing value. */
function params(payload: TrackingPayload): Record<string, unknown> {
  const value = payload.value ?? payload.amount ?? payload.revenue;
  return { ...(value !== undefined ? { value } : {}), ...(payload.currency ? { currency: payload.currency } : {}) };
}

/** A TikTok-style queue object: each method pushes [method, ...args] until the real script replaces it. */
function deferringQueue(win: PixelWindow, name: string): unknown[] & { page: Call; track: Call; _i?: object } {
  const queue = ((win[name] as unknown[] | undefined) ?? []) as unknown[] & Record<string, Call | undefined>;
  for (const method of ['page', 'track', 'identify']) queue[method] ??= (...args: unknown[]) => void queue.push([method, ...args]);
  win[name] = queue;
  return queue as unknown as unknown[] & { page: Call; track: Call; _i?: object };
}

/** Installs a network's base code (its stub queue and init call) and gives the sink that mirrors events. */
function install(win: PixelWindow, { network, id }: ConfiguredPixel): (event: TrackingEventName, payload: TrackingPayload) => void {
  const named = (event: TrackingEventName) => pixelEventName(network, event);
  switch (network) {
    case 'meta': {
      if (typeof win.fbq !== 'function') {
        const fbq = Object.assign((...args: unknown[]) => void fbq.queue.push(args), { queue: [] as unknown[], loaded: true, version: '2.0' });
        Object.assign(fbq, { push: fbq });
        win.fbq = fbq;
        win._fbq ??= fbq;
      }
      const fbq = win.fbq as Call;
      fbq('init', id);
      fbq('track', 'PageView');
      return (event, payload) => {
        const { name, standard } = named(event);
        fbq(standard ? 'track' : 'trackCustom', name, params(payload));
      };
    }
    case 'tiktok':
    case 'kwai': {
      const queueName = network === 'tiktok' ? 'ttq' : 'kwaiq';
      const queue = deferringQueue(win, queueName);
      queue._i = { ...queue._i, [id]: [] };
      queue.page();
      return (event, payload) => queue.track(named(event).name, params(payload));
    }
    case 'google': {
      const layer = ((win.dataLayer as unknown[] | undefined) ?? []) as unknown[];
      win.dataLayer = layer;
      win.gtag ??= function gtag() {
        // gtag.js reads the arguments object itself, as Google's base code pushes it.
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
      const gtag = win.gtag as Call;
      gtag('js', new Date());
      gtag('config', id);
      return (event, payload) => gtag('event', named(event).name, params(payload));
    }
    case 'bigo': {
      const layer = ((win.bgdataLayer as unknown[] | undefined) ?? []) as unknown[];
      win.bgdataLayer = layer;
      win.bge ??= (...args: unknown[]) => void layer.push(args);
      const bge = win.bge as Call;
      bge('init', id);
      return (event, payload) => bge('event', named(event).name, params(payload));
    }
  }
}

/**
 * player-journey §1 "events sent … to ad networks", never in the first load: the base codes are installed
 * now (their queues keep the events), the script tags are added once the page has loaded and painted.
 */
export function loadPixels(pixels: readonly ConfiguredPixel[], scriptUrl: PixelScriptUrl, win: PixelWindow, doc: PixelDocument): PixelSink[] {
  const sinks = pixels.map((pixel) => ({ track: install(win, pixel) }));
  const inject = () => {
    for (const pixel of pixels) {
      const script = doc.createElement('script');
      script.async = true;
      script.src = scriptSource(scriptUrl(pixel), AD_NETWORK_SCRIPT_ORIGINS, doc);
      script.dataset.pixel = pixel.network;
      doc.head.appendChild(script);
    }
  };
  const afterPaint = () => afterFirstContentfulPaint(win, inject);
  if (doc.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
  return sinks;
}

/** Runs once the browser reports the first contentful paint (at once where paint timing is not supported). */
function afterFirstContentfulPaint(win: PixelWindow, run: () => void): void {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    run();
    return;
  }
  let done = false;
  const observer = new Observer((list) => {
    if (done || list.getEntriesByName('first-contentful-paint').length === 0) return;
    done = true;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}
