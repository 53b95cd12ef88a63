import { describe, expect, it } from 'vitest';
import { quietWorkerUpdateRejections } from './quiet-worker-update';

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe('the mock worker\'s own update failure (mswjs/msw#2006) is handled; nothing else is', () => {
  const target = new EventTarget();
  quietWorkerUpdateRejections(target, 'mockServiceWorker.js');
  const handled = (reason: unknown) => !target.dispatchEvent(rejection(reason));

  it('msw\'s update of mockServiceWorker.js rejecting is marked handled', () => {
    const failed = new TypeError("Failed to update a ServiceWorker for scope ('http://localhost/m/') with script ('http://localhost/m/mockServiceWorker.js'): Not found");
    expect(handled(failed)).toBe(true);
  });

  it('the app\'s own worker failing, any other error, or a rejection that is no Error still surfaces', () => {
    expect(handled(new TypeError("Failed to update a ServiceWorker for scope ('http://localhost/m/') with script ('http://localhost/m/sw.js'): Not found"))).toBe(false);
    expect(handled(new Error('mockServiceWorker.js: something else'))).toBe(false);
    expect(handled('Failed to update a ServiceWorker … mockServiceWorker.js')).toBe(false);
  });
});
