import type { SessionStore } from '../session-state/session-store';

/** The page URL's query (URLSearchParams fits). */
export interface QueryReader {
  get(name: string): string | null;
}

export type AdoptOutcome =
  | { readonly kind: 'adopted'; readonly token: string }
  | { readonly kind: 'skipped'; readonly reason: 'no-token' | 'session-exists' };

/** shell §2 Route guard: "a token in the query string (token or tokens)". */
export const QUERY_TOKEN_NAMES = ['token', 'tokens'] as const;

/**
 * A native wrapper hands its session over in the URL. With no session of our own, the token becomes the
 * session; SessionLifecycle then fetches the member info, which fills in userName, id and type
 * (docs/decisions.md "Session lifecycle, shared config and manifest").
 */
export class AdoptQueryToken {
  constructor(
    private readonly session: SessionStore,
    private readonly merchantCode: () => string,
  ) {}

  /** `query`: the page's search string (`location.search`) or its parsed form. */
  execute(query: QueryReader | string): AdoptOutcome {
    const params = typeof query === 'string' ? new URLSearchParams(query) : query;
    const token = QUERY_TOKEN_NAMES.map((name) => params.get(name)?.trim() ?? '').find((value) => value !== '');
    if (!token) return { kind: 'skipped', reason: 'no-token' };
    if (this.session.read()) return { kind: 'skipped', reason: 'session-exists' };
    this.session.write({ token, merchantCode: this.merchantCode(), userName: '', id: '', type: 0, firstTimeLogin: false });
    return { kind: 'adopted', token };
  }
}
