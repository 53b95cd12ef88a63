import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterNavigator } from '../../adapters/browser/router-navigator';
import { TOKENS } from '../../adapters/composition/tokens';
import { endpoints } from '../../core/http/endpoints';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { messages as ar } from '../i18n/locales/ar';
import { messages as ur } from '../i18n/locales/ur';
import { renderWithContainer } from '../testing/render-with-container';
import { AppScreens } from './app';

const SESSION = { token: 'T1', userName: 'player01', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

async function open(path: string, options: { session?: boolean; transport?: ScriptedTransport; language?: string } = {}) {
  const sessionStore = new InMemoryStore();
  if (options.session) sessionStore.set('MC_SESSION_INFO', JSON.stringify(SESSION));
  const transport = options.transport ?? new ScriptedTransport();
  const view = await renderWithContainer(
    <>
      <AppScreens navigator={new RouterNavigator(() => undefined)} onRetryStatus={() => undefined} />
      <Where />
    </>,
    { sessionStore, transport },
    { path, ...(options.language ? { language: options.language } : {}) },
  );
  return { ...view, transport };
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

const SCREENS: ReadonlyArray<[string, string]> = [
  ['/', 'Home'],
  ['/m/', 'Home'],
  ['/m/home', 'Home'],
  ['/m/index', 'Home'],
  ['/m/index.html', 'Home'],
  ['/m/login', 'Log in'],
  ['/m/register', 'Register'],
  ['/m/register.html', 'Register'],
  ['/m/member/home', 'My account'],
  ['/m/game', 'Games'],
  ['/m/help', 'Help'],
  ['/m/activity', 'Promotions'],
  ['/m/activity?id=42', 'Promotions'],
  ['/m/news', 'News'],
  ['/m/changePsw', 'Change password'],
  ['/m/launchGame', 'Game'],
  ['/m/voucherCenter', 'Deposit'],
  ['/m/withdraw', 'Withdraw'],
  ['/m/securityCenter/addBankCard', 'Add bank card'],
  ['/m/securityCenter/addBankCardPix', 'Add PIX key'],
  ['/m/rewardCenter', 'Reward centre'],
  ['/m/inviteFriends', 'Invite friends'],
  ['/m/mall/mallHome', 'Point market'],
  ['/m/leaderBoard', 'Mission'],
  ['/m/member/benefits', 'VIP benefits'],
  ['/m/feedback', 'Feedback'],
  ['/m/agentRegister', 'Become an agent'],
];

describe('every route is a real screen (shell §2, player-journey §2)', () => {
  it.each(SCREENS)('%s shows its titled screen with navigation for a logged-in player (the game view: the game, no navigation)', async (path, title) => {
    await open(path, { session: true });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (path === '/m/launchGame') expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    else expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Lottery`));
  });

  it('an unknown path shows the not-found screen and carries a robots noindex tag', async () => {
    await open('/m/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
  });

  it('"a path with no entry falls back to the /m/home entry": description and canonical link of home', async () => {
    await open('/m/nowhere');
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/Play lottery/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toMatch(/\/m\/home$/);
  });
});

describe('the route guard (shell §2)', () => {
  it('"Otherwise the user is redirected to /m/login", keeping the carried query', async () => {
    await open('/m/voucherCenter?affiliateCode=AF1&x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(location()).toBe('/m/login?affiliateCode=AF1');
  });

  it('"a token in the query string (token or tokens)" opens a guarded route', async () => {
    await open('/m/withdraw?tokens=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
  });

  it('"/m/feedback: without a session the user is redirected to /m/home"', async () => {
    await open('/m/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(location()).toBe('/m/home');
  });

  it('"/m/inviteFriends: the only public guarded route that needs no token"', async () => {
    await open('/m/inviteFriends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
  });

  it('in-app links keep the carried query fields (affiliateCode, r, fbclid …) and drop the others', async () => {
    await open('/m/home?r=R9&fbclid=F1&other=1');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Games' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(location()).toBe('/m/game?r=R9&fbclid=F1');
  });
});

describe('status pages (shell §2, player-journey §8)', () => {
  const statusAnswer = (value: Record<string, unknown>) => new ScriptedTransport().reply(endpoints.systemStatus.path, ok(value));

  it('maintenance: title, the fixed text when the server sends no description, end time with its label, contact us, retry', async () => {
    const { container } = await open('/m/home', { transport: statusAnswer({ maintenance: true, maintenanceEnd: '2030-01-01T12:00:00Z', ip: '1.2.3.4' }) });
    await act(() => container.get(TOKENS.CheckSystemStatus).execute());
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/We are currently performing a system maintenance/)).toBeInTheDocument();
    expect(screen.getByText(/End time/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // English is the language: no second English copy.
    expect(screen.queryByRole('region', { name: 'System maintenance' })).not.toBeInTheDocument();
  });

  it('maintenance shows the server description instead of the fixed text', async () => {
    const { container } = await open('/m/home', { transport: statusAnswer({ maintenance: true, maintenanceDescription: 'Upgrading the vault' }) });
    await act(() => container.get(TOKENS.CheckSystemStatus).execute());
    expect(await screen.findByText('Upgrading the vault')).toBeInTheDocument();
    expect(screen.queryByText(/End time/)).not.toBeInTheDocument();
  });

  it('"an English copy of the text when the language is not English"', async () => {
    const { container } = await open('/m/home', { language: 'TH', transport: statusAnswer({ maintenance: true }) });
    await act(() => container.get(TOKENS.CheckSystemStatus).execute());
    const copy = await screen.findByRole('region', { name: 'System maintenance' });
    expect(copy).toHaveAttribute('lang', 'en');
    expect(within(copy).getByText(/Dear valued customer: We are currently performing/)).toBeInTheDocument();
  });

  it('access denied: headline, the visitor\'s IP, the fixed text, contact us and retry', async () => {
    const { container } = await open('/m/home', { transport: statusAnswer({ regionRestriction: true, ip: '203.0.113.10' }) });
    await act(() => container.get(TOKENS.CheckSystemStatus).execute());
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 203.0.113.10')).toBeInTheDocument();
    expect(screen.getByText(/Due to restriction of your location or IP address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
  });

  it.each([
    ['regionRestrictionEnd', { regionRestrictionEnd: '2030-01-01T12:00:00Z' }, '2030-01-01T12:00:00.000Z'],
    ['regionRestrictionEnd in epoch seconds', { regionRestrictionEnd: 1893499200 }, '2030-01-01T12:00:00.000Z'],
    ['maintenanceEnd when no regionRestrictionEnd', { maintenanceEnd: '2030-01-01 12:00:00Z' }, '2030-01-01T12:00:00.000Z'],
  ])('access denied "shows … an end time" (player-journey §2) from %s, in local format with its label', async (_, end, iso) => {
    const { container } = await open('/m/home', { transport: statusAnswer({ regionRestriction: true, ip: '203.0.113.10', ...end }) });
    await act(() => container.get(TOKENS.CheckSystemStatus).execute());
    const line = (await screen.findByText(/End time/)).closest('p')!;
    const time = line.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', iso);
    expect(time.textContent).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(iso)));
  });

  it('access denied without an end time from the server shows none', async () => {
    const { container } = await open('/m/home', { transport: statusAnswer({ regionRestriction: true, ip: '203.0.113.10', regionRestrictionEnd: 'soon' }) });
    await act(() => container.get(TOKENS.CheckSystemStatus).execute());
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByText(/End time/)).not.toBeInTheDocument();
  });

  it('access denied in Thai adds "an English line"', async () => {
    const { container } = await open('/m/home', { language: 'TH', transport: statusAnswer({ regionRestriction: true, ip: '203.0.113.10' }) });
    await act(() => container.get(TOKENS.CheckSystemStatus).execute());
    const copy = await screen.findByRole('region', { name: 'Access denied' });
    expect(within(copy).getByText(/Due to restriction of your location or IP address/)).toBeInTheDocument();
  });

  it('retry checks the status again', async () => {
    let retried = 0;
    const transport = statusAnswer({ maintenance: true });
    const sessionStore = new InMemoryStore();
    const { container } = await renderWithContainer(
      <AppScreens navigator={new RouterNavigator(() => undefined)} onRetryStatus={() => retried++} />,
      { sessionStore, transport },
      { path: '/m/home' },
    );
    await act(() => container.get(TOKENS.CheckSystemStatus).execute());
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
  });
});

describe('languages (shell §9)', () => {
  it.each([
    ['العربية', ar, 'ar'],
    ['اردو', ur, 'ur'],
  ] as const)('the language picker switches to %s: its strings, html lang, and right to left', async (name, strings, lang) => {
    await open('/m/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a language' });
    await userEvent.click(within(dialog).getByRole('button', { name }));
    expect(await screen.findByRole('navigation', { name: strings.main_navigation })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: strings.home_title })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe(lang);
  });

  it('a left-to-right language switches the direction back', async () => {
    await open('/m/home', { language: 'AR' });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await userEvent.click(screen.getByRole('button', { name: ar.language }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: ar.choose_language })).getByRole('button', { name: 'ไทย' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('th');
  });
});
