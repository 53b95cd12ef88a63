import { describe, expect, it } from 'vitest';
import { dropLeftoverWorker } from './leftover-worker';

const SCRIPT = 'http://localhost/m/mockServiceWorker.js';

function registration(states: { active?: string; installing?: string }) {
  const worker = (scriptURL: string | undefined) => (scriptURL ? ({ scriptURL } as ServiceWorker) : null);
  const record = { unregistered: false };
  const value = {
    active: worker(states.active),
    installing: worker(states.installing),
    waiting: null,
    unregister: () => {
      record.unregistered = true;
      return Promise.resolve(true);
    },
  } as unknown as ServiceWorkerRegistration;
  return { value, record };
}

function container(controlled: boolean, registrations: ServiceWorkerRegistration[]) {
  return { controller: controlled ? ({} as ServiceWorker) : null, getRegistrations: () => Promise.resolve(registrations) };
}

describe('a page the mock worker does not control finds no worker left by the page before it (so msw does not reload it: the reload would read as an app refresh, player-journey §2)', () => {
  it('an active mock worker is unregistered when it does not control the page', async () => {
    const leftover = registration({ active: SCRIPT });
    await dropLeftoverWorker(container(false, [leftover.value]), SCRIPT);
    expect(leftover.record.unregistered).toBe(true);
  });

  it('a page the worker controls keeps it', async () => {
    const live = registration({ active: SCRIPT });
    await dropLeftoverWorker(container(true, [live.value]), SCRIPT);
    expect(live.record.unregistered).toBe(false);
  });

  it('a worker still installing, or another script, is left alone', async () => {
    const installing = registration({ installing: SCRIPT });
    const other = registration({ active: 'http://localhost/m/sw.js' });
    await dropLeftoverWorker(container(false, [installing.value, other.value]), SCRIPT);
    expect([installing.record.unregistered, other.record.unregistered]).toEqual([false, false]);
  });
});
