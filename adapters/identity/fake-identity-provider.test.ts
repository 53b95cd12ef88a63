import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeIdentityProvider, type FakeConsentRequest } from './fake-identity-provider';

const config = {
  enabled: true,
  appId: null,
  apiKey: null,
  authDomain: null,
  projectId: null,
  messagingSenderId: null,
  googleWebClientId: null,
  vapidKey: null,
};

function setup() {
  const fake = new FakeIdentityProvider();
  const seen: (FakeConsentRequest | null)[] = [];
  fake.request$.subscribe((request) => seen.push(request));
  return { fake, seen };
}

describe('the fake identity provider (mock mode; docs/decisions.md "Identity adapters")', () => {
  it('a social sign-in opens a consent request; approving yields fake-idtoken.{channel}.{uid}', async () => {
    const { fake, seen } = setup();
    const result = fake.signIn('facebook');
    expect(await firstValueFrom(fake.request$)).toEqual({ kind: 'social', channel: 'facebook' });
    fake.approve(' player01 ');
    expect(await result).toEqual({ kind: 'credential', idToken: 'fake-idtoken.facebook.player01' });
    expect(seen).toEqual([null, { kind: 'social', channel: 'facebook' }, null]);
  });

  it('an empty uid continues as player01', async () => {
    const { fake } = setup();
    const result = fake.signIn('line');
    fake.approve('  ');
    expect(await result).toEqual({ kind: 'credential', idToken: 'fake-idtoken.line.player01' });
  });

  it('deny → provider-error auth/popup-closed-by-user', async () => {
    const { fake } = setup();
    const result = fake.signIn('google');
    fake.deny();
    expect(await result).toEqual({ kind: 'provider-error', code: 'auth/popup-closed-by-user', reason: null });
  });

  it('a second sign-in supersedes the open one: the first answers auth/cancelled-popup-request (ignored silently, player-journey §8)', async () => {
    const { fake } = setup();
    const first = fake.signIn('google');
    const second = fake.signIn('twitter');
    expect(await first).toMatchObject({ code: 'auth/cancelled-popup-request' });
    expect(fake.current).toEqual({ kind: 'social', channel: 'twitter' });
    fake.approve('u7');
    expect(await second).toEqual({ kind: 'credential', idToken: 'fake-idtoken.twitter.u7' });
  });

  it('the redirect flow runs like the popup; redirectResult has nothing pending', async () => {
    const { fake } = setup();
    const result = fake.signIn('google');
    fake.approve('player01');
    expect(await result).toMatchObject({ kind: 'credential' });
    expect(await fake.redirectResult()).toBeNull();
  });

  it('"Phone-code login": the code 123456 gives fake-idtoken.phone.{phoneNumber}; another code is auth/invalid-verification-code', async () => {
    const { fake } = setup();
    const sent = fake.sendPhoneCode('+639171234567', config);
    expect(fake.current).toEqual({ kind: 'phone', phoneNumber: '+639171234567' });
    fake.approve('');
    expect(await sent).toEqual({ kind: 'sent' });
    expect(await fake.confirmPhoneCode('000000')).toEqual({ kind: 'provider-error', code: 'auth/invalid-verification-code', reason: null });
    expect(await fake.confirmPhoneCode('123456')).toEqual({ kind: 'credential', idToken: 'fake-idtoken.phone.+639171234567' });
  });

  it('"With no pending confirmation the alert is auth/code-expired" (none sent, or already used)', async () => {
    const { fake } = setup();
    expect(await fake.confirmPhoneCode('123456')).toMatchObject({ code: 'auth/code-expired' });
    const sent = fake.sendPhoneCode('+1555', config);
    fake.approve('');
    await sent;
    await fake.confirmPhoneCode('123456');
    expect(await fake.confirmPhoneCode('123456')).toMatchObject({ code: 'auth/code-expired' });
  });

  it('denying the phone consent fails the send like a failed reCAPTCHA and keeps no confirmation', async () => {
    const { fake } = setup();
    const sent = fake.sendPhoneCode('+1555', config);
    fake.deny();
    expect(await sent).toEqual({ kind: 'provider-error', code: 'auth/captcha-check-failed', reason: null });
    expect(await fake.confirmPhoneCode('123456')).toMatchObject({ code: 'auth/code-expired' });
  });

  it('one-tap opens the google consent; Cancel is a dismissed prompt (null)', async () => {
    const { fake } = setup();
    const tapped = fake.oneTap();
    expect(fake.current).toEqual({ kind: 'social', channel: 'google' });
    fake.approve('player01');
    expect(await tapped).toEqual({ kind: 'credential', idToken: 'fake-idtoken.google.player01' });
    const dismissed = fake.oneTap();
    fake.deny();
    expect(await dismissed).toBeNull();
  });

  it('approve or deny with nothing pending does nothing', () => {
    const { fake, seen } = setup();
    fake.approve('x');
    fake.deny();
    expect(seen).toEqual([null]);
  });
});
