/** player-journey §3 "Tracked events: firstOpen, register, login, deposit, firstDeposit, withdraw, viewContent, downloadApp and others". */
export type TrackingEventName =
  | 'firstOpen'
  | 'register'
  | 'login'
  | 'deposit'
  | 'firstDeposit'
  | 'withdraw'
  | 'viewContent'
  | 'downloadApp';

/** player-journey §3 "Tracking payload: customerId, customerName, revenue, value, currency, af_revenue, amount". */
export interface TrackingPayload {
  readonly customerId?: string;
  readonly customerName?: string;
  readonly revenue?: number;
  readonly value?: number;
  /** Already mapped by `trackingCurrency` (TLB → PHP, else the first 3 letters). */
  readonly currency?: string;
  readonly af_revenue?: number;
  readonly amount?: number;
  /** The page shown, for viewContent (docs/decisions.md "Tracking"). */
  readonly path?: string;
  /** How the player signed up (player-journey §4: "a register event with method firebase"). */
  readonly method?: string;
}

/**
 * Where tracked events go (ad networks and the server's event record, events as a JSON string). Fire and
 * forget: recording never fails the flow that records. A no-op adapter until the reach issue.
 */
export interface TrackingPort {
  record(event: TrackingEventName, payload: TrackingPayload): void;
}

/** Where the pixel tracking bundle is kept between visits (the stored tracking values the router carries). */
export interface PixelBundleStore {
  read(): Readonly<Record<string, string>>;
  write(bundle: Readonly<Record<string, string>>): void;
}

/** A number in [0, 1): the random part of a new fbp. */
export interface RandomSource {
  next(): number;
}

/** What the native wrapper tells about the install (player-journey §3 "Server-to-server ad info"); undefined outside it. */
export interface AdInfoSource {
  read(): unknown;
}

/** One ad network's pixel on the page: mirrors a server event (fbq('track', …), ttq.track(…), …). */
export interface PixelSink {
  track(event: TrackingEventName, payload: TrackingPayload): void;
}
