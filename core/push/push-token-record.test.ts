import { describe, expect, it } from 'vitest';
import { decodeTokenRecord, encodeTokenRecord, PUSH_TOKEN_MAX_AGE_MS, tokenChange, type PushTokenRecord } from './push-token-record';

const details = { vapidKey: 'vk', senderId: '1', appId: 'app', scope: '/m/' };
const record: PushTokenRecord = { token: 'fcm-1', createdAt: 1_000, details };

describe('push token record (player-journey §4 "Push token")', () => {
  it('"created on first subscribe": no record → created', () => {
    expect(tokenChange(null, details, 1_000)).toBe('created');
  });

  it('a token younger than 7 days is kept, exactly 7 days too ("older than 7 days")', () => {
    expect(tokenChange(record, details, 1_000 + 60_000)).toBe('kept');
    expect(tokenChange(record, details, 1_000 + PUSH_TOKEN_MAX_AGE_MS)).toBe('kept');
  });

  it('"refreshed when older than 7 days" (§9 "Push token refresh age 7 days")', () => {
    expect(PUSH_TOKEN_MAX_AGE_MS).toBe(604_800_000);
    expect(tokenChange(record, details, 1_001 + PUSH_TOKEN_MAX_AGE_MS)).toBe('refreshed');
  });

  it('a token made this very moment is kept (only a creation time in the future counts as old)', () => {
    expect(tokenChange(record, details, record.createdAt)).toBe('kept');
  });

  it('a creation time in the future (clock put back) refreshes', () => {
    expect(tokenChange(record, details, 999)).toBe('refreshed');
  });

  it.each([['vapidKey'], ['senderId'], ['appId'], ['scope']] as const)('"replaced if subscription details change": %s', (field) => {
    expect(tokenChange(record, { ...details, [field]: 'other' }, 2_000)).toBe('replaced');
  });

  it('reads what it writes; junk or nothing reads as no record; numbers as strings are accepted', () => {
    expect(decodeTokenRecord(encodeTokenRecord(record))).toEqual(record);
    expect(decodeTokenRecord(null)).toBeNull();
    expect(decodeTokenRecord('{not json')).toBeNull();
    expect(decodeTokenRecord(JSON.stringify({ token: '', createdAt: 1, details }))).toBeNull();
    expect(decodeTokenRecord(JSON.stringify({ token: 't', createdAt: '1000', details: { vapidKey: 'vk', senderId: 1 } }))).toEqual({
      token: 't',
      createdAt: 1000,
      details: { vapidKey: 'vk', senderId: '1', appId: '', scope: '' },
    });
  });

  it('a stored detail that is null reads as empty, like a missing one', () => {
    const stored = JSON.stringify({ token: 't', createdAt: 1000, details: { vapidKey: 'vk', senderId: null, appId: 'app', scope: '/m/' } });
    expect(decodeTokenRecord(stored)?.details).toEqual({ vapidKey: 'vk', senderId: '', appId: 'app', scope: '/m/' });
  });
});
