import { describe, expect, it } from 'vitest';
import { decideRunMode } from '../device/run-mode';
import { endpoints } from '../http/endpoints';
import { OpenPrompts } from '../shell/open-prompts';
import { BROWSER_FACTS } from '../testing/device-fakes';
import { InMemoryStore } from '../testing/in-memory-store';
import { ok, ScriptedTransport } from '../testing/scripted-transport';
import { aSession, sessionHarness } from '../testing/session-harness';
import type { TrackingEventName, TrackingPayload } from '../tracking/ports';
import type { PromptStats } from './model';
import { AppDownloadPrompt, CLOSED_COUNT_KEY, FORCED_KEY, HIDE_DOWNLOAD_BAR_KEY, STATS_POLL_MS } from './app-download-prompt';

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const PROMPTS = { download_condition_switch: { enabled: true, value: '1' }, first_deposit: { enabled: true, value: '1' } };

function rig(options: { prompts?: Record<string, unknown>; deposits?: number; signedIn?: boolean; userAgent?: string; standalone?: boolean; installed?: boolean } = {}) {
  let deposits = options.deposits ?? 0;
  let statsCalls = 0;
  const transport = new ScriptedTransport()
    .reply(endpoints.appPromptSettings.path, ok(options.prompts ?? PROMPTS))
    .reply(endpoints.depositWithdrawStats.path, () => {
      statsCalls++;
      return ok({ totalDepositSuccessCount: deposits, totalWithdrawSuccessCount: 0, fullBankCardList: [] });
    })
    .reply(endpoints.downloadSetting.path, ok([{ resourceType: 'Android', url: 'https://dl.example/app.apk' }, { resourceType: 'AppDownloadIcon', url: 'https://dl.example/icon.png' }]));
  const h = sessionHarness(transport, options.signedIn === false ? null : aSession());
  const sessionStore = new InMemoryStore();
  const openPrompts = new OpenPrompts();
  const tracked: [TrackingEventName, TrackingPayload][] = [];
  const observed: [string, PromptStats][] = [];
  const facts = { ...BROWSER_FACTS, userAgent: options.userAgent ?? BROWSER_FACTS.userAgent, standaloneDisplayMode: options.standalone ?? false };
  const prompt = new AppDownloadPrompt({
    api: h.api,
    state: h.state,
    sessionStore,
    clock: h.time,
    scheduler: h.time,
    openPrompts,
    runMode: () => decideRunMode(facts),
    userAgent: () => facts.userAgent,
    origin: () => 'https://m.demo1.example.com',
    tracking: { record: (event, payload) => tracked.push([event, payload]) },
    installer: { canInstall: () => false, installed: () => options.installed ?? false, install: async () => 'unavailable' },
    statsObserver: { observe: (customerId, stats) => observed.push([customerId, stats]) },
  });
  return { ...h, prompt, sessionStore, openPrompts, tracked, observed, setDeposits: (n: number) => (deposits = n), statsCalls: () => statsCalls };
}

describe('AppDownloadPrompt (player-journey §4 "App-download prompt", shell §4)', () => {
  it('the first-deposit prompt opens on /m/voucherCenter for a member with no deposit, claiming its place', async () => {
    const r = rig();
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toMatchObject({ forced: false, mode: 'bottom', route: 'deposit', icon: 'https://dl.example/icon.png' });
    expect(r.prompt.current?.download).toEqual({ kind: 'redirect-page', url: 'https://m.demo1.example.com/mobile/mc/redirect.html?url=https%3A%2F%2Fdl.example%2Fapp.apk' });
    expect(r.openPrompts.open.has('app-download')).toBe(true);
  });

  it('"Deposit and withdrawal stats polling: every 30 s" while the route is shown; leaving stops it', async () => {
    const r = rig({ deposits: 1, prompts: { ...PROMPTS, deposit_times: { enabled: true, value: '2' } } });
    const leave = r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toBeNull();
    r.setDeposits(2);
    r.time.advance(STATS_POLL_MS - 1);
    await flush();
    expect(r.statsCalls()).toBe(1);
    r.time.advance(1);
    await flush();
    expect(r.statsCalls()).toBe(2);
    expect(r.prompt.current).toMatchObject({ forced: false });
    leave();
    r.time.advance(STATS_POLL_MS * 3);
    await flush();
    expect(r.statsCalls()).toBe(2);
  });

  it('"A closed prompt is recorded in session data with a counter"; it does not reopen on the same visit', async () => {
    const r = rig();
    r.prompt.enter('deposit');
    await flush();
    r.prompt.close();
    expect(r.sessionStore.get(CLOSED_COUNT_KEY)).toBe('1');
    expect(r.openPrompts.open.has('app-download')).toBe(false);
    r.time.advance(STATS_POLL_MS);
    await flush();
    expect(r.prompt.current).toBeNull();
    r.prompt.enter('deposit');
    await flush();
    r.prompt.close();
    expect(r.sessionStore.get(CLOSED_COUNT_KEY)).toBe('2');
  });

  it('"once forced it stays forced for the session": a forced prompt cannot be closed and forces the next', async () => {
    const r = rig({ prompts: { ...PROMPTS, first_deposit: { enabled: false }, deposit_least_times_forced: { enabled: true, value: '0' } } });
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current?.forced).toBe(true);
    r.prompt.close();
    expect(r.prompt.current?.forced).toBe(true);
    expect(r.sessionStore.get(FORCED_KEY)).toBe('1');
  });

  it('skipped while another prompt is open, or in the app or a home-screen app', async () => {
    const other = rig();
    other.openPrompts.claim('add-to-home-screen');
    other.prompt.enter('deposit');
    await flush();
    expect(other.prompt.current).toBeNull();
    for (const r of [rig({ userAgent: 'Mozilla/5.0 AppAndroidVer/2.5.0' }), rig({ standalone: true }), rig({ installed: true })]) {
      r.prompt.enter('deposit');
      await flush();
      expect(r.prompt.current).toBeNull();
    }
  });

  it('each polled stats answer is shown to the stats observer with the member id (deposit and withdraw tracking)', async () => {
    const r = rig({ deposits: 0 });
    const leave = r.prompt.enter('deposit');
    await flush();
    r.setDeposits(1);
    r.time.advance(STATS_POLL_MS);
    await flush();
    leave();
    expect(r.observed.map(([id, stats]) => [id, stats.deposits])).toEqual([
      ['1000001', 0],
      ['1000001', 1],
    ]);
  });

  it('the download button records the downloadApp tracking event', async () => {
    const r = rig();
    r.prompt.recordDownload();
    expect(r.tracked).toEqual([['downloadApp', { customerId: '1000001', customerName: 'player01' }]]);
  });

  it('download bar: closing it hides it for the session (hideDownloadBar) and shows the app window', async () => {
    const r = rig({ signedIn: false });
    await r.prompt.watchDownloadBar();
    let bar: unknown = null;
    r.prompt.downloadBar$.subscribe((shown) => (bar = shown));
    expect(bar).toEqual({ text: null });
    await r.prompt.closeDownloadBar();
    expect(bar).toBeNull();
    expect(r.sessionStore.get(HIDE_DOWNLOAD_BAR_KEY)).toBe('1');
    expect(r.prompt.current).toMatchObject({ route: 'request', forced: false });
    await r.prompt.watchDownloadBar();
    expect(bar).toBeNull();
  });
});
