import { describe, expect, it } from 'vitest';
import { watchNetworkReturn } from './network-return';

describe('watchNetworkReturn', () => {
  it('runs on every `online` event, not on `offline`, until stopped', () => {
    const target = new EventTarget();
    let runs = 0;
    const stop = watchNetworkReturn(target, () => runs++);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    expect(runs).toBe(2);
    stop();
    target.dispatchEvent(new Event('online'));
    expect(runs).toBe(2);
  });
});
