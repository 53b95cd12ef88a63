import * as v from 'valibot';
import { lenientText, unwrapValue } from '../decode/lenient-schemas';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';

export type SuggestUsernameOutcome =
  | { readonly kind: 'suggested'; readonly username: string }
  /** No suggestion could be had; the field simply stays as it is (no notice). */
  | { readonly kind: 'unavailable' };

const name = v.fallback(v.nullable(lenientText), null);

/** The suggested name in an answer: the value itself, or its `userName` (else `username`). */
export function suggestedUsernameFrom(value: unknown): string | null {
  const direct = v.parse(name, value);
  if (direct !== null) return direct;
  const fields = unwrapValue(value);
  return v.parse(name, fields?.userName ?? null) ?? v.parse(name, fields?.username ?? null);
}

/** `POST /wps/member/register/autoUsername` (player-journey §7; docs/decisions.md "Registration rules"): a name the player may keep or change. */
export class SuggestUsername {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<SuggestUsernameOutcome> {
    try {
      const envelope = await this.api.post(endpoints.registerAutoUsername, {}, { alert: false });
      const username = suggestedUsernameFrom(envelope.value);
      return username ? { kind: 'suggested', username } : { kind: 'unavailable' };
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      return { kind: 'unavailable' };
    }
  }
}
