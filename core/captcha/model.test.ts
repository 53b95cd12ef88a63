import { describe, expect, it } from 'vitest';
import { rawText, text } from '../notice/model';
import { captchaFailureText, captchaFieldsFor, captchaRequestFields, geetestVersionOf, numericErrorCode, v4Proof, type SolveCaptchaOutcome } from './model';

describe('captcha model', () => {
  it('shell §3 "GEETEST_VERSION default v3": only v4 (any case) runs v4', () => {
    expect(geetestVersionOf('v4')).toBe('v4');
    expect(geetestVersionOf(' V4 ')).toBe('v4');
    expect(geetestVersionOf('v3')).toBe('v3');
    expect(geetestVersionOf('v5')).toBe('v3');
  });

  it('player-journey §3: a v3 proof fills geetestChallenge and geetestSeccode, not geetestValidate', () => {
    expect(
      captchaRequestFields({ version: 'v3', geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 'v|jordan' }),
    ).toEqual({ geetestChallenge: 'c', geetestSeccode: 'v|jordan' });
  });

  it('player-journey §3: a v4 proof fills geetestValidateV4 with lot_number, captcha_output, pass_token, gen_time as JSON', () => {
    const proof = v4Proof({ lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1', extra: 'x' } as never);
    expect(captchaRequestFields(proof)).toEqual({ geetestValidateV4: '{"lot_number":"l","captcha_output":"o","pass_token":"p","gen_time":"1"}' });
  });

  it('a v4 proof is tagged version v4, the tag callers narrow the CaptchaProof union by', () => {
    const proof = v4Proof({ lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' });
    expect(proof.version).toBe('v4');
  });

  it('player-journey §5 and §8: the failure texts, word for word', () => {
    expect(captchaFailureText('verify_first')).toEqual(text('verify_first'));
    expect(captchaFailureText('too_fast')).toEqual(rawText('verify geetest too fast'));
    expect(captchaFailureText('network_failure')).toEqual(rawText('Network failure'));
    expect(captchaFailureText('service_unavailable')).toEqual(rawText('unknown_error: Geetest service not work'));
    expect(captchaFailureText('widget_error', ' boom ')).toEqual(rawText('boom'));
    expect(captchaFailureText('widget_error')).toEqual(text('unknown_error'));
  });

  it('shell §8 "Verification widget error: User error text plus numeric code or \'unknown error\'"', () => {
    expect(captchaFailureText('widget_error', ' 网络不给力 ', 'error_21')).toEqual(text('captcha_error_code', { message: '网络不给力', code: '21' }));
    expect(captchaFailureText('widget_error', undefined, '60001')).toEqual(text('captcha_unknown_error_code', { code: '60001' }));
    expect(captchaFailureText('widget_error', '  ', '60100')).toEqual(text('captcha_unknown_error_code', { code: '60100' }));
    // A code without digits is no numeric code: the words alone, or unknown error.
    expect(captchaFailureText('widget_error', 'boom', 'error_x')).toEqual(rawText('boom'));
    expect(captchaFailureText('widget_error', undefined, '')).toEqual(text('unknown_error'));
  });

  it.each([
    ['error_21', '21'],
    ['60001', '60001'],
    ['-21', '21'],
    ['e12x', '12'],
    ['7 errors, 404', '404'],
    ['error', null],
    ['', null],
    [undefined, null],
  ])('numericErrorCode(%j) is %j', (code, digits) => {
    expect(numericErrorCode(code)).toBe(digits);
  });

  it('a widget error with only blank words shows the unknown_error text', () => {
    expect(captchaFailureText('widget_error', '   ')).toEqual(text('unknown_error'));
  });
});

describe('captchaFieldsFor: a scene\'s captcha as request fields (player-journey §5)', () => {
  const solver = (outcome: SolveCaptchaOutcome) => ({ execute: async () => outcome });
  it('the proof\'s fields when solved, none when the scene needs no captcha, the failure\'s message when it failed', async () => {
    expect(await captchaFieldsFor(solver({ kind: 'solved', proof: { version: 'v4', geetestValidateV4: '{}' } }), 'register')).toEqual({ geetestValidateV4: '{}' });
    expect(await captchaFieldsFor(solver({ kind: 'not-required' }), 'sms')).toEqual({});
    expect(await captchaFieldsFor(solver({ kind: 'failed', reason: 'too_fast', message: text('x') }), 'sms')).toEqual({ failed: text('x') });
  });
});
