import { describe, expect, it } from 'vitest';
import { decideRunMode } from '../device/run-mode';
import { endpoints } from '../http/endpoints';
import { OpenPrompts } from '../notice/open-prompts';
import { BROWSER_FACTS } from '../testing/device-fakes';
import { INSTALL_PHONES } from '../testing/install-fakes';
import { InMemoryStore } from '../testing/in-memory-store';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { aSession, sessionHarness } from '../testing/session-harness';
import type { MemberInfo } from '../session/member-info';
import type { TrackingEventName, TrackingPayload } from '../tracking/ports';
import type { PromptStats } from './model';
import { AppDownloadPrompt, CLOSED_COUNT_KEY, FORCED_KEY, HIDE_DOWNLOAD_BAR_KEY, STATS_POLL_MS } from './app-download-prompt';

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const PROMPTS = { download_condition_switch: { enabled: true, value: '1' }, first_deposit: { enabled: true, value: '1' } };

function rig(
  options: {
    prompts?: Record<string, unknown>;
    deposits?: number;
    signedIn?: boolean;
    userAgent?: string;
    standalone?: boolean;
    installed?: boolean;
    installOutcome?: 'accepted' | 'dismissed' | 'unavailable';
    resources?: unknown;
    origin?: string;
  } = {},
) {
  let deposits = options.deposits ?? 0;
  let statsCalls = 0;
  const transport = new ScriptedTransport()
    .reply(endpoints.appPromptSettings.path, ok(options.prompts ?? PROMPTS))
    .reply(endpoints.depositWithdrawStats.path, () => {
      statsCalls++;
      return ok({ totalDepositSuccessCount: deposits, totalWithdrawSuccessCount: 0, fullBankCardList: [] });
    })
    .reply(
      endpoints.downloadSetting.path,
      ok(options.resources ?? [{ resourceType: 'Android', url: 'https://dl.example/app.apk' }, { resourceType: 'AppDownloadIcon', url: 'https://dl.example/icon.png' }]),
    );
  const h = sessionHarness(transport, options.signedIn === false ? null : aSession());
  const sessionStore = new InMemoryStore();
  const openPrompts = new OpenPrompts();
  const tracked: [TrackingEventName, TrackingPayload][] = [];
  const observed: [string, PromptStats][] = [];
  const opened: string[] = [];
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
    origin: () => options.origin ?? 'https://m.demo1.example.com',
    tracking: { record: (event, payload) => tracked.push([event, payload]) },
    installer: { canInstall: () => false, installed: () => options.installed ?? false, install: async () => options.installOutcome ?? 'unavailable' },
    statsObserver: { observe: (customerId, stats) => observed.push([customerId, stats]) },
    notifier: h.notices,
    opener: { open: (url) => void opened.push(url) },
  });
  return { ...h, transport, prompt, sessionStore, openPrompts, tracked, observed, opened, setDeposits: (n: number) => (deposits = n), statsCalls: () => statsCalls };
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

const memberInfo = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: '1000001',
  account: 'player01',
  userName: 'player01',
  type: 0,
  regDate: null,
  language: null,
  passwordExpired: false,
  clubLabel: null,
  currency: null,
  referralCode: null,
  ...overrides,
});

describe('AppDownloadPrompt: session flags, visits and gates (docs/decisions.md "App-download prompt policy")', () => {
  it('the session-storage keys are the ones the decisions name: appDownloadForced, appDownloadClosed, hideDownloadBar', async () => {
    expect([FORCED_KEY, CLOSED_COUNT_KEY, HIDE_DOWNLOAD_BAR_KEY]).toEqual(['appDownloadForced', 'appDownloadClosed', 'hideDownloadBar']);
  });

  it('"appDownloadForced = \'1\' once a forced prompt showed; from then on every prompt-carrying route shows it forced without conditions"', async () => {
    const r = rig({ deposits: 5 });
    r.sessionStore.set('appDownloadForced', '1');
    r.prompt.enter('deposit');
    await r.prompt.settled();
    expect(r.prompt.current).toMatchObject({ forced: true, route: 'deposit' });
  });

  it('settled() resolves once the decision under way has finished', async () => {
    const r = rig();
    r.prompt.enter('deposit');
    expect(r.prompt.current).toBeNull();
    await r.prompt.settled();
    expect(r.prompt.current).toMatchObject({ route: 'deposit' });
    await r.prompt.settled();
  });

  it('settled() also waits for an answer that arrives on a later turn of the event loop (a real network answer)', async () => {
    const r = rig();
    r.transport.reply(endpoints.downloadSetting.path, () => new Promise((resolve) => setTimeout(() => resolve(ok([])), 5)));
    r.prompt.enter('deposit');
    await r.prompt.settled();
    expect(r.prompt.current).toMatchObject({ route: 'deposit', download: null });
  });

  it('leaving the route before the stats answer: nothing opens and leaving twice is harmless', async () => {
    const r = rig();
    const release = r.transport.hold();
    const leave = r.prompt.enter('deposit');
    expect(() => leave()).not.toThrow();
    release();
    await flush();
    expect(r.prompt.current).toBeNull();
    expect(r.openPrompts.open.has('app-download')).toBe(false);
    expect(r.transport.to(endpoints.appPromptSettings.path)).toHaveLength(0);
  });

  it('"polled every 30 s while ... the route is shown": leaving while the decision is under way schedules no poll', async () => {
    const r = rig({ deposits: 3 });
    let leave: () => void = () => undefined;
    r.transport.reply(endpoints.appPromptSettings.path, () => {
      leave();
      return ok(PROMPTS);
    });
    leave = r.prompt.enter('deposit');
    await flush();
    r.time.advance(STATS_POLL_MS * 3);
    await flush();
    expect(r.statsCalls()).toBe(1);
  });

  it('a guest has no stats: no stats call and no poll (stats polling needs a signed-in member)', async () => {
    const r = rig({ signedIn: false });
    r.prompt.enter('deposit');
    await flush();
    r.time.advance(STATS_POLL_MS * 2);
    await flush();
    expect(r.statsCalls()).toBe(0);
    expect(r.transport.to(endpoints.depositWithdrawStats.path)).toHaveLength(0);
  });

  it('"a closed prompt does not reopen before the route is left": leaving another route does not clear it', async () => {
    const r = rig({ deposits: 0 });
    r.prompt.enter('deposit');
    await flush();
    r.prompt.close();
    // withdraw carries no condition here (first_withdraw is off): nothing opens on it.
    const leaveOther = r.prompt.enter('withdraw');
    await flush();
    expect(r.prompt.current).toBeNull();
    leaveOther();
    r.time.advance(STATS_POLL_MS);
    await flush();
    expect(r.prompt.current).toBeNull();
  });

  it('close() with no prompt open records nothing', () => {
    const r = rig();
    expect(() => r.prompt.close()).not.toThrow();
    expect(r.sessionStore.get(CLOSED_COUNT_KEY)).toBeNull();
  });

  it('install accepted hides the modal, forced or not, and releases its place; dismissed keeps it', async () => {
    const forcedPrompts = { ...PROMPTS, first_deposit: { enabled: false }, deposit_least_times_forced: { enabled: true, value: '0' } };
    const accepted = rig({ prompts: forcedPrompts, installOutcome: 'accepted' });
    accepted.prompt.enter('deposit');
    await flush();
    expect(accepted.prompt.current?.forced).toBe(true);
    await expect(accepted.prompt.install()).resolves.toBe('accepted');
    expect(accepted.prompt.current).toBeNull();
    expect(accepted.openPrompts.open.has('app-download')).toBe(false);

    const dismissed = rig({ installOutcome: 'dismissed' });
    dismissed.prompt.enter('deposit');
    await flush();
    await expect(dismissed.prompt.install()).resolves.toBe('dismissed');
    expect(dismissed.prompt.current).toMatchObject({ route: 'deposit' });
  });

  it('install accepted with no modal open just answers', async () => {
    const r = rig({ installOutcome: 'accepted' });
    await expect(r.prompt.install()).resolves.toBe('accepted');
    expect(r.prompt.current).toBeNull();
  });

  it('a forced prompt on screen is kept: later decisions neither replace it nor fetch again', async () => {
    const r = rig({ prompts: { ...PROMPTS, first_deposit: { enabled: false }, deposit_least_times_forced: { enabled: true, value: '0' } } });
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toMatchObject({ forced: true, route: 'deposit' });
    await r.prompt.request();
    expect(r.prompt.current).toMatchObject({ forced: true, route: 'deposit' });
    expect(r.transport.to(endpoints.downloadSetting.path)).toHaveLength(1);
  });

  it('a closable prompt on screen turns forced when a forced condition starts to hold (the 30 s poll)', async () => {
    const r = rig({ deposits: 0, prompts: { ...PROMPTS, deposit_times_forced: { enabled: true, value: '1' } } });
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toMatchObject({ forced: false });
    r.setDeposits(1);
    r.time.advance(STATS_POLL_MS);
    await flush();
    expect(r.prompt.current).toMatchObject({ forced: true });
    expect(r.sessionStore.get(FORCED_KEY)).toBe('1');
  });

  it('"skipped if another prompt is already open": one that opens while the download links load wins', async () => {
    const r = rig();
    r.transport.reply(endpoints.downloadSetting.path, () => {
      r.openPrompts.claim('add-to-home-screen');
      return ok([{ resourceType: 'Android', url: 'https://dl.example/app.apk' }]);
    });
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toBeNull();
    expect(r.openPrompts.open.has('app-download')).toBe(false);
  });

  it('download links unavailable: the modal still opens, without a download link or icon, and no notice shows (a quiet call)', async () => {
    const r = rig();
    r.transport.reply(endpoints.downloadSetting.path, fails(500));
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toMatchObject({ route: 'deposit', download: null, icon: null });
    // shell §8 "Other failures: Notice dialog …; skipped when the call sets alert off".
    expect(r.notices.state.dialogs).toEqual([]);
  });

  it('the stats call fails: count conditions do not hold ("Stats unknown (guest, fetch failed)"), nothing is observed, no notice shows', async () => {
    const r = rig({ deposits: 0 });
    r.transport.reply(endpoints.depositWithdrawStats.path, fails(500));
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toBeNull();
    expect(r.observed).toEqual([]);
    expect(r.notices.state.dialogs).toEqual([]);
  });

  it('the stats call fails: a condition that needs no stats (reg_days) still opens the prompt, and the 30 s poll goes on', async () => {
    const r = rig({ prompts: { download_condition_switch: { enabled: true, value: '1' }, reg_days: { enabled: true, value: '3' } } });
    r.state.setMemberInfo(memberInfo({ regDate: new Date(r.time.now() - 5 * 86_400_000).toISOString() }));
    r.transport.reply(endpoints.depositWithdrawStats.path, fails(500));
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toMatchObject({ route: 'deposit', forced: false });
    r.time.advance(STATS_POLL_MS);
    await flush();
    expect(r.transport.to(endpoints.depositWithdrawStats.path)).toHaveLength(2);
  });

  it('a stats answer that cannot be read is not shown to the stats observer', async () => {
    const r = rig();
    r.transport.reply(endpoints.depositWithdrawStats.path, ok('not stats'));
    r.prompt.enter('deposit');
    await flush();
    expect(r.observed).toEqual([]);
  });

  it('the settings call fails: every setting reads as off, no notice shows, and the next decision asks again', async () => {
    const r = rig();
    r.transport.reply(endpoints.appPromptSettings.path, fails(500));
    await r.prompt.request();
    expect(r.notices.state.dialogs).toEqual([]);
    r.transport.reply(endpoints.appPromptSettings.path, ok({ ...PROMPTS, login_required: { enabled: true, value: '1' } }));
    await r.prompt.request();
    expect(r.transport.to(endpoints.appPromptSettings.path)).toHaveLength(2);
    expect(r.prompt.current).toMatchObject({ route: 'request', forced: false });
  });

  it('login_required: a signed-in member is not a guest (the prompt shows for them)', async () => {
    const r = rig({ prompts: { ...PROMPTS, login_required: { enabled: true, value: '1' } } });
    await r.prompt.request();
    expect(r.prompt.current).toMatchObject({ route: 'request', forced: false });
  });

  it('reg_days counts whole days since member info regDate', async () => {
    const r = rig({ deposits: 4, prompts: { download_condition_switch: { enabled: true, value: '1' }, reg_days: { enabled: true, value: '3' } } });
    r.state.setMemberInfo(memberInfo({ regDate: new Date(r.time.now() - 5 * 86_400_000).toISOString() }));
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toMatchObject({ route: 'deposit', forced: false });
  });

  it('the download link follows the device: inside the wrapper at 2.4.39 or later it opens directly', async () => {
    const r = rig({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppAndroidVer/2.5.0' });
    await expect(r.prompt.downloadLink()).resolves.toEqual({ kind: 'direct', url: 'https://dl.example/app.apk' });
    expect(r.transport.to(endpoints.downloadSetting.path)[0]?.query).toMatchObject({ domain: 'm.demo1.example.com' });
  });

  it('"WPSCORE_getDownloadSetting gets domain = the page\'s host": an origin that does not read as a URL is sent as it is', async () => {
    const r = rig({ origin: 'm.demo1.example.com' });
    await r.prompt.downloadLink();
    expect(r.transport.to(endpoints.downloadSetting.path)[0]?.query).toMatchObject({ domain: 'm.demo1.example.com' });
  });

  it('"in_game_popup_interval: on with ≥ 1 s → the game view\'s InGamePrompt opens it (route in-game)"', async () => {
    const r = rig({ prompts: { download_condition_switch: { enabled: true, value: '1' }, in_game_popup_interval: { enabled: true, value: '30' } } });
    await r.prompt.inGame();
    expect(r.prompt.current).toMatchObject({ route: 'in-game', forced: false });
  });
});

const IOS_RESOURCES = [
  { resourceType: 'IOS', url: 'https://dl.example/app.ipa' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example/app.mobileconfig' },
];
const redirectTo = (link: string) => `https://m.demo1.example.com/mobile/mc/redirect.html?url=${encodeURIComponent(link)}`;

describe('AppDownloadPrompt on iOS (shell §4 "On iOS 17 a download tip shows; on other iOS versions a go-to-settings notice appears and then a provisioning file opens")', () => {
  it('iOS 17: the download link is the iOS link; using it shows the download tip (and records downloadApp)', async () => {
    const r = rig({ userAgent: INSTALL_PHONES['iPhone on iOS 17']!.userAgent, resources: IOS_RESOURCES });
    r.prompt.enter('deposit');
    await r.prompt.settled();
    expect(r.prompt.current).toMatchObject({ ios: 'tip', tipShown: false, download: { kind: 'redirect-page', url: redirectTo('https://dl.example/app.ipa') } });
    r.prompt.recordDownload();
    expect(r.prompt.current).toMatchObject({ ios: 'tip', tipShown: true });
    expect(r.tracked.map(([event]) => event)).toEqual(['downloadApp']);
    r.prompt.recordDownload();
    expect(r.prompt.current?.tipShown).toBe(true);
  });

  it('iOS 18 counts as "iOS 17" (17 or later, player-journey §5): the tip', async () => {
    const r = rig({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', resources: IOS_RESOURCES });
    await r.prompt.request();
    expect(r.prompt.current?.ios).toBe('tip');
  });

  it('iOS 16: the button shows the go-to-settings notice (the modal steps aside meanwhile), then the provisioning file opens and the modal comes back', async () => {
    const r = rig({ userAgent: INSTALL_PHONES['iPhone on iOS 16']!.userAgent, resources: IOS_RESOURCES });
    r.prompt.enter('deposit');
    await r.prompt.settled();
    const shown = r.prompt.current;
    expect(shown).toMatchObject({ ios: 'profile', tipShown: false, download: { kind: 'redirect-page', url: redirectTo('https://dl.example/app.mobileconfig') } });
    const done = r.prompt.downloadProfile();
    await flush();
    expect(r.notices.dialogTexts()).toEqual([{ key: 'a2hs_ios_settings' }]);
    expect(r.notices.state.dialogs[0]?.title).toEqual({ key: 'app_download_title' });
    expect(r.prompt.current).toBeNull();
    expect(r.openPrompts.open.has('app-download')).toBe(true);
    expect(r.opened).toEqual([]);
    r.notices.confirmTop();
    await done;
    expect(r.opened).toEqual([redirectTo('https://dl.example/app.mobileconfig')]);
    expect(r.prompt.current).toBe(shown);
    expect(r.tracked.map(([event]) => event)).toEqual(['downloadApp']);
  });

  it('iOS 16 without a provisioning file: the iOS link after the notice', async () => {
    const r = rig({ userAgent: INSTALL_PHONES['iPhone on iOS 16']!.userAgent, resources: [IOS_RESOURCES[0]] });
    await r.prompt.request();
    expect(r.prompt.current).toMatchObject({ ios: 'profile', download: { url: redirectTo('https://dl.example/app.ipa') } });
  });

  it('the modal closed for good while the notice showed (web app installed): it does not come back', async () => {
    const r = rig({ userAgent: INSTALL_PHONES['iPhone on iOS 16']!.userAgent, resources: IOS_RESOURCES, installOutcome: 'accepted' });
    await r.prompt.request();
    const done = r.prompt.downloadProfile();
    await flush();
    await r.prompt.install();
    r.notices.confirmTop();
    await done;
    expect(r.prompt.current).toBeNull();
  });

  it('not iOS: no iOS flow; downloadProfile does nothing there (the link is used instead)', async () => {
    const r = rig();
    await r.prompt.request();
    expect(r.prompt.current).toMatchObject({ ios: null, tipShown: false });
    r.prompt.recordDownload();
    expect(r.prompt.current?.tipShown).toBe(false);
    await r.prompt.downloadProfile();
    expect(r.notices.dialogTexts()).toEqual([]);
    expect(r.tracked).toHaveLength(1);
  });

  it('downloadProfile with no modal open does nothing', async () => {
    const r = rig({ userAgent: INSTALL_PHONES['iPhone on iOS 16']!.userAgent, resources: IOS_RESOURCES });
    await expect(r.prompt.downloadProfile()).resolves.toBeUndefined();
    expect(r.notices.dialogTexts()).toEqual([]);
    expect(r.tracked).toEqual([]);
    expect(r.opened).toEqual([]);
  });

  it('"once forced, it stays forced": a prompt that turned forced while the notice showed is not replaced by the closable one that stepped aside', async () => {
    const r = rig({ userAgent: INSTALL_PHONES['iPhone on iOS 16']!.userAgent, resources: IOS_RESOURCES, deposits: 0, prompts: { ...PROMPTS, deposit_times_forced: { enabled: true, value: '1' } } });
    r.prompt.enter('deposit');
    await r.prompt.settled();
    expect(r.prompt.current).toMatchObject({ ios: 'profile', forced: false });
    const done = r.prompt.downloadProfile();
    await flush();
    r.setDeposits(1);
    r.time.advance(STATS_POLL_MS);
    await flush();
    await r.prompt.settled();
    r.notices.confirmTop();
    await done;
    expect(r.prompt.current).toMatchObject({ ios: 'profile', forced: true });
  });

  it('iOS 16 with no download link at all: the button is absent and downloadProfile does nothing', async () => {
    const r = rig({ userAgent: INSTALL_PHONES['iPhone on iOS 16']!.userAgent, resources: [] });
    await r.prompt.request();
    expect(r.prompt.current).toMatchObject({ ios: 'profile', download: null });
    await r.prompt.downloadProfile();
    expect(r.notices.dialogTexts()).toEqual([]);
    expect(r.tracked).toEqual([]);
  });
});

const APP_DOWNLOAD_NOTE = { id: '504', title: 'Get the app', content: '<p><img src="https://m.demo1.example.com/app.svg" alt="Get the app"></p>', execution: 'B' };

describe('AppDownloadPrompt: the app_download announcements (player-journey §7 "types PR, platform M, category app_download")', () => {
  const withNotes = (reply: Parameters<ScriptedTransport['reply']>[1] = ok([APP_DOWNLOAD_NOTE]), options: Parameters<typeof rig>[0] = {}) => {
    const r = rig(options);
    r.transport.reply(endpoints.announcements.path, reply);
    return r;
  };
  const listCalls = (r: ReturnType<typeof rig>) => r.transport.to(endpoints.announcements.path);

  it('asked when the modal is about to open, with the spec\'s query; shown for every member (no audience rule)', async () => {
    const r = withNotes();
    expect(r.prompt.announcements).toEqual([]);
    r.prompt.enter('deposit');
    await r.prompt.settled();
    expect(listCalls(r).map((request) => request.query)).toEqual([expect.objectContaining({ types: 'PR', platform: 'M', category: 'app_download' })]);
    expect(r.prompt.announcements).toEqual([{ id: '504', title: 'Get the app', content: APP_DOWNLOAD_NOTE.content }]);
  });

  it('not asked when nothing opens, nor again while the modal stays open (the 30 s poll, a forced decision)', async () => {
    const none = withNotes(undefined, { deposits: 3 });
    none.prompt.enter('deposit');
    await none.prompt.settled();
    expect(none.prompt.current).toBeNull();
    expect(listCalls(none)).toHaveLength(0);

    const r = withNotes(undefined, { deposits: 0, prompts: { ...PROMPTS, deposit_times_forced: { enabled: true, value: '1' } } });
    r.prompt.enter('deposit');
    await r.prompt.settled();
    r.setDeposits(1);
    r.time.advance(STATS_POLL_MS);
    await flush();
    await r.prompt.settled();
    expect(r.prompt.current?.forced).toBe(true);
    expect(listCalls(r)).toHaveLength(1);
    expect(r.prompt.announcements).toHaveLength(1);
  });

  it('the modal does not wait for them: it shows with none, and they appear when they come', async () => {
    let answer: (outcome: ReturnType<typeof ok>) => void = () => undefined;
    const r = withNotes(() => new Promise((resolve) => (answer = resolve)));
    r.prompt.enter('deposit');
    await flush();
    expect(r.prompt.current).toMatchObject({ route: 'deposit' });
    expect(r.prompt.announcements).toEqual([]);
    answer(ok([APP_DOWNLOAD_NOTE]));
    await r.prompt.settled();
    expect(r.prompt.announcements.map((note) => note.id)).toEqual(['504']);
  });

  it('asked again at the next opening (no session cache: the catalogue row is not cacheable)', async () => {
    const r = withNotes();
    await r.prompt.request();
    r.prompt.close();
    await r.prompt.request();
    expect(listCalls(r)).toHaveLength(2);
    expect(r.prompt.announcements).toHaveLength(1);
  });

  it('an answer that comes after the modal closed is dropped; the next opening starts with none', async () => {
    const answers: ((outcome: ReturnType<typeof ok>) => void)[] = [];
    const r = withNotes(() => new Promise((resolve) => answers.push(resolve)));
    const first = r.prompt.request();
    await flush();
    expect(r.prompt.current).not.toBeNull();
    r.prompt.close();
    answers[0]?.(ok([APP_DOWNLOAD_NOTE]));
    await first;
    expect(r.prompt.announcements).toEqual([]);

    r.transport.reply(endpoints.announcements.path, ok([APP_DOWNLOAD_NOTE]));
    await r.prompt.request();
    expect(r.prompt.announcements).toHaveLength(1);
    r.prompt.close();
    const third = r.prompt.request();
    r.transport.reply(endpoints.announcements.path, () => new Promise((resolve) => answers.push(resolve)));
    await flush();
    expect(r.prompt.current).not.toBeNull();
    expect(r.prompt.announcements).toEqual([]);
    answers.at(-1)?.(ok([]));
    await third;
  });

  it('a failed list: the modal shows without announcements and without a notice', async () => {
    const r = withNotes(fails(500));
    r.prompt.enter('deposit');
    await r.prompt.settled();
    expect(r.prompt.current).toMatchObject({ route: 'deposit' });
    expect(r.prompt.announcements).toEqual([]);
    expect(r.notices.state.dialogs).toEqual([]);
  });
});

describe('AppDownloadPrompt download bar (player-journey §4 "Download bar", §6 VIP rank level)', () => {
  const barRig = (prompts: Record<string, unknown>, options: { signedIn?: boolean; userAgent?: string } = {}) => {
    const r = rig({ prompts, ...options });
    let bar: unknown = 'unset';
    r.prompt.downloadBar$.subscribe((shown) => (bar = shown));
    return { ...r, bar: () => bar };
  };

  it('"may require login if configured (login_required)": a signed-in member sees it', async () => {
    const r = barRig({ login_required: { enabled: true, value: '1' }, bottom_app_desc: { enabled: true, value: 'Get the app' } });
    await r.prompt.watchDownloadBar();
    expect(r.bar()).toEqual({ text: 'Get the app' });
  });

  it('"shows only when the member\'s VIP rank level reaches a configured level", from member info clubLabel.rankLevel', async () => {
    const r = barRig({ download_bar_rank_level: { enabled: true, value: '2' } });
    r.state.setMemberInfo(memberInfo({ clubLabel: { labelName: 'Gold', labelId: 'G', type: 'AUTO', rankLevel: 3 } }));
    const stop = await r.prompt.watchDownloadBar();
    expect(r.bar()).toEqual({ text: null });
    r.state.setMemberInfo(memberInfo({ clubLabel: null }));
    expect(r.bar()).toBeNull();
    stop();
    r.state.setMemberInfo(memberInfo({ clubLabel: { labelName: 'Gold', labelId: 'G', type: 'AUTO', rankLevel: 3 } }));
    expect(r.bar()).toBeNull();
  });

  it('member info without a club label counts as level 0 (shown when no level is configured)', async () => {
    const r = barRig({});
    r.state.setMemberInfo(memberInfo({ clubLabel: null }));
    await r.prompt.watchDownloadBar();
    expect(r.bar()).toEqual({ text: null });
  });

  it('"in the app or a home-screen app": not shown, decided without a settings call', async () => {
    const r = barRig({}, { userAgent: 'Mozilla/5.0 AppAndroidVer/2.5.0' });
    const stop = await r.prompt.watchDownloadBar();
    expect(r.bar()).toBeNull();
    expect(r.transport.to(endpoints.appPromptSettings.path)).toHaveLength(0);
    expect(() => stop()).not.toThrow();
  });

  it('"hidden this session": not shown, decided without a settings call', async () => {
    const r = barRig({});
    r.sessionStore.set('hideDownloadBar', '1');
    await r.prompt.watchDownloadBar();
    expect(r.bar()).toBeNull();
    expect(r.transport.to(endpoints.appPromptSettings.path)).toHaveLength(0);
  });
});
