import type { CustomerServiceEntry } from '../customer-service/model';

/** player-journey §9 "Domain ping timeout 10 s; at most 10 domains tested" (the timeout is the catalogue's). */
export const DOMAIN_PING_LIMIT = 10;
export { DOMAIN_PING_TIMEOUT_MS } from '../http/endpoints';
/** player-journey §9 "Domain-notice loading indicator 10 s". */
export const DOMAIN_NOTICE_LOADING_MS = 10_000;
/** player-journey §8 "Domain notice failure text 'Error'". */
export const DOMAIN_NOTICE_FALLBACK_TEXT = 'Error';
/** The page the retry opens on the chosen domain (player-journey §2). */
export const RETRY_PATH = '/m/index.html';

/** The site config's parts the notice needs (player-journey §3 "Site config"). */
export interface SiteConfig {
  /** Candidate origins (`https://host[:port]`), in the server's order, invalid names left out. */
  readonly domains: readonly string[];
  readonly customerService: readonly CustomerServiceEntry[];
}

export type DomainNoticeState =
  | { readonly kind: 'hidden' }
  /** player-journey §4 "on open a loading state shows (indicator for up to 10 s)". */
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'shown';
      /** The server message, or 'Error' (player-journey §8). */
      readonly message: string;
      /** The origin the retry opens; null: no domain answered (yet), the retry reloads this page. */
      readonly target: string | null;
      /** player-journey §2 "a customer-services button (shown only if any entries exist)". */
      readonly hasServices: boolean;
    };

export type RaceOutcome =
  | { readonly kind: 'answered'; readonly origin: string; readonly afterMs: number }
  /** Every candidate failed or stayed silent for 10 s, or there was none. */
  | { readonly kind: 'none' };
