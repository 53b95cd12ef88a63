import { describe, expect, it } from 'vitest';
import { actionButtonEntries, type ActionButtonFacts } from './action-button';
import { ACTION_REDIRECTS, decodeActionButtonItems, type ActionButtonItem, type ActionRedirect } from '../config/action-button-item';

const session = { token: 'T1', userName: 'player01' };
const all: ActionButtonItem[] = ACTION_REDIRECTS.map((redirect) => ({
  redirect,
  externalLink: redirect === 'REDIRECT_URL' ? 'https://promo.example/x' : null,
}));
const guest: ActionButtonFacts = { session: null, memberType: -1, runMode: 'browser', referralEnabled: true, vipBenefitShown: false };
const member: ActionButtonFacts = { ...guest, session, memberType: 0 };
const shown = (facts: ActionButtonFacts, items = all): ActionRedirect[] => actionButtonEntries(items, facts).map((e) => e.redirect);
const targetOf = (redirect: ActionRedirect, facts: ActionButtonFacts, items = all) =>
  actionButtonEntries(items, facts).find((e) => e.redirect === redirect)?.target;

describe('actionButtonEntries: shell §5 "Action button visibility"', () => {
  it('"APP_DOWNLOAD hidden inside the app, home-screen or PWA"', () => {
    expect(shown(guest)).toContain('APP_DOWNLOAD');
    for (const runMode of ['app', 'webclip', 'pwa'] as const) expect(shown({ ...guest, runMode })).not.toContain('APP_DOWNLOAD');
  });

  it('"REGISTER only for guests"', () => {
    expect(shown(guest)).toContain('REGISTER');
    expect(shown(member)).not.toContain('REGISTER');
  });

  it('"INVITE_FRIENDS needs the referral flag"', () => {
    expect(shown(member)).toContain('INVITE_FRIENDS');
    expect(shown({ ...member, referralEnabled: false })).not.toContain('INVITE_FRIENDS');
    expect(shown({ ...guest, referralEnabled: false })).not.toContain('INVITE_FRIENDS');
  });

  it('"MEMBER shows for guests or when the VIP benefit is shown"', () => {
    expect(shown(guest)).toContain('MEMBER');
    expect(shown(member)).not.toContain('MEMBER');
    expect(shown({ ...member, vipBenefitShown: true })).toContain('MEMBER');
  });

  it('"The button is hidden for member types other than 0, 1 or 2"', () => {
    for (const memberType of [0, 1, 2]) expect(shown({ ...member, memberType }).length).toBeGreaterThan(0);
    for (const memberType of [3, 4, 7, -1]) expect(shown({ ...member, memberType })).toEqual([]);
  });

  it('items that are hidden leave nothing in their place: the rest keep the server\'s order', () => {
    expect(shown(member)).toEqual(['APP_DOWNLOAD', 'DEPOSIT', 'REWARD_CENTER', 'MISSION', 'INVITE_FRIENDS', 'POINT_MARKET', 'REDIRECT_URL']);
    expect(actionButtonEntries(all, { ...member, runMode: 'app', referralEnabled: false })).toHaveLength(5);
  });

  it('a guest (type -1) still sees the button: REGISTER and MEMBER are guest items', () => {
    expect(shown(guest)).toEqual(['APP_DOWNLOAD', 'REGISTER', 'DEPOSIT', 'REWARD_CENTER', 'MISSION', 'INVITE_FRIENDS', 'MEMBER', 'POINT_MARKET', 'REDIRECT_URL']);
  });

  it('"DEPOSIT, REWARD_CENTER, MISSION, MEMBER and POINT_MARKET need login": a guest goes to /m/login', () => {
    for (const redirect of ['DEPOSIT', 'REWARD_CENTER', 'MISSION', 'MEMBER', 'POINT_MARKET'] as const) {
      expect(targetOf(redirect, guest)).toEqual({ kind: 'login', href: '/m/login' });
    }
    expect(targetOf('REGISTER', guest)).toEqual({ kind: 'route', href: '/m/register' });
    expect(targetOf('INVITE_FRIENDS', guest)).toEqual({ kind: 'route', href: '/m/inviteFriends' });
  });

  it('each redirect type leads to its route (shell §2) when signed in', () => {
    const facts = { ...member, vipBenefitShown: true };
    expect(targetOf('DEPOSIT', facts)).toEqual({ kind: 'route', href: '/m/voucherCenter' });
    expect(targetOf('REWARD_CENTER', facts)).toEqual({ kind: 'route', href: '/m/rewardCenter' });
    expect(targetOf('MISSION', facts)).toEqual({ kind: 'route', href: '/m/leaderBoard' });
    expect(targetOf('MEMBER', facts)).toEqual({ kind: 'route', href: '/m/member/benefits' });
    expect(targetOf('POINT_MARKET', facts)).toEqual({ kind: 'route', href: '/m/mall/mallHome' });
    expect(targetOf('INVITE_FRIENDS', facts)).toEqual({ kind: 'route', href: '/m/inviteFriends' });
  });

  it('REDIRECT_URL follows the banner link rule: session added, noopener; an in-app /m link is a route', () => {
    expect(targetOf('REDIRECT_URL', member)).toEqual({ kind: 'external', url: 'https://promo.example/x?token=T1&username=player01', noopener: true });
    expect(targetOf('REDIRECT_URL', guest, [{ redirect: 'REDIRECT_URL', externalLink: '/m/activity?id=3' }])).toEqual({ kind: 'route', href: '/m/activity?id=3' });
  });

  it('a REDIRECT_URL item whose link is refused (javascript:, none) is not shown', () => {
    const items: ActionButtonItem[] = [
      { redirect: 'REDIRECT_URL', externalLink: 'javascript:alert(1)' },
      { redirect: 'REDIRECT_URL', externalLink: null },
    ];
    expect(shown(member, items)).toEqual([]);
  });

  it('APP_DOWNLOAD opens its own http(s) link (blanks around it ignored), else the app-download prompt', () => {
    expect(targetOf('APP_DOWNLOAD', guest)).toEqual({ kind: 'app-download' });
    expect(targetOf('APP_DOWNLOAD', guest, [{ redirect: 'APP_DOWNLOAD', externalLink: 'https://dl.example/app.apk' }])).toEqual({
      kind: 'external',
      url: 'https://dl.example/app.apk',
      noopener: true,
    });
    expect(targetOf('APP_DOWNLOAD', guest, [{ redirect: 'APP_DOWNLOAD', externalLink: 'data:x' }])).toEqual({ kind: 'app-download' });
    expect(targetOf('APP_DOWNLOAD', guest, [{ redirect: 'APP_DOWNLOAD', externalLink: '\u00a0https://dl.example/app.apk\ufeff ' }])).toEqual({
      kind: 'external',
      url: 'https://dl.example/app.apk',
      noopener: true,
    });
  });
});

describe('decodeActionButtonItems: "redirect (…) and externalLink" (shell §3), read leniently', () => {
  it('a list at the top level, under value, value.actionButton or actionButton.items', () => {
    const item = { redirect: 'deposit', externalLink: '' };
    const expected = [{ redirect: 'DEPOSIT', externalLink: null }];
    expect(decodeActionButtonItems([item])).toEqual(expected);
    expect(decodeActionButtonItems({ value: { actionButton: [item] } })).toEqual(expected);
    expect(decodeActionButtonItems({ actionButton: { items: [item] } })).toEqual(expected);
    expect(decodeActionButtonItems({ items: [item] })).toEqual(expected);
  });

  it('unknown redirect types and junk entries are dropped; other field names are read', () => {
    expect(decodeActionButtonItems([{ redirect: 'TELEPORT' }, 7, null, { type: 'REDIRECT_URL', link: 'https://x.example' }])).toEqual([
      { redirect: 'REDIRECT_URL', externalLink: 'https://x.example' },
    ]);
    expect(decodeActionButtonItems('nope')).toEqual([]);
  });
});
