import { describe, expect, it } from 'vitest';
import { oneTapDecision, type OneTapFacts } from './one-tap-policy';

const OFFERED: OneTapFacts = { inNativeApp: false, googleLoginOn: true, googleWebClientId: 'client', privateBrowsing: false, hasSession: false };

describe('one-tap google (player-journey §5)', () => {
  it('"otherwise it is delayed 500 ms"', () => {
    expect(oneTapDecision(OFFERED)).toEqual({ kind: 'offer', delayMs: 500 });
  });

  it.each([
    ['"skipped inside the native app"', { inNativeApp: true }, 'native-app'],
    ['"when GOOGLELOGIN3 is off"', { googleLoginOn: false }, 'google-login-off'],
    ['"when there is no google web client id"', { googleWebClientId: null }, 'no-google-web-client-id'],
    ['… or a blank one', { googleWebClientId: ' ' }, 'no-google-web-client-id'],
    ['"in private mode"', { privateBrowsing: true }, 'private-browsing'],
    ['"or when a session already exists"', { hasSession: true }, 'session-exists'],
  ] as const)('%s', (_rule, change, reason) => {
    expect(oneTapDecision({ ...OFFERED, ...change })).toEqual({ kind: 'skip', reason });
  });
});
