import { beforeEach, describe, expect, it } from 'vitest';
import { ensureSeeded } from '../seed';
import { phoneMember, readFakeIdToken, socialMember } from './social-identity';

const errorCode = async (check: { failure: Response } | { member: unknown }) =>
  'failure' in check ? ((await check.failure.json()) as { errorCode: string }).errorCode : null;

describe('the fake identity tokens of the mock', () => {
  beforeEach(async () => {
    await ensureSeeded();
  });

  it('reads fake-idtoken.{channel}.{uid}; anything else, or another channel, is no token', () => {
    expect(readFakeIdToken('fake-idtoken.google.player01')).toEqual({ channel: 'google', uid: 'player01', token: 'fake-idtoken.google.player01' });
    expect(readFakeIdToken('fake-idtoken.phone.+639171234567', 'phone')?.uid).toBe('+639171234567');
    expect(readFakeIdToken('fake-idtoken.google.player01', 'line')).toBeNull();
    expect(readFakeIdToken('firebase-token-player01')).toBeNull();
    expect(readFakeIdToken(undefined)).toBeNull();
  });

  it('a bound uid is its member; an unbound one is bind_customer_required; a bad token an auth error', async () => {
    const bound = socialMember('DEMO1', 'google', 'fake-idtoken.google.player01');
    expect('member' in bound && bound.member.userName).toBe('player01');
    expect(await errorCode(socialMember('DEMO1', 'google', 'fake-idtoken.google.stranger'))).toBe('bind_customer_required');
    // A binding is per merchant and per channel: DEMO2's player01 is a different member, and google is not facebook.
    const other = socialMember('DEMO2', 'google', 'fake-idtoken.google.player01');
    expect('member' in other && other.member.merchantCode).toBe('DEMO2');
    expect(await errorCode(socialMember('DEMO1', 'facebook', 'fake-idtoken.facebook.player01'))).toBe('bind_customer_required');
    expect(await errorCode(socialMember('DEMO1', 'google', 'junk'))).toBe('auth/invalid-id-token');
  });

  it('a phone-code token logs in the member with that mobile number, else bind_customer_required', async () => {
    const found = phoneMember('DEMO1', 'fake-idtoken.phone.+639171234567');
    expect('member' in found && found.member.userName).toBe('player01');
    expect(await errorCode(phoneMember('DEMO1', 'fake-idtoken.phone.+630000000000'))).toBe('bind_customer_required');
    expect(await errorCode(phoneMember('DEMO1', 'fake-idtoken.google.x'))).toBe('auth/invalid-id-token');
  });
});
