import { describe, expect, it } from 'vitest';
import { autoLoginBlocker, type AutoLoginFacts } from './auto-login-policy';

const allowed: AutoLoginFacts = {
  optionOn: true,
  hasToken: false,
  query: '?lang=EN',
  switchOn: true,
  merchantCode: 'DEMO1',
  remembered: { merchantCode: 'DEMO1', type: 'username' },
};

describe('player-journey §5 "Autologin runs only if …"', () => {
  it('runs when every condition holds', () => {
    expect(autoLoginBlocker(allowed)).toBeNull();
    expect(autoLoginBlocker({ ...allowed, query: '' })).toBeNull();
  });

  it.each([
    ['"white-label option MOBILEAUTOLOGIN3 is on"', { optionOn: false }, 'option-off'],
    ['"no token exists"', { hasToken: true }, 'has-token'],
    ['"no redirectUrl … query parameter is present"', { query: '?redirectUrl=%2Fm%2Fmine' }, 'redirect-pending'],
    ['"no … backUrl query parameter is present"', { query: 'a=1&backUrl=' }, 'redirect-pending'],
    ['the switch token_ip_different turns off (§8 "autoLogin set to 0")', { switchOn: false }, 'switched-off'],
    ['a remembered login exists', { remembered: null }, 'nothing-remembered'],
    ['"the merchant matches the remembered login"', { remembered: { merchantCode: 'DEMO2', type: 'username' } }, 'other-merchant'],
    ['only a password login can be replayed', { remembered: { merchantCode: 'DEMO1', type: 'sms' } }, 'not-a-password-login'],
  ] as const)('%s: that condition alone blocks it', (_rule, change, reason) => {
    expect(autoLoginBlocker({ ...allowed, ...change })).toBe(reason);
  });

  it('a query field merely containing the name is not a redirect', () => {
    expect(autoLoginBlocker({ ...allowed, query: '?myredirectUrl=1&backUrlx=2' })).toBeNull();
  });

  it('the merchant must match exactly', () => {
    expect(autoLoginBlocker({ ...allowed, remembered: { merchantCode: 'demo1', type: 'username' } })).toBe('other-merchant');
  });
});
