import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { rawText, text } from '../notice/model';
import { fakeIdToken } from '../testing/identity-fakes';
import { identityRig } from '../testing/identity-rig';
import { fails, ok } from '../testing/scripted-transport';
import { fullPhoneNumber } from './phone-code-login';

describe('phone-code login (player-journey §4 "Phone-code login")', () => {
  it('"The phone number sent for sms is a plus sign, the country code, then the number" (trimmed)', () => {
    expect(fullPhoneNumber({ dialCode: ' +63 ', number: ' 917 123 4567 ' })).toBe('+639171234567');
    expect(fullPhoneNumber({ dialCode: '63', number: '  ' })).toBeNull();
  });

  it('"Sending a code needs a mobile number": nothing goes to the provider without one', async () => {
    const rig = identityRig();
    expect(await rig.kit.phoneCodeLogin.sendCode({ dialCode: '63', number: '' })).toEqual({ kind: 'missing-number' });
    expect(rig.provider.calls).toEqual([]);
  });

  it('"send the sms, keep the confirmation result, verify the code to obtain an id token" sent as type sms', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.login.path, ok({ token: 'S', userName: 'player01' }));
    expect(await rig.kit.phoneCodeLogin.sendCode({ dialCode: '+63', number: '9171234567' })).toEqual({ kind: 'sent', phoneNumber: '+639171234567' });
    expect(await rig.kit.phoneCodeLogin.verify(' 123456 ')).toMatchObject({ kind: 'logged-in', mustChangePassword: false });
    expect(rig.sent(endpoints.login.path)).toMatchObject({
      username: '+639171234567',
      password: '',
      type: 'sms',
      firebaseIdToken: fakeIdToken('phone', '+639171234567'),
    });
    expect(rig.session.read()?.token).toBe('S');
  });

  it.each([
    ['CN', 'zh-CN'],
    ['PT-BR', 'pt-BR'],
    ['UR-LA', 'ur'],
    ['EN', 'en'],
  ])('shell §5 "Recaptcha language code: at most 6 characters, alphanumeric or hyphen": the phone-code reCAPTCHA gets %s as %s', async (language, code) => {
    const rig = identityRig({ language });
    await rig.kit.phoneCodeLogin.sendCode({ dialCode: '63', number: '9171234567' });
    expect(rig.provider.calls).toEqual([`sendPhoneCode +639171234567 ${code}`]);
  });

  it('"With no pending confirmation the alert is auth/code-expired"', async () => {
    const rig = identityRig();
    expect(await rig.kit.phoneCodeLogin.verify('123456')).toEqual({
      kind: 'provider-error',
      code: 'auth/code-expired',
      lines: [text('auth/code-expired'), rawText('Code: auth/code-expired')],
    });
    expect(rig.transport.to(endpoints.login.path)).toHaveLength(0);
  });

  it('a provider failure to send is shown as a provider error', async () => {
    const rig = identityRig();
    rig.provider.next = { kind: 'provider-error', code: 'auth/invalid-phone-number', reason: 'TOO_SHORT' };
    expect(await rig.kit.phoneCodeLogin.sendCode({ dialCode: '63', number: '1' })).toMatchObject({
      kind: 'provider-error',
      lines: [text('auth/invalid-phone-number'), rawText('Code: auth/invalid-phone-number'), rawText('Reason: TOO_SHORT')],
    });
  });

  it('an empty code is not verified; a refused login carries the server message', async () => {
    const rig = identityRig();
    expect(await rig.kit.phoneCodeLogin.verify('  ')).toEqual({ kind: 'missing-code' });
    rig.transport.reply(endpoints.login.path, fails(200, { success: false, errorCode: 'bind_customer_required', message: 'Not bound' }));
    await rig.kit.phoneCodeLogin.sendCode({ dialCode: '63', number: '9000000000' });
    expect(await rig.kit.phoneCodeLogin.verify('123456')).toEqual({ kind: 'rejected', errorCode: 'bind_customer_required', message: rawText('Not bound') });
  });

  it('a provider answer that is neither a credential nor an error is refused with the unknown_error text; no login call', async () => {
    const rig = identityRig();
    await rig.kit.phoneCodeLogin.sendCode({ dialCode: '63', number: '9000000000' });
    rig.provider.confirmPhoneCode = async () => ({ kind: 'redirecting' });
    expect(await rig.kit.phoneCodeLogin.verify('123456')).toEqual({ kind: 'rejected', errorCode: null, message: text('unknown_error') });
    expect(rig.transport.to(endpoints.login.path)).toHaveLength(0);
  });

  it('"the full phone number as username": with no number sent yet the username is empty', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.login.path, ok({ token: 'S' }));
    rig.provider.confirmPhoneCode = async () => ({ kind: 'credential', idToken: 'restored' });
    await rig.kit.phoneCodeLogin.verify('123456');
    expect(rig.sent(endpoints.login.path)).toMatchObject({ username: '', type: 'sms', firebaseIdToken: 'restored' });
  });
});
