import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { MARQUEE_CALL } from '../http/home-calls';
import { decodeMarquee, type MarqueeItem } from './marquee';

export type MarqueeOutcome = { readonly kind: 'loaded'; readonly items: readonly MarqueeItem[] } | { readonly kind: 'failed' };

/** The home marquee's announcements (GET /wps/relay/MCSFE_getListAnnouncements, category marquee); silent, never throws. */
export class LoadMarquee {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<MarqueeOutcome> {
    try {
      const envelope = await this.api.get(endpoints.announcements, { query: MARQUEE_CALL.query, alert: false });
      return { kind: 'loaded', items: decodeMarquee(envelope) };
    } catch {
      return { kind: 'failed' };
    }
  }
}
