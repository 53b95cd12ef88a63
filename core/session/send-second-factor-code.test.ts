import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { SendSmsCode, type SendSmsCodeOutcome, type SmsRecipient } from '../registration/send-sms-code';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { SendSecondFactorCode } from './send-second-factor-code';

function withServer(reply: Parameters<ScriptedTransport['reply']>[1], fallbackProvider = false) {
  const transport = new ScriptedTransport().reply(endpoints.smsNoLogin.path, reply);
  const h = requestLayerHarness(transport);
  return { ...h, transport, useCase: new SendSecondFactorCode(new SendSmsCode(h.api, h.time), () => fallbackProvider) };
}

const recipient: SmsRecipient = { countryDialingCode: '+63', mobileNum: ' 9171234567 ' };

describe('the second factor\'s send-code button (player-journey §4 "Second factor")', () => {
  it('"a send-code countdown whose length comes from the server (code valid time)"', async () => {
    const { useCase, transport } = withServer(ok({ expirationTime: 120 }));
    expect(await useCase.execute(recipient)).toEqual({ kind: 'sent', countdownSeconds: 120 });
    expect(transport.to(endpoints.smsNoLogin.path)[0]!.body).toEqual({ countryDialingCode: '63', mobileNum: '9171234567' });
  });

  it('"or 60 s when the fallback provider is used" (the sms provider is firebase)', async () => {
    const { useCase } = withServer(ok({ expirationTime: 120 }), true);
    expect(await useCase.execute(recipient)).toEqual({ kind: 'sent', countdownSeconds: 60 });
  });

  it('"Sending a code needs a mobile number": highlighted, nothing sent, no message', async () => {
    const { useCase, transport, notices } = withServer(ok({}));
    expect(await useCase.execute({ countryDialingCode: '63', mobileNum: '   ' })).toEqual({ kind: 'incomplete', field: 'mobileNum' });
    expect(transport.requests).toHaveLength(0);
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('a number that cannot be one is invalid with the registration rule\'s message', async () => {
    const { useCase, transport } = withServer(ok({}));
    expect(await useCase.execute({ countryDialingCode: '63', mobileNum: '12a' })).toEqual({
      kind: 'invalid',
      field: 'mobileNum',
      message: { key: 'register_mobile_invalid' },
    });
    expect(transport.requests).toHaveLength(0);
  });

  it('a refused send was already shown by the request layer', async () => {
    const { useCase, notices } = withServer(fails(200, { success: false, errorCode: 'sms.limit', message: 'Too many codes.' }));
    expect(await useCase.execute(recipient)).toEqual({ kind: 'rejected' });
    expect(notices.dialogTexts()).toEqual([{ raw: 'Too many codes.' }]);
  });

  it('a second tap while sending is busy', async () => {
    const answers: SendSmsCodeOutcome[] = [{ kind: 'busy' }];
    const useCase = new SendSecondFactorCode({ execute: async () => answers.shift()! }, () => false);
    expect(await useCase.execute(recipient)).toEqual({ kind: 'busy' });
  });

  it('player-journey §5: a closed sms captcha sends nothing and its message is for the dialog to show', async () => {
    const message = { key: 'verify_first' } as const;
    const useCase = new SendSecondFactorCode({ execute: async () => ({ kind: 'captcha-failed', message }) }, () => false);
    expect(await useCase.execute(recipient)).toEqual({ kind: 'captcha-failed', message });
  });
});

describe('the second factor\'s send-code button, as the code sender sees it (player-journey §5)', () => {
  function withSender(answer: SendSmsCodeOutcome = { kind: 'sent', countdownSeconds: 90 }) {
    const asked: SmsRecipient[] = [];
    const sender = {
      execute: async (r: SmsRecipient) => {
        asked.push(r);
        return answer;
      },
    };
    return { asked, useCase: new SendSecondFactorCode(sender, () => false) };
  }

  it('"Inputs are trimmed": the country code and the number are passed on trimmed', async () => {
    const { useCase, asked } = withSender();
    expect(await useCase.execute({ countryDialingCode: ' +63 ', mobileNum: ' 9171234567 ' })).toEqual({ kind: 'sent', countdownSeconds: 90 });
    expect(asked).toEqual([{ countryDialingCode: '+63', mobileNum: '9171234567' }]);
  });

  it('"Sending a code needs a mobile number": a blank number never reaches the sender', async () => {
    const { useCase, asked } = withSender();
    expect(await useCase.execute({ countryDialingCode: '63', mobileNum: ' \t ' })).toEqual({ kind: 'incomplete', field: 'mobileNum' });
    expect(asked).toEqual([]);
  });

  it('a refusal that does not say the number is invalid only highlights the field, with no message', async () => {
    const missing = withSender({
      kind: 'invalid',
      problems: [{ field: 'mobileNum', reason: 'required', message: { key: 'register_mobile_required' } }],
    });
    expect(await missing.useCase.execute(recipient)).toEqual({ kind: 'incomplete', field: 'mobileNum' });
    const unexplained = withSender({ kind: 'invalid', problems: [] });
    expect(await unexplained.useCase.execute(recipient)).toEqual({ kind: 'incomplete', field: 'mobileNum' });
  });
});
