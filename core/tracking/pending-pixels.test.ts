import { describe, expect, it } from 'vitest';
import { PendingPixels } from './pending-pixels';
import type { TrackingEventName } from './ports';

describe('PendingPixels: the landing events reach pixels that download after them', () => {
  it('keeps events while the pixels download, hands them over in order, then passes events straight on', () => {
    const seen: TrackingEventName[] = [];
    const pixels = new PendingPixels();
    pixels.expect();
    pixels.track('firstOpen', {});
    pixels.track('viewContent', { path: '/m/home' });
    expect(seen).toEqual([]);
    pixels.installed([{ track: (event) => void seen.push(event) }, { track: () => { throw new Error('broken'); } }]);
    pixels.track('login', {});
    expect(seen).toEqual(['firstOpen', 'viewContent', 'login']);
  });

  it('no pixel expected, or a failed download: nothing is kept', () => {
    const pixels = new PendingPixels();
    pixels.track('firstOpen', {});
    pixels.expect();
    pixels.track('viewContent', {});
    pixels.failed();
    const seen: TrackingEventName[] = [];
    pixels.installed([{ track: (event) => void seen.push(event) }]);
    expect(seen).toEqual([]);
  });

  it('pixels already installed: expecting them again keeps nothing back, events go straight on', () => {
    const seen: TrackingEventName[] = [];
    const pixels = new PendingPixels();
    pixels.installed([{ track: (event) => void seen.push(event) }]);
    pixels.expect();
    pixels.track('login', {});
    expect(seen).toEqual(['login']);
  });
});
