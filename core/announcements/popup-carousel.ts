/** shell §9 "Popup autoplay 5000 ms". */
export const POPUP_AUTOPLAY_MS = 5_000;

/** The popup window's carousel as the screen shows it (shell §4 "Popup visibility"). */
export interface PopupCarouselState {
  readonly count: number;
  readonly index: number;
  readonly forceRead: boolean;
  /** shell §4 "Autoplay is 5000 ms and stops on interaction"; off with a single slide. */
  readonly autoplay: boolean;
  /** The "hide today" checkbox. */
  readonly hideToday: boolean;
  /** false once closed ("Closing sets show to false"). */
  readonly open: boolean;
}

export type PopupCarouselEvent =
  /** The carousel shows slide `index` (after a swipe, a dot, or autoplay). */
  | { readonly type: 'select'; readonly index: number }
  /** The autoplay timer ran out: the next slide, the first after the last. */
  | { readonly type: 'autoplay-tick' }
  /** The player touched, swiped or pressed a key on the carousel. */
  | { readonly type: 'interact' }
  | { readonly type: 'hide-today'; readonly checked: boolean }
  | { readonly type: 'close-requested' };

export function startCarousel(count: number, forceRead: boolean): PopupCarouselState {
  return { count, index: 0, forceRead, autoplay: count > 1, hideToday: false, open: count > 0 };
}

/** shell §4 "With forceRead, the close action first steps through all slides": close moves on until the last slide. */
export function closeStepsForward(state: PopupCarouselState): boolean {
  return state.forceRead && state.index < state.count - 1;
}

export function stepCarousel(state: PopupCarouselState, event: PopupCarouselEvent): PopupCarouselState {
  if (!state.open) return state;
  switch (event.type) {
    case 'select':
      return Number.isInteger(event.index) && event.index >= 0 && event.index < state.count ? { ...state, index: event.index } : state;
    case 'autoplay-tick':
      return state.autoplay ? { ...state, index: (state.index + 1) % state.count } : state;
    case 'interact':
      return state.autoplay ? { ...state, autoplay: false } : state;
    case 'hide-today':
      return { ...state, hideToday: event.checked, autoplay: false };
    case 'close-requested':
      return closeStepsForward(state)
        ? { ...state, index: state.index + 1, autoplay: false }
        : { ...state, open: false, autoplay: false };
  }
}
