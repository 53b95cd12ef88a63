import { describe, expect, it } from 'vitest';
import { rawText, text } from '../notice/model';
import { providerErrorLines } from './provider-error-text';

describe('provider error text (player-journey §8 "Auth provider errors")', () => {
  it('"translated text … plus \'Code: {code}\' and, if present, \'Reason: {message}\'"', () => {
    expect(providerErrorLines({ code: 'auth/popup-blocked', reason: 'The popup was blocked.' })).toEqual([
      text('auth/popup-blocked'),
      rawText('Code: auth/popup-blocked'),
      rawText('Reason: The popup was blocked.'),
    ]);
  });

  it('"(fallback auth/unknown)": a code without its own text shows the auth/unknown text with its own code', () => {
    expect(providerErrorLines({ code: 'auth/web-storage-unsupported', reason: null })).toEqual([
      text('auth/unknown'),
      rawText('Code: auth/web-storage-unsupported'),
    ]);
  });

  it('an empty code or reason is treated as absent', () => {
    expect(providerErrorLines({ code: ' ', reason: '  ' })).toEqual([text('auth/unknown'), rawText('Code: auth/unknown')]);
  });

  it('"auth/code-expired" has its own text', () => {
    expect(providerErrorLines({ code: 'auth/code-expired', reason: null })[0]).toEqual(text('auth/code-expired'));
  });

  it.each([
    'auth/popup-blocked',
    'auth/popup-closed-by-user',
    'auth/network-request-failed',
    'auth/too-many-requests',
    'auth/invalid-phone-number',
    'auth/invalid-verification-code',
    'auth/user-disabled',
  ])('"translated text": %s has its own text', (code) => {
    expect(providerErrorLines({ code, reason: null })).toEqual([text(code), rawText(`Code: ${code}`)]);
  });
});
