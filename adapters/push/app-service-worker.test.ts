import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(new URL('./app-service-worker.js', import.meta.url), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

/** Runs the worker script against a fake ServiceWorkerGlobalScope at https://site.example/m/. */
function worker(windows: Array<{ url: string; focus: () => Promise<unknown> }> = []) {
  const listeners = new Map<string, Listener>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const self = {
    registration: {
      scope: 'https://site.example/m/',
      showNotification: (title: string, options: Record<string, unknown>) => (shown.push({ title, options }), Promise.resolve()),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(SOURCE, { self, URL });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return { listeners, shown, opened, fire };
}

const pushData = (payload: unknown) => ({ json: () => payload, text: () => String(payload) });

describe('the production service worker (docs/decisions.md "Push notifications": "It holds `push` … and `notificationclick`")', () => {
  it('holds only the push and notificationclick handlers (the caching is adapters/pwa/sw.ts, which imports this file)', () => {
    expect([...worker().listeners.keys()]).toEqual(['push', 'notificationclick']);
  });

  it('shows a Firebase notification with its title, body, icon and a same-origin link', async () => {
    const w = worker();
    await w.fire('push', {
      data: pushData({ notification: { title: 'Draw results', body: 'Your ticket won', icon: 'https://cdn.example/i.png' }, fcmOptions: { link: '/m/activity?id=7' } }),
    });
    expect(w.shown).toEqual([
      { title: 'Draw results', options: { body: 'Your ticket won', icon: 'https://cdn.example/i.png', data: { link: 'https://site.example/m/activity?id=7' } } },
    ]);
  });

  it('a data-only or unreadable push still shows a notification (userVisibleOnly); a foreign link becomes /m/home', async () => {
    const w = worker();
    await w.fire('push', { data: pushData({ data: { title: 'Hi', body: 'b', link: 'https://evil.example/' } }) });
    await w.fire('push', { data: { json: () => JSON.parse('{x'), text: () => 'plain words' } });
    await w.fire('push', {});
    expect(w.shown.map((s) => [s.title, s.options.body, (s.options.data as { link: string }).link])).toEqual([
      ['Hi', 'b', 'https://site.example/m/home'],
      ['', 'plain words', 'https://site.example/m/home'],
      ['', '', 'https://site.example/m/home'],
    ]);
  });

  it('a click closes the notification and focuses the open window on its link, else opens one', async () => {
    const focused: string[] = [];
    const w = worker([{ url: 'https://site.example/m/news', focus: async () => void focused.push('news') }]);
    let closed = 0;
    const click = (link: string) => ({ notification: { data: { link }, close: () => void closed++ } });
    await w.fire('notificationclick', click('https://site.example/m/news'));
    await w.fire('notificationclick', click('https://site.example/m/game'));
    expect(focused).toEqual(['news']);
    expect(w.opened).toEqual(['https://site.example/m/game']);
    expect(closed).toBe(2);
  });
});
