import { describe, expect, it } from 'vitest';
import { configuredPixels, pixelEventName } from './pixels';

describe('configuredPixels: ad-network pixels "loaded only when configured"', () => {
  it('one pixel per network whose id the bundle holds', () => {
    expect(configuredPixels({ fbPixelId: '123', ttPixelId: 'CABC', utm_source: 'fb' })).toEqual([
      { network: 'meta', id: '123' },
      { network: 'tiktok', id: 'CABC' },
    ]);
    expect(configuredPixels({})).toEqual([]);
  });

  it('an id that could break out of a script address is refused', () => {
    expect(configuredPixels({ fbPixelId: '1"><script>', gtagId: 'AW-1/../x', kwaiPixelId: 'K_1-a' })).toEqual([{ network: 'kwai', id: 'K_1-a' }]);
  });
});

describe('pixelEventName: the server events mirrored to the ad networks', () => {
  it('standard events where the network has one', () => {
    expect(pixelEventName('meta', 'register')).toEqual({ name: 'CompleteRegistration', standard: true });
    expect(pixelEventName('tiktok', 'firstDeposit')).toEqual({ name: 'CompletePayment', standard: true });
    expect(pixelEventName('google', 'login')).toEqual({ name: 'login', standard: true });
  });

  it('otherwise the server name as a custom event', () => {
    expect(pixelEventName('meta', 'firstOpen')).toEqual({ name: 'firstOpen', standard: false });
  });
});
