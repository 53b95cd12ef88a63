import { describe, expect, it } from 'vitest';
import { decodeUnreadCount } from './unread-count';

describe('decodeUnreadCount: "GET /wps/relay/CBS_unreadCount … response unReadCount" (player-journey §7)', () => {
  it('reads unReadCount, and the other spellings, as a number or a string of digits', () => {
    expect(decodeUnreadCount({ unReadCount: 3 })).toBe(3);
    expect(decodeUnreadCount({ unreadCount: '12' })).toBe(12);
    expect(decodeUnreadCount({ count: 0 })).toBe(0);
    expect(decodeUnreadCount(7)).toBe(7);
    expect(decodeUnreadCount(' 4 ')).toBe(4);
  });

  it('a string counts only when it is all digits: a sign, a fraction or words around the digits make it unreadable', () => {
    for (const junk of ['-1', '1.5', '3 new', 'new 3', '+2']) {
      expect(decodeUnreadCount({ unReadCount: junk })).toBeNull();
    }
  });

  it('junk is unreadable (null), never a crash', () => {
    for (const junk of [null, undefined, {}, { unReadCount: -1 }, { unReadCount: 'many' }, 1.5, [], 'x']) {
      expect(decodeUnreadCount(junk)).toBeNull();
    }
  });
});
