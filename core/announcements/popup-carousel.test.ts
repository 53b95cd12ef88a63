import { describe, expect, it } from 'vitest';
import { closeStepsForward, POPUP_AUTOPLAY_MS, startCarousel, stepCarousel, type PopupCarouselEvent, type PopupCarouselState } from './popup-carousel';

const run = (state: PopupCarouselState, ...events: PopupCarouselEvent[]) => events.reduce(stepCarousel, state);
const close: PopupCarouselEvent = { type: 'close-requested' };

describe('the popup carousel (shell §4 "Popup visibility", §9 "Popup autoplay 5000 ms")', () => {
  it('"Popup autoplay 5000 ms"', () => {
    expect(POPUP_AUTOPLAY_MS).toBe(5000);
  });

  it('opens on the first slide with autoplay on when there is more than one slide', () => {
    expect(startCarousel(3, false)).toEqual({ count: 3, index: 0, forceRead: false, autoplay: true, hideToday: false, open: true });
    expect(startCarousel(1, false).autoplay).toBe(false);
    expect(startCarousel(0, false).open).toBe(false);
  });

  it('autoplay moves to the next slide and wraps after the last', () => {
    const state = run(startCarousel(3, false), { type: 'autoplay-tick' }, { type: 'autoplay-tick' });
    expect(state.index).toBe(2);
    expect(stepCarousel(state, { type: 'autoplay-tick' }).index).toBe(0);
  });

  it('"Autoplay ... stops on interaction": after a touch the ticks change nothing', () => {
    const state = run(startCarousel(3, false), { type: 'interact' }, { type: 'autoplay-tick' });
    expect(state).toMatchObject({ autoplay: false, index: 0 });
  });

  it('select shows the chosen slide; an index out of range is ignored', () => {
    const state = stepCarousel(startCarousel(3, false), { type: 'select', index: 2 });
    expect(state.index).toBe(2);
    expect(stepCarousel(state, { type: 'select', index: 3 }).index).toBe(2);
    expect(stepCarousel(state, { type: 'select', index: -1 }).index).toBe(2);
    expect(stepCarousel(state, { type: 'select', index: 0.5 }).index).toBe(2);
  });

  it('select can go back to the first slide (index 0 is in range)', () => {
    const state = stepCarousel(startCarousel(3, false), { type: 'select', index: 2 });
    expect(stepCarousel(state, { type: 'select', index: 0 }).index).toBe(0);
  });

  it('"Closing sets show to false" without forceRead, from any slide', () => {
    expect(stepCarousel(startCarousel(3, false), close)).toMatchObject({ open: false, index: 0 });
  });

  it('"With forceRead, the close action first steps through all slides"', () => {
    let state = startCarousel(3, true);
    expect(closeStepsForward(state)).toBe(true);
    state = stepCarousel(state, close);
    expect(state).toMatchObject({ open: true, index: 1, autoplay: false });
    state = stepCarousel(state, close);
    expect(state).toMatchObject({ open: true, index: 2 });
    expect(closeStepsForward(state)).toBe(false);
    expect(stepCarousel(state, close).open).toBe(false);
  });

  it('forceRead with a single slide closes at once', () => {
    expect(stepCarousel(startCarousel(1, true), close).open).toBe(false);
  });

  it('"stops on interaction": an interaction changes nothing but autoplay, the ticked "hide today" box stays ticked', () => {
    const ticked = run(startCarousel(3, false), { type: 'hide-today', checked: true });
    expect(stepCarousel(ticked, { type: 'interact' })).toBe(ticked);
    const playing = startCarousel(3, false);
    expect(stepCarousel(playing, { type: 'interact' })).toEqual({ ...playing, autoplay: false });
  });

  it('"Closing sets show to false" and autoplay stops with it: a closed carousel schedules no more slides', () => {
    expect(stepCarousel(startCarousel(3, false), close)).toMatchObject({ open: false, autoplay: false });
  });

  it('the "hide today" checkbox is kept for the close (and counts as interaction)', () => {
    const state = run(startCarousel(2, false), { type: 'hide-today', checked: true });
    expect(state).toMatchObject({ hideToday: true, autoplay: false });
    expect(run(state, { type: 'hide-today', checked: false }).hideToday).toBe(false);
    expect(stepCarousel(state, close)).toMatchObject({ open: false, hideToday: true });
  });

  it('a closed carousel ignores further events', () => {
    const closed = stepCarousel(startCarousel(2, false), close);
    expect(run(closed, { type: 'select', index: 1 }, { type: 'autoplay-tick' }, close)).toBe(closed);
  });
});
