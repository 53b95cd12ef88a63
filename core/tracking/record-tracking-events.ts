import * as v from 'valibot';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { SessionStore } from '../session-state/session-store';
import type { Clock } from '../runtime/ports';
import type { AdInfo } from './ad-info';
import type { PixelSink, TrackingEventName, TrackingPayload, TrackingPort } from './ports';
import { trackingCurrency } from './tracking-currency';

export interface RecordTrackingDeps {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly clock: Clock;
  /** The shared config's currency code (shell §3), null while unknown. */
  readonly currency: () => string | null;
  /** The native wrapper's ad info, decoded (empty outside the wrapper). */
  readonly adInfo: () => AdInfo;
  /** The stored pixel tracking bundle (fbc, fbp, click ids…) for the server's conversion calls. */
  readonly bundle: () => Readonly<Record<string, string>>;
  /** The ad-network pixels on the page so far. */
  readonly pixels: () => readonly PixelSink[];
}

/** What get-user-details answers for tracking: the customer fields and the currency, at the top level or under `value`. */
interface UserDetails {
  readonly customerId?: string;
  readonly customerName?: string;
  readonly currency?: string;
}

const text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));
const userDetailsSchema = v.object({ customerId: text, id: text, customerName: text, userName: text, currency: text });

function decodeUserDetails(value: unknown): UserDetails | null {
  const parsed = v.safeParse(userDetailsSchema, value);
  if (!parsed.success) return null;
  const o = parsed.output;
  const customerId = o.customerId ?? o.id;
  const customerName = o.customerName ?? o.userName;
  return {
    ...(customerId ? { customerId } : {}),
    ...(customerName ? { customerName } : {}),
    ...(o.currency ? { currency: o.currency } : {}),
  };
}

/** Drops undefined fields so the JSON carries only what is known. */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/**
 * The tracking port (player-journey §1 "Advertising conversion tracking: events sent to the server and to ad
 * networks"; §3 "Tracking payload … Events are recorded on the server as a JSON string"). Each event goes
 * to `WPSCORE_recordTrackingEvent` as `{ events: JSON.stringify([entry]) }` and to every loaded pixel.
 * The entry holds the payload fields, the currency (TLB → PHP, else its first 3 letters), the customer
 * fields (from the payload, else get-user-details once per session token, else the session), the ad info
 * of the native wrapper, the pixel bundle under `pixelTrack` and the time. Fire and forget: events are
 * sent one after another, a failure is dropped, `record` never throws; both calls' catalogue rows never
 * alert (endpoints.ts).
 */
export class RecordTrackingEvents implements TrackingPort {
  private queue: Promise<void> = Promise.resolve();
  private details: { token: string; answer: Promise<UserDetails | null> } | null = null;

  constructor(private readonly deps: RecordTrackingDeps) {}

  record(event: TrackingEventName, payload: TrackingPayload): void {
    const time = this.deps.clock.now();
    this.queue = this.queue.then(() => this.send(event, payload, time)).catch(() => undefined);
  }

  /** Resolves once every event recorded so far was handled (tests; a page leaving). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async send(event: TrackingEventName, payload: TrackingPayload, time: number): Promise<void> {
    const entry = await this.entry(event, payload, time);
    this.mirror(event, entry);
    await this.deps.api.post(endpoints.trackingEvent, { events: JSON.stringify([entry]) });
  }

  private async entry(event: TrackingEventName, payload: TrackingPayload, time: number): Promise<Record<string, unknown>> {
    const session = this.deps.session.read();
    const details = session?.token ? await this.userDetails(session.token) : null;
    const currency = trackingCurrency(payload.currency ?? details?.currency ?? this.deps.currency());
    const bundle = this.deps.bundle();
    return defined({
      event,
      customerId: details?.customerId ?? (session?.id || undefined),
      customerName: details?.customerName ?? (session?.userName || undefined),
      ...payload,
      currency,
      ...this.deps.adInfo(),
      pixelTrack: Object.keys(bundle).length > 0 ? bundle : undefined,
      time,
    });
  }

  private userDetails(token: string): Promise<UserDetails | null> {
    if (this.details?.token !== token) {
      const answer = this.deps.api
        .get(endpoints.trackingUserDetails)
        .then((envelope) => (envelope.success ? decodeUserDetails(envelope.value ?? envelope) : null))
        .catch(() => null)
        .then((details) => {
          // A failed answer is not kept: the next event asks again. Events are sent one after another,
          // so the entry dropped here is still this token's.
          if (details === null) this.details = null;
          return details;
        });
      this.details = { token, answer };
    }
    return this.details.answer;
  }

  private mirror(event: TrackingEventName, entry: Record<string, unknown>): void {
    const payload = entry as TrackingPayload;
    for (const pixel of this.deps.pixels()) {
      try {
        pixel.track(event, payload);
      } catch {
        // A broken ad-network script never stops the server record.
      }
    }
  }
}
