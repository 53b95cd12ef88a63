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

describe('pixel ids from the bundle (docs/decisions.md "Tracking": "fbPixelId (Meta), ttPixelId (TikTok), gtagId (Google tag), kwaiPixelId (Kwai), bigoPixelId (Bigo)")', () => {
  it('every network reads its own field; surrounding spaces are not part of the id', () => {
    expect(configuredPixels({ fbPixelId: ' 123 ', ttPixelId: 'CABC', gtagId: 'G-XYZ', kwaiPixelId: 'K1', bigoPixelId: 'B_1' })).toEqual([
      { network: 'meta', id: '123' },
      { network: 'tiktok', id: 'CABC' },
      { network: 'google', id: 'G-XYZ' },
      { network: 'kwai', id: 'K1' },
      { network: 'bigo', id: 'B_1' },
    ]);
  });
});

describe('pixelEventName mirroring table (docs/decisions.md "Tracking": "a standard event where the network has one … else the server\'s name as a custom event")', () => {
  const standard = (name: string) => ({ name, standard: true });
  const custom = (name: string) => ({ name, standard: false });
  const events = ['register', 'login', 'deposit', 'firstDeposit', 'withdraw', 'viewContent', 'downloadApp'] as const;
  const table = {
    // "Meta CompleteRegistration / Purchase / ViewContent"
    meta: [standard('CompleteRegistration'), custom('login'), standard('Purchase'), standard('Purchase'), custom('withdraw'), standard('ViewContent'), custom('downloadApp')],
    // "TikTok CompleteRegistration / CompletePayment / ViewContent / Download"
    tiktok: [standard('CompleteRegistration'), custom('login'), standard('CompletePayment'), standard('CompletePayment'), custom('withdraw'), standard('ViewContent'), standard('Download')],
    // "Google sign_up / login / purchase / page_view"
    google: [standard('sign_up'), standard('login'), standard('purchase'), standard('purchase'), custom('withdraw'), standard('page_view'), custom('downloadApp')],
    // "Kwai EVENT_*"
    kwai: [
      standard('EVENT_COMPLETE_REGISTRATION'),
      custom('login'),
      standard('EVENT_PURCHASE'),
      standard('EVENT_FIRST_DEPOSIT'),
      custom('withdraw'),
      standard('EVENT_CONTENT_VIEW'),
      standard('EVENT_DOWNLOAD'),
    ],
    // "Bigo ec_*"
    bigo: [standard('ec_register'), custom('login'), standard('ec_purchase'), standard('ec_purchase'), custom('withdraw'), standard('ec_view_content'), custom('downloadApp')],
  } as const;

  for (const [network, names] of Object.entries(table) as [keyof typeof table, (typeof table)[keyof typeof table]][]) {
    it(`${network}`, () => {
      expect(events.map((event) => pixelEventName(network, event))).toEqual(names);
    });
  }
});
