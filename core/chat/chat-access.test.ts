import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_CONFIG } from '../config/shared-config';
import { chatAccess, chatOptionIn } from './chat-access';

describe('chatAccess (player-journey §5)', () => {
  it('"Chat is shown only if option CBS3 is on": off hides it for everyone', () => {
    for (const type of [-1, 0, 1, 2, 4]) expect(chatAccess(false, type)).toBe('hidden');
  });

  it('"Not logged in: chat redirects to /m/login"', () => {
    expect(chatAccess(true, -1)).toBe('login-required');
  });

  it('"Member type 4: message no_permissions and no unread count"', () => {
    expect(chatAccess(true, 4)).toBe('no-permissions');
  });

  it('member types 0, 1, 2 (and any other logged-in type) may chat', () => {
    for (const type of [0, 1, 2, 3, 5]) expect(chatAccess(true, type)).toBe('allowed');
  });
});

describe('chatOptionIn: "Chat is shown only if option CBS3 is on" (player-journey §5)', () => {
  const withFlags = (flags: Record<string, boolean>) => ({ ...DEFAULT_SHARED_CONFIG, whiteLabel: { ...DEFAULT_SHARED_CONFIG.whiteLabel, ...flags } });
  it('on when the shared config turns CBS3 on; off when it is off, or before the config has come', () => {
    expect(chatOptionIn(withFlags({ CBS3: true }))).toBe(true);
    expect(chatOptionIn(withFlags({ CBS3: false, LOTTMINIGAME3: true }))).toBe(false);
    expect(chatOptionIn(null)).toBe(false);
  });
});
