import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { text } from '../notice/model';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { countdownSecondsFrom, SendSmsCode, SMS_FALLBACK_COUNTDOWN_SECONDS } from './send-sms-code';

function setup(reply: Parameters<ScriptedTransport['reply']>[1]) {
  const transport = new ScriptedTransport().reply(endpoints.smsNoLogin.path, reply);
  const h = requestLayerHarness(transport);
  return { ...h, transport, useCase: new SendSmsCode(h.api, h.time) };
}

describe('sms code countdown (player-journey §7 "response value.expirationTime")', () => {
  const now = 1_700_000_000_000;

  it('seconds as given, also as text', () => {
    expect(countdownSecondsFrom({ expirationTime: 120 }, now)).toBe(120);
    expect(countdownSecondsFrom({ value: { expirationTime: '90' } }, now)).toBe(90);
  });

  it('an epoch time in milliseconds or seconds counts down to it', () => {
    expect(countdownSecondsFrom({ expirationTime: now + 45_000 }, now)).toBe(45);
    expect(countdownSecondsFrom({ expirationTime: now / 1000 + 30 }, now)).toBe(30);
  });

  it(`"Fallback sms countdown 60 s" when missing, zero, past or junk`, () => {
    expect(SMS_FALLBACK_COUNTDOWN_SECONDS).toBe(60);
    for (const value of [undefined, {}, { expirationTime: 0 }, { expirationTime: -5 }, { expirationTime: 'soon' }, { expirationTime: now - 1 }]) {
      expect(countdownSecondsFrom(value, now)).toBe(60);
    }
  });
});

describe('SendSmsCode (POST /wps/verification/sms/noLogin {countryDialingCode, mobileNum})', () => {
  it('sends the dial code as digits and the number without spaces; answers the countdown', async () => {
    const { useCase, transport } = setup(ok({ expirationTime: 120 }));
    expect(await useCase.execute({ countryDialingCode: '+63', mobileNum: '917 000 0001' })).toEqual({ kind: 'sent', countdownSeconds: 120 });
    expect(transport.to(endpoints.smsNoLogin.path)[0]).toMatchObject({
      method: 'POST',
      headers: { ModuleId: 'VERIFICATION3' },
      body: { countryDialingCode: '63', mobileNum: '9170000001' },
    });
  });

  it('player-journey §5 sms captcha: the solved proof travels with the request, and nothing when there is none', async () => {
    const { useCase, transport } = setup(ok({ expirationTime: 60 }));
    await useCase.execute({ countryDialingCode: '63', mobileNum: '9170000001', captcha: { geetestValidateV4: '{"lot_number":"l"}' } });
    expect(transport.to(endpoints.smsNoLogin.path)[0]?.body).toEqual({ countryDialingCode: '63', mobileNum: '9170000001', geetestValidateV4: '{"lot_number":"l"}' });
  });

  it('player-journey §5 "the merchant\'s setting for … sms": the sms captcha runs first; closed, nothing is sent', async () => {
    const transport = new ScriptedTransport().reply(endpoints.smsNoLogin.path, ok({ expirationTime: 60 }));
    const h = requestLayerHarness(transport);
    const solved = new SendSmsCode(h.api, h.time, async () => ({ geetestChallenge: 'C', geetestSeccode: 'C|jordan' }));
    await solved.execute({ countryDialingCode: '63', mobileNum: '9170000001' });
    expect(transport.to(endpoints.smsNoLogin.path)[0]?.body).toMatchObject({ geetestChallenge: 'C', geetestSeccode: 'C|jordan' });
    const closed = new SendSmsCode(h.api, h.time, async () => ({ failed: text('verify_first') }));
    expect(await closed.execute({ countryDialingCode: '63', mobileNum: '9170000001' })).toEqual({ kind: 'captcha-failed', message: text('verify_first') });
    expect(transport.to(endpoints.smsNoLogin.path)).toHaveLength(1);
    // Checks come first: a bad number never opens the captcha.
    const never = vi.fn(async () => ({}));
    await new SendSmsCode(h.api, h.time, never).execute({ countryDialingCode: '63', mobileNum: '' });
    expect(never).not.toHaveBeenCalled();
  });

  it('"Sending a code needs a mobile number": nothing is sent without one', async () => {
    const { useCase, transport } = setup(ok({}));
    const outcome = await useCase.execute({ countryDialingCode: '63', mobileNum: ' ' });
    expect(outcome).toEqual({ kind: 'invalid', problems: [{ field: 'mobileNum', reason: 'required', message: { key: 'register_mobile_required' } }] });
    expect(transport.requests).toHaveLength(0);
  });

  it('a second tap while sending is busy', async () => {
    const { useCase, transport } = setup(ok({ expirationTime: 120 }));
    const release = transport.hold();
    const first = useCase.execute({ countryDialingCode: '63', mobileNum: '9170000001' });
    expect(await useCase.execute({ countryDialingCode: '63', mobileNum: '9170000001' })).toEqual({ kind: 'busy' });
    release();
    expect((await first).kind).toBe('sent');
    expect((await useCase.execute({ countryDialingCode: '63', mobileNum: '9170000001' })).kind).toBe('sent');
  });

  it('a failure that is not a request failure (a programming error) is not swallowed as a refusal, and the next tap may send', async () => {
    const { time } = setup(ok({}));
    const post = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new TypeError('bug')).mockResolvedValue({ success: true, value: { expirationTime: 120 } });
    const useCase = new SendSmsCode({ post } as unknown as ApiClient, time);
    await expect(useCase.execute({ countryDialingCode: '63', mobileNum: '9170000001' })).rejects.toThrow('bug');
    expect(await useCase.execute({ countryDialingCode: '63', mobileNum: '9170000001' })).toEqual({ kind: 'sent', countdownSeconds: 120 });
  });

  it('a refusal is typed and its message shown once by the request layer', async () => {
    const { useCase, notices } = setup(fails(200, { success: false, errorCode: 'sms.mobile.invalid', message: 'The mobile number is not valid.' }));
    expect(await useCase.execute({ countryDialingCode: '63', mobileNum: '9170000001' })).toEqual({
      kind: 'rejected',
      errorCode: 'sms.mobile.invalid',
      message: 'The mobile number is not valid.',
    });
    expect(notices.dialogTexts()).toEqual([{ raw: 'The mobile number is not valid.' }]);
  });

  it('shell §8 "Other failures": with no server message the notice says \'unknown error\', and the refusal carries the request failure\'s own message', async () => {
    const { useCase, notices } = setup(fails(500, '<html>'));
    expect(await useCase.execute({ countryDialingCode: '63', mobileNum: '9170000001' })).toEqual({ kind: 'rejected', errorCode: null, message: 'HTTP 500' });
    expect(notices.dialogTexts()).toEqual([text('unknown_error')]);
  });
});
