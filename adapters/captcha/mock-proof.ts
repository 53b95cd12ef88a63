import { v4Proof, type CaptchaProof } from '../../core/captcha/model';

/**
 * The proof the mock backend accepts (docs/decisions.md "Mock captcha"): v3 validate is the challenge
 * reversed and seccode `{validate}|jordan` as geetest v3 writes it; v4 pass_token is lot_number reversed.
 * mock-server/handlers/captcha.ts checks the same rule (it imports nothing of ours).
 */
const reversed = (value: string) => [...value].reverse().join('');

export function mockV3Proof(challenge: string): CaptchaProof {
  const validate = reversed(challenge);
  return { version: 'v3', geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: `${validate}|jordan` };
}

export function mockV4Proof(lotNumber: string, genTimeSeconds: number): CaptchaProof {
  return v4Proof({
    lot_number: lotNumber,
    captcha_output: `mock-slider-${lotNumber.slice(0, 8)}`,
    pass_token: reversed(lotNumber),
    gen_time: String(genTimeSeconds),
  });
}

/** Where the gap is, as a share of the track (0.2 to 0.8), taken from the challenge text. */
export function targetOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 0.2 + (hash % 601) / 1000;
}
