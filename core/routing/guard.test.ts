import { describe, expect, it } from 'vitest';
import { decideGuard, queryHasToken, type GuardInput } from './guard';

const decide = (over: Partial<GuardInput> & { path: string }) => decideGuard({ query: '', hasSessionToken: false, ...over });
const allow = { kind: 'allow' };

const GUARDED = [
  '/m/member/home',
  '/m/changePsw',
  '/m/launchGame',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/securityCenter/addBankCard',
  '/m/securityCenter/addBankCardPix',
  '/m/rewardCenter',
  '/m/mall/mallHome',
  '/m/leaderBoard',
  '/m/member/benefits',
  '/m/agentRegister',
];
const PUBLIC = ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html', '/m/login', '/m/register', '/m/register.html', '/m/game', '/m/help', '/m/activity', '/m/news'];

describe('route guard (shell §2 "any guarded route other than the exceptions above needs a token in the query string (token or tokens) or in the session info. Otherwise the user is redirected to /m/login.")', () => {
  it.each(GUARDED)('%s without a token goes to /m/login', (path) => {
    expect(decide({ path })).toEqual({ kind: 'redirect', to: '/m/login' });
  });

  it.each(GUARDED)('%s with a session token is shown', (path) => {
    expect(decide({ path, hasSessionToken: true })).toEqual(allow);
  });

  it.each(['?token=abc', 'token=abc', '?tokens=abc', '?x=1&tokens=abc'])('a guarded route with %s in the query is shown', (query) => {
    expect(decide({ path: '/m/voucherCenter', query })).toEqual(allow);
  });

  it('an empty token value is no token', () => {
    expect(decide({ path: '/m/voucherCenter', query: '?token=&tokens=' })).toEqual({ kind: 'redirect', to: '/m/login' });
  });

  it.each(PUBLIC)('public %s is shown without a token', (path) => {
    expect(decide({ path })).toEqual(allow);
  });

  it('"/m/inviteFriends … The only public guarded route that needs no token"', () => {
    expect(decide({ path: '/m/inviteFriends' })).toEqual(allow);
    expect(decide({ path: '/m/inviteFriends/', hasSessionToken: true })).toEqual(allow);
  });

  it('"/m/feedback: Without a session the user is redirected to /m/home"', () => {
    expect(decide({ path: '/m/feedback' })).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(decide({ path: '/m/feedback', hasSessionToken: true })).toEqual(allow);
    expect(decide({ path: '/m/feedback', query: '?token=abc' })).toEqual(allow);
  });

  it('the redirect keeps the carried query (shell §2), never the token', () => {
    expect(decide({ path: '/m/withdraw', query: '?r=7&fbclid=f&id=3&token=' })).toEqual({ kind: 'redirect', to: '/m/login?r=7&fbclid=f' });
    expect(decide({ path: '/m/feedback', query: '?affiliateCode=A' })).toEqual({ kind: 'redirect', to: '/m/home?affiliateCode=A' });
    expect(decide({ path: '/m/withdraw', storedTracking: { pixelId: 'p' } })).toEqual({ kind: 'redirect', to: '/m/login?pixelId=p' });
  });

  it('matching ignores one trailing slash and is case-sensitive', () => {
    expect(decide({ path: '/m/withdraw/' })).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(decide({ path: '/m/Withdraw' })).toEqual({ kind: 'not-found' });
  });

  it.each(['/m/unknown', '/m/game/extra', '/elsewhere', '/m/securityCenter'])('unknown %s shows the not-found screen', (path) => {
    expect(decide({ path })).toEqual({ kind: 'not-found' });
    expect(decide({ path, hasSessionToken: true, appRefresh: false })).toEqual({ kind: 'not-found' });
  });

  describe('on an app refresh (player-journey §2)', () => {
    it('a page of the reload list stays and is then guarded as usual', () => {
      expect(decide({ path: '/m/game', appRefresh: true })).toEqual(allow);
      expect(decide({ path: '/m/member/home', appRefresh: true })).toEqual({ kind: 'redirect', to: '/m/login' });
      expect(decide({ path: '/m/member/home', appRefresh: true, hasSessionToken: true })).toEqual(allow);
    });

    it('any other path goes to /m/home with the carried query, even a known or unknown one', () => {
      expect(decide({ path: '/m/voucherCenter', appRefresh: true, hasSessionToken: true, query: '?r=1' })).toEqual({ kind: 'redirect', to: '/m/home?r=1' });
      expect(decide({ path: '/m/unknown', appRefresh: true })).toEqual({ kind: 'redirect', to: '/m/home' });
      expect(decide({ path: '/m/', appRefresh: true })).toEqual({ kind: 'redirect', to: '/m/home' });
    });
  });
});

describe('queryHasToken', () => {
  it.each([
    ['?token=a', true],
    ['?tokens=a', true],
    ['?token=', false],
    ['?tokens=', false],
    ['?Token=a', false],
    ['?tok=a', false],
    ['', false],
  ])('%s → %s', (query, expected) => {
    expect(queryHasToken(query)).toBe(expected);
  });
});
