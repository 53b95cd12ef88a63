import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSharedConfig } from '../config/shared-config';
import { isEnvelope, type TransportOutcome } from '../http/model';
import { carouselBanners } from '../config/banner';
import { firstCarouselBanner } from './first-carousel-banner';

const answer = (value: unknown, status = 200): TransportOutcome => ({ kind: 'response', status, body: { success: true, value } });

/** What the app shows first: ApiClient's envelope rule, SharedConfigStore's decoding, the home page's carousel. */
function appsFirstBanner(outcome: TransportOutcome) {
  if (outcome.kind !== 'response' || outcome.status < 200 || outcome.status >= 300) return null;
  if (!isEnvelope(outcome.body) || !outcome.body.success) return null;
  const decoded = decodeSharedConfig(outcome.body.value);
  if (!decoded.ok) return null;
  const carousel = carouselBanners(decoded.config.banners);
  return carousel[0] ? { url: carousel[0].url, title: carousel[0].title, count: carousel.length } : null;
}

describe('firstCarouselBanner: the picture the boot shell paints is the home carousel\'s first (docs/decisions.md "Speed on a slow phone: the first banner from the boot entry")', () => {
  it('the first banner with an image, its title, and the carousel\'s length', () => {
    const banners = [
      { url: '/wps/a.png', title: 'Draw tonight', linkageType: 'P', linkage: '/m/activity' },
      { url: 'https://cdn.example/b.jpg', title: 'Second' },
    ];
    expect(firstCarouselBanner(answer({ banners }))).toEqual({ url: '/wps/a.png', title: 'Draw tonight', count: 2 });
  });

  it('"Banner groups m_popup1 and m_popup2" are the download images, not the carousel (shell §9)', () => {
    const banners = [{ url: '/p1.png', groupName: 'm_popup1' }, { url: '/p2.png', groupName: 'M_POPUP2' }, { url: '/home.png', groupName: 'home' }];
    expect(firstCarouselBanner(answer({ banners }))).toEqual({ url: '/home.png', title: null, count: 1 });
  });

  it('a group that only contains "m_popup" further on is still the carousel', () => {
    expect(firstCarouselBanner(answer({ banners: [{ url: '/a.png', groupName: 'home_m_popup' }] }))).toEqual({ url: '/a.png', title: null, count: 1 });
  });

  it('an entry that is no object, or has no image, is not in the carousel', () => {
    const banners = [null, 'banner', { title: 'No image' }, { url: '/a.png', title: 'A' }];
    expect(firstCarouselBanner(answer({ banners }))).toEqual({ url: '/a.png', title: 'A', count: 1 });
  });

  it('an image that is no http(s) address or same-origin path is never painted', () => {
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/b.png', 'blob:x', '', '/a\\b.png', '/a\u0000b.png', 'https://i.example/a\nb.png']) {
      expect(firstCarouselBanner(answer({ banners: [{ url }] })), url).toBeNull();
    }
  });

  it('fields under `value` or at the top level, other names for the image and title, a list under banners/list/records', () => {
    expect(firstCarouselBanner(answer({ value: { banners: { list: [{ imageUrl: ' /x.png ', name: 5 }] } } }))).toEqual({ url: '/x.png', title: '5', count: 1 });
    expect(firstCarouselBanner(answer({ banners: { records: [{ image: 'http://i.example/y.png', alt: 'Y' }] } }))).toEqual({ url: 'http://i.example/y.png', title: 'Y', count: 1 });
  });

  it('no banner from a failure, a non-envelope, a business failure or an empty carousel', () => {
    const banners = [{ url: '/a.png' }];
    expect(firstCarouselBanner({ kind: 'timeout' })).toBeNull();
    expect(firstCarouselBanner({ kind: 'no-response' })).toBeNull();
    expect(firstCarouselBanner(answer({ banners }, 500))).toBeNull();
    expect(firstCarouselBanner(answer({ banners }, 199))).toBeNull();
    expect(firstCarouselBanner(answer({ banners }, 300))).toBeNull();
    expect(firstCarouselBanner({ kind: 'response', status: 200, body: { success: false, value: { banners } } })).toBeNull();
    expect(firstCarouselBanner({ kind: 'response', status: 200, body: '<html>' })).toBeNull();
    expect(firstCarouselBanner(answer({ banners: [] }))).toBeNull();
    expect(firstCarouselBanner(answer(null))).toBeNull();
    expect(firstCarouselBanner(answer({ banners }, 299))).toEqual({ url: '/a.png', title: null, count: 1 });
  });

  it('agrees with the app\'s own reading (decodeSharedConfig, carouselBanners) on any answer', () => {
    const text = fc.oneof(
      fc.constantFrom('/wps/a.png', ' /b.png ', 'https://cdn.example/c.jpg', 'HTTP://x.example/d', 'javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/e', '/\\evil', '', '   ', 'm_popup1', 'M_POPUP2', 'home', 'Title'),
      fc.string({ maxLength: 6 }),
      fc.integer(),
      fc.constant(Number.NaN),
      fc.constant(null),
      fc.constant(undefined),
      fc.boolean(),
    );
    const banner = fc.oneof(
      fc.record({ url: text, imageUrl: text, image: text, groupName: text, title: text, name: text, alt: text }, { requiredKeys: [] }),
      fc.constantFrom(null, 'banner', 3, []),
    );
    const list = fc.array(banner, { maxLength: 4 });
    const banners = fc.oneof(list, fc.record({ banners: list }), fc.record({ list }), fc.record({ records: list }), fc.record({ value: fc.record({ list }) }), fc.constantFrom(null, 'junk', 7, undefined));
    const settings = fc.oneof(fc.record({ banners }), fc.record({ value: fc.record({ banners }) }), fc.constantFrom(null, 'x', 1, []));
    const outcome = fc.oneof(
      fc.record({ kind: fc.constant('response' as const), status: fc.constantFrom(200, 204, 299, 302, 404, 500), body: fc.record({ success: fc.boolean(), value: settings }) }),
      fc.record({ kind: fc.constant('response' as const), status: fc.constant(200), body: fc.oneof(settings, fc.string()) }),
      fc.constantFrom<TransportOutcome>({ kind: 'timeout' }, { kind: 'no-response' }),
    );
    fc.assert(
      fc.property(outcome, (o) => {
        expect(firstCarouselBanner(o)).toEqual(appsFirstBanner(o));
      }),
      { numRuns: 2000 },
    );
  });
});
