import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import * as v from 'valibot';
import { flag, optionalText, unwrapValue } from '../decode/lenient-schemas';
import type { ApiClient } from '../http/api-client';
import { NETWORK_ERROR_TEXT } from '../http/classify-failure';
import { endpoints } from '../http/endpoints';
import { RequestFailure, type Query } from '../http/model';
import type { NetworkEnvironment } from '../http/ports';
import type { PushedRegistrationInfo } from '../registration/pushed-registration-info';
import type { StoredTracking } from '../routing/ports';
import { landingTrackingFields } from '../tracking/landing-tracking-fields';
import { rawText, text } from '../notice/model';
import type { Notifier } from '../notice/ports';
import type { DomainUnavailableHandler } from '../http/ports';

export interface SystemStatus {
  readonly maintenance: boolean;
  readonly maintenanceEnd: string | null;
  readonly maintenanceDescription: string | null;
  readonly regionRestriction: boolean;
  /**
   * The access-denied page's own end time, when the server sends one (docs/decisions.md "Sign-in forms, captcha
   * errors and the access-denied end time").
   */
  readonly regionRestrictionEnd: string | null;
  readonly ip: string | null;
}

export type StatusOutcome =
  | { readonly kind: 'open'; readonly status: SystemStatus }
  | { readonly kind: 'maintenance'; readonly status: SystemStatus }
  | { readonly kind: 'region-restricted'; readonly status: SystemStatus }
  | { readonly kind: 'domain-not-available'; readonly message: string | null }
  | { readonly kind: 'failed'; readonly message: string };

/** Where the page is: its address as the player sees it and its host. */
export interface StatusQuery {
  readonly originalDomain?: string;
  readonly url?: string;
}

/** What the status query reads besides the page (docs/decisions.md "Request layer and boot calls"). */
export interface StatusQuerySources {
  /** The stored tracking values (docs/decisions.md "Stored tracking values"): `track`. */
  readonly tracking: StoredTracking;
  /** What the app wrapper pushed (player-journey §3 "Pushed registration info"): its originalDomain wins. */
  readonly pushed: { read(): Pick<PushedRegistrationInfo, 'originalDomain'> };
}

/**
 * player-journey §7 "GET /wps/system/status | query: device MOBILE, track, originalDomain, url": `track` is the
 * stored tracking values as JSON text, with the tracking fields the page's own address carries over them (a first
 * visit from an ad click has stored nothing yet); originalDomain the one the app wrapper pushed, else the page's
 * host. An empty field is left out, as the request layer drops empty headers.
 */
export function statusQuery(page: StatusQuery, stored: Readonly<Record<string, string>>, pushedDomain: string | null): Query {
  const tracking = { ...stored, ...landingTrackingFields(searchOf(page.url ?? '')) };
  const fields: Record<string, string> = {
    device: 'MOBILE',
    track: Object.keys(tracking).length > 0 ? JSON.stringify(tracking) : '',
    originalDomain: pushedDomain ?? page.originalDomain ?? '',
    url: page.url ?? '',
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/** The query part of an address ('' when it has none), without its hash. */
function searchOf(url: string): string {
  return url.replace(/#.*/s, '').replace(/[^?]*/, '');
}

export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';

const statusSchema = v.object({
  maintenance: flag,
  maintenanceEnd: optionalText,
  maintenanceDescription: optionalText,
  regionRestriction: flag,
  regionRestrictionEnd: optionalText,
  ip: optionalText,
});

/** Lenient: flags as "1"/"0" too, fields under `value` or at the top level; junk reads as an open site. */
export function readStatus(value: unknown): SystemStatus {
  return v.parse(statusSchema, unwrapValue(value) ?? {});
}

/** Maintenance or region restriction: the outcomes that replace the site with their page. */
export function isRestricted(outcome: StatusOutcome | null): boolean {
  return outcome?.kind === 'maintenance' || outcome?.kind === 'region-restricted';
}

/** `GET /wps/system/status` at boot (shell §7, player-journey §7-§8 "System status failure" rows). */
export class CheckSystemStatus {
  private readonly outcomes = new BehaviorSubject<StatusOutcome | null>(null);
  /** null while the first check runs. */
  readonly outcome$: Observable<StatusOutcome | null> = this.outcomes.asObservable();

  /**
   * True while the last outcome is maintenance or region restriction: later features read it (player-journey
   * §4 "Add-to-home-screen prompt … Suppressed while maintenance or region restriction is active").
   */
  readonly restricted$: Observable<boolean> = this.outcomes.pipe(map(isRestricted), distinctUntilChanged());

  get outcome(): StatusOutcome | null {
    return this.outcomes.value;
  }

  get restricted(): boolean {
    return isRestricted(this.outcomes.value);
  }

  constructor(
    private readonly api: ApiClient,
    private readonly notifier: Notifier,
    private readonly network: NetworkEnvironment,
    private readonly domainUnavailable: DomainUnavailableHandler,
    private readonly sources: StatusQuerySources,
  ) {}

  private lastQuery: StatusQuery = {};

  async execute(query: StatusQuery = {}): Promise<StatusOutcome> {
    this.lastQuery = query;
    const outcome = await this.check(query);
    this.outcomes.next(outcome);
    return outcome;
  }

  /** The check again, from the same page (the network came back: core/shell/status-ping.ts). */
  recheck(): Promise<StatusOutcome> {
    return this.execute(this.lastQuery);
  }

  private async check(query: StatusQuery): Promise<StatusOutcome> {
    try {
      const envelope = await this.api.call(endpoints.systemStatus, {
        query: statusQuery(query, this.sources.tracking.values(), this.sources.pushed.read().originalDomain),
      });
      const status = readStatus(envelope.value);
      if (status.maintenance) return { kind: 'maintenance', status };
      if (status.regionRestriction) return { kind: 'region-restricted', status };
      return { kind: 'open', status };
    } catch (error) {
      return this.failed(error);
    }
  }

  private failed(error: unknown): StatusOutcome {
    const failure = error instanceof RequestFailure ? error : null;
    const code = failure?.errorCode;
    const message = failure?.serverMessage ?? null;
    if (code === DOMAIN_NOT_AVAILABLE) {
      // player-journey §8 "System status failure with errorCode domain_not_available: domain-unavailable handler runs"
      this.domainUnavailable.handle(message);
      return { kind: 'domain-not-available', message };
    }
    if (code || this.network.isSecure()) {
      void this.notifier.notice(message ? rawText(message) : rawText('Error'), { title: text('notice') });
      return { kind: 'failed', message: message ?? 'Error' };
    }
    void this.notifier.notice(rawText(NETWORK_ERROR_TEXT), { title: text('notice') });
    return { kind: 'failed', message: NETWORK_ERROR_TEXT };
  }
}
