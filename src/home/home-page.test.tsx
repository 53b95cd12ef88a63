import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import type { SessionInfo } from '../../core/session-state/session-info';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { fails, ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { TOKENS } from '../../adapters/composition/tokens';
import { renderWithContainer } from '../testing/render-with-container';
import HomePage from './home-page';

const banners = [
  { linkageType: 'P', linkage: '702', url: '/art/activity.svg', groupName: 'home', title: 'Weekly activity' },
  { linkageType: 'G', linkage: 'HN', vendor: 'LOTT', gameType: 'LOTT', url: '/art/vietnam.svg', groupName: 'home', title: 'Vietnam lotto' },
  { linkageType: 'URL', linkage: 'https://promo.example/x', url: '/art/partner.svg', groupName: 'home', title: 'Partner' },
  { linkageType: 'URL', linkage: 'javascript:alert(1)', url: '/art/broken.svg', groupName: 'home', title: 'Broken' },
  { linkageType: 'URL', linkage: '/m/voucherCenter', url: '/art/save.png', groupName: 'm_popup1', title: 'Saved picture' },
];
const lanes = {
  lanes: [
    {
      title: 'Hot lottery',
      gameClassify: 'LOTT',
      gameCount: 12,
      cards: [
        { accountTypeName: 'VIETNAM_LOTTO', displayName: 'Hanoi', gameCode: 'HN', imageUrl: '/art/hn.svg' },
        { accountTypeName: 'TCG', displayName: 'Fruit slots', imageUrl: '/art/fruit.svg' },
      ],
    },
  ],
};

interface Setup {
  readonly session?: SessionInfo | null;
  readonly lanesFail?: boolean;
}

const ACTION_ITEMS = [{ redirect: 'REGISTER' }, { redirect: 'DEPOSIT' }, { redirect: 'REDIRECT_URL', externalLink: 'javascript:x' }];

async function openHome({ session = null, lanesFail = false }: Setup = {}) {
  const transport = new ScriptedTransport()
    .reply(endpoints.consolidatedSettings.path, ok({ banners, actionButton: ACTION_ITEMS, whitelabelVal: {} }))
    .reply(endpoints.gameLanes.path, lanesFail ? fails(500, 'down') : ok(lanes))
    .reply(endpoints.gameVendors.path, ok([{ vendor: 'ELOTT', displayName: 'E-Lottery', logoUrl: '/art/elott.svg' }, { vendor: 'RNG', displayName: 'Slots' }, { vendor: 'PVP' }]))
    .reply(endpoints.promotionCategories.path, ok({ categories: [{ id: 'VIP', name: 'VIP bonus' }] }))
    .reply(endpoints.announcements.path, ok([{ id: 9, title: 'T', content: '<p>Draws at <b>nine</b></p>' }]))
    .reply(
      endpoints.playerRankProgress.path,
      ok({ currentProgress: { completedConditions: 1, totalExpectedConditions: 4 }, playerRankProgress: { labelId: 'VIP-1' } }),
    );
  const sessionStore = new InMemoryStore();
  if (session) sessionStore.set('MC_SESSION_INFO', JSON.stringify(session));
  const view = await renderWithContainer(<HomePage />, { transport, sessionStore });
  // The app loads the shared config at boot; here the test does.
  await act(async () => {
    await view.container.get(TOKENS.SharedConfigStore).execute();
  });
  return { ...view, transport };
}

describe('the home screen (docs/decisions.md "Home screen")', () => {
  it('shows the banners of the home carousel only, each linked as shell §5 routes it; a refused link is no link', async () => {
    await openHome();
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('link', { name: 'Weekly activity' })).toHaveAttribute('href', '/m/activity?id=702');
    // G needs a login: a guest is sent to /m/login.
    expect(within(carousel).getByRole('link', { name: 'Vietnam lotto' })).toHaveAttribute('href', '/m/login');
    const partner = within(carousel).getByRole('link', { name: 'Partner' });
    expect(partner).toHaveAttribute('href', 'https://promo.example/x');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(carousel).getByRole('img', { name: 'Broken' }).closest('a')).toBeNull();
    expect(within(carousel).queryByRole('img', { name: 'Saved picture' })).toBeNull();
  });

  it('game lanes: title, "All (n)" to the class, cards; a guest tapping a lottery card goes to /m/login', async () => {
    await openHome();
    const lane = await screen.findByRole('region', { name: 'Hot lottery' });
    expect(within(lane).getByRole('link', { name: 'Hot lottery: all games (12)' })).toHaveAttribute('href', '/m/game?classify=LOTT');
    expect(within(lane).getByRole('link', { name: 'Hanoi' })).toHaveAttribute('href', '/m/login');
    expect(within(lane).getByRole('link', { name: 'Fruit slots' })).toHaveAttribute('href', '/m/game?vendor=TCG');
  });

  it('a member tapping a lottery card launches it with vendor, code and backUrl', async () => {
    await openHome({ session: aSession() });
    const lane = await screen.findByRole('region', { name: 'Hot lottery' });
    const href = within(lane).getByRole('link', { name: 'Hanoi' }).getAttribute('href') ?? '';
    const url = new URL(href, 'https://x.invalid');
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('vendor')).toBe('VIETNAM_LOTTO');
    expect(url.searchParams.get('code')).toBe('HN');
    expect(url.searchParams.get('backUrl')).toBeTruthy();
  });

  it('a failed lane list says so; the rest of the screen stays', async () => {
    await openHome({ lanesFail: true });
    expect(await screen.findByText(/The games could not be loaded/)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Game providers' })).toBeVisible();
  });

  it('providers in shell §9 order with RNG and PVP merged into TCG; promotion categories link to their page', async () => {
    await openHome();
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    expect(within(providers).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/m/game?vendor=ELOTT', '/m/game?vendor=TCG']);
    const promotions = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(promotions).getByRole('link', { name: 'VIP bonus' })).toHaveAttribute('href', '/m/activity?category=VIP');
  });

  it('the marquee shows the announcement as plain text and links to the news', async () => {
    await openHome();
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(marquee).getByRole('link', { name: 'Draws at nine' })).toHaveAttribute('href', '/m/news');
    expect(within(marquee).getByRole('button', { name: 'Pause announcements' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('quick actions follow shell §5: REGISTER for guests, DEPOSIT sends a guest to log in, a javascript: link is dropped', async () => {
    await openHome();
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Register', '/m/register'],
      ['Deposit', '/m/login'],
    ]);
  });

  it('while a remembered login signs in, a guest sees the member\'s frame, not the sign-in block; it comes back if the attempt ends without a session', async () => {
    const { container } = await openHome();
    let settle!: () => void;
    const attempt = new Promise<void>((resolve) => (settle = resolve));
    let tracked!: Promise<void>;
    act(() => {
      tracked = container.get(TOKENS.AutoLoginProgress).track(attempt);
    });
    expect(screen.getByRole('status', { name: 'Loading…' }).className).toContain('member-strip-skeleton');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await act(async () => {
      settle();
      await tracked;
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  it('a member sees the strip: name, VIP progress from the rank progress call (1 of 4 = 25 %), no REGISTER', async () => {
    const { transport } = await openHome({ session: aSession({ userName: 'player01' }) });
    const strip = await screen.findByRole('region', { name: 'Account' });
    expect(within(strip).getByText('player01')).toBeVisible();
    const progress = await within(strip).findByRole('progressbar', { name: 'VIP progress' });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('25');
    expect(transport.to(endpoints.playerRankProgress.path)).toHaveLength(1);
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).queryByRole('link', { name: 'Register' })).toBeNull();
    expect(within(actions).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  });
});
