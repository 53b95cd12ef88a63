import { describe, expect, it } from 'vitest';
import { NativeAdInfo } from './native-ad-info';

describe('NativeAdInfo: the wrapper\'s server-to-server ad info', () => {
  it('reads NativeAdBridge.adInfo as a property or a method', () => {
    expect(new NativeAdInfo(() => ({ NativeAdBridge: { adInfo: '{"adid":"1"}' } })).read()).toBe('{"adid":"1"}');
    const bridge = { id: 'x', adInfo(this: { id: string }) { return { adid: this.id }; } };
    expect(new NativeAdInfo(() => ({ NativeAdBridge: bridge })).read()).toEqual({ adid: 'x' });
  });

  it('no bridge, no window or a throwing bridge: nothing', () => {
    expect(new NativeAdInfo(() => ({})).read()).toBeUndefined();
    expect(new NativeAdInfo(() => undefined).read()).toBeUndefined();
    const throwing = { adInfo: () => { throw new Error('native'); } };
    expect(new NativeAdInfo(() => ({ NativeAdBridge: throwing })).read()).toBeUndefined();
  });
});
