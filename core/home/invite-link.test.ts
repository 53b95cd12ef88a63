import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('the invite link (shell §2 "The router carries these query fields across navigation: … referralCode")', () => {
  it("is this site's registration page with the member's code as referralCode, encoded", () => {
    expect(inviteLink('https://m.demo.test', 'R1000001')).toBe('https://m.demo.test/m/register?referralCode=R1000001');
    expect(inviteLink('https://m.demo.test', ' a b&c ')).toBe('https://m.demo.test/m/register?referralCode=a+b%26c');
  });

  it('is null without a code (the page says so and offers customer service)', () => {
    expect(inviteLink('https://m.demo.test', null)).toBeNull();
    expect(inviteLink('https://m.demo.test', '  ')).toBeNull();
  });
});
