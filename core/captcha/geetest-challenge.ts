import * as v from 'valibot';
import { lenientBoolean, lenientText, unwrapValue } from '../decode/lenient-schemas';

/** The answer of `GET /wps/captcha/geetest` (player-journey §7 "gt, challenge, newCaptcha"). */
export interface GeetestChallenge {
  readonly gt: string;
  readonly challenge: string;
  readonly newCaptcha: boolean;
}

const challengeSchema = v.object({
  gt: lenientText,
  challenge: lenientText,
  // geetest's own servers write new_captcha; a missing flag reads as a new captcha (the v3 default).
  newCaptcha: v.fallback(v.nullable(v.optional(v.unknown())), null),
  new_captcha: v.fallback(v.nullable(v.optional(v.unknown())), null),
});

/** Fields under `value` or at the top level, numbers as strings, flags as 1/0/"true"; null when gt or challenge is missing. */
export function decodeGeetestChallenge(input: unknown): GeetestChallenge | null {
  const fields = unwrapValue(input);
  const read = v.safeParse(challengeSchema, fields ?? {});
  if (!read.success) return null;
  const raw = read.output.newCaptcha ?? read.output.new_captcha;
  return {
    gt: read.output.gt,
    challenge: read.output.challenge,
    newCaptcha: v.parse(v.fallback(lenientBoolean, true), raw),
  };
}
