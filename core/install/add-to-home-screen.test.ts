import { describe, expect, it } from 'vitest';
import type { RunFacts } from '../device/ports';
import { OpenPrompts } from '../notice/open-prompts';
import { FakeInstallPromptSource, INSTALL_PHONES } from '../testing/install-fakes';
import { InMemoryStore } from '../testing/in-memory-store';
import { ManualTime } from '../testing/manual-scheduler';
import { ObservedNotices } from '../testing/recording-notifier';
import { AddToHomeScreen } from './add-to-home-screen';
import { InstallWebApp } from './install-web-app';
import { A2HS_COUNT_KEY, WEB_APP_INSTALLED_KEY } from './install-keys';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function rig(phone = 'Android phone') {
  const time = new ManualTime();
  const source = new FakeInstallPromptSource();
  const session = new InMemoryStore();
  const local = new InMemoryStore();
  const prompts = new OpenPrompts();
  const notices = new ObservedNotices(time);
  const opened: string[] = [];
  const state = { restricted: false, facts: INSTALL_PHONES[phone] as RunFacts, profileAsks: 0 };
  const installer = new InstallWebApp(source, session, local);
  const sheet = new AddToHomeScreen({
    scheduler: time,
    session,
    runFacts: { read: () => state.facts },
    restricted: () => state.restricted,
    prompts,
    installer,
    notifier: notices,
    opener: { open: (url) => opened.push(url) },
    profileUrl: () => {
      state.profileAsks++;
      return Promise.resolve('https://download.example/webclip.mobileconfig');
    },
  });
  return { time, source, session, local, prompts, notices, opened, state, sheet };
}

describe('AddToHomeScreen (player-journey §4 "Add-to-home-screen prompt", §9)', () => {
  it('"shown after about 1 s" when the browser has offered its prompt, claiming its place among the prompts', () => {
    const r = rig();
    r.source.offer();
    r.sheet.enter('/m/home');
    r.time.advance(999);
    expect(r.sheet.sheet.kind).toBe('hidden');
    r.time.advance(1);
    expect(r.sheet.sheet.kind).toBe('install');
    expect(r.prompts.open.has('add-to-home-screen')).toBe(true);
  });

  it('"Polls up to 20 times at 150 ms for the browser install prompt"', () => {
    const late = rig();
    late.sheet.enter('/');
    late.time.advance(1_000 + 19 * 150 - 1);
    late.source.offer();
    late.time.advance(1);
    expect(late.sheet.sheet.kind).toBe('install');

    const tooLate = rig();
    tooLate.sheet.enter('/');
    tooLate.time.advance(1_000 + 19 * 150);
    expect(tooLate.time.pending()).toBe(0);
    tooLate.source.offer();
    tooLate.time.advance(10_000);
    expect(tooLate.sheet.sheet.kind).toBe('hidden');
  });

  it('"shows only on /, /m/home and /m/index.html"; leaving hides it without counting a dismissal', () => {
    const r = rig();
    r.source.offer();
    r.sheet.enter('/m/login');
    r.time.advance(5_000);
    expect(r.sheet.sheet.kind).toBe('hidden');
    r.sheet.enter('/m/index.html');
    r.time.advance(1_000);
    expect(r.sheet.sheet.kind).toBe('install');
    r.sheet.enter('/m/login');
    expect(r.sheet.sheet.kind).toBe('hidden');
    expect(r.prompts.open.size).toBe(0);
    expect(r.session.get(A2HS_COUNT_KEY)).toBeNull();
  });

  it('the sheet on screen is not offered again when a home path is entered again, nor is a hidden sheet hidden again', () => {
    const r = rig();
    r.source.offer();
    const states: string[] = [];
    const subscription = r.sheet.sheet$.subscribe((sheet) => states.push(sheet.kind));
    r.sheet.enter('/m/login');
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    r.sheet.enter('/m/home');
    r.time.advance(5_000);
    subscription.unsubscribe();
    expect(states).toEqual(['hidden', 'install']);
  });

  it('leaving before 1 s cancels the pending sheet', () => {
    const r = rig();
    r.source.offer();
    r.sheet.enter('/m/home');
    r.time.advance(500);
    r.sheet.enter('/m/login');
    r.time.advance(5_000);
    expect(r.sheet.sheet.kind).toBe('hidden');
  });

  it('"Dismissal increments a session counter": after one, not again this session', () => {
    const r = rig();
    r.source.offer();
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    r.sheet.close();
    expect(r.session.get(A2HS_COUNT_KEY)).toBe('1');
    expect(r.prompts.open.size).toBe(0);
    r.sheet.enter('/m/login');
    r.sheet.enter('/m/home');
    r.time.advance(5_000);
    expect(r.sheet.sheet.kind).toBe('hidden');
  });

  it('Install shows the browser prompt; accepted: "the counter is set to 99 and an installed flag is stored", never again', async () => {
    const r = rig();
    r.source.offer('accepted');
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    await r.sheet.install();
    expect(r.source.prompts).toBe(1);
    expect(r.session.get(A2HS_COUNT_KEY)).toBe('99');
    expect(r.local.get(WEB_APP_INSTALLED_KEY)).toBe('1');
    expect(r.sheet.sheet.kind).toBe('hidden');
    r.session.remove(A2HS_COUNT_KEY); // a new session
    r.source.offer();
    r.sheet.enter('/m/home');
    r.time.advance(5_000);
    expect(r.sheet.sheet.kind).toBe('hidden');
  });

  it('Install answered "dismissed" counts as a dismissal', async () => {
    const r = rig();
    r.source.offer('dismissed');
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    await r.sheet.install();
    expect(r.session.get(A2HS_COUNT_KEY)).toBe('1');
    expect(r.local.get(WEB_APP_INSTALLED_KEY)).toBeNull();
  });

  it('the browser\'s appinstalled event hides an open sheet and stores the installed flag', () => {
    const r = rig();
    r.source.offer();
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    r.source.installed();
    expect(r.sheet.sheet.kind).toBe('hidden');
    expect(r.session.get(A2HS_COUNT_KEY)).toBe('99');
  });

  it('"Suppressed while maintenance or region restriction is active"', () => {
    const r = rig();
    r.source.offer();
    r.state.restricted = true;
    r.sheet.enter('/m/home');
    r.time.advance(5_000);
    expect(r.sheet.sheet.kind).toBe('hidden');
  });

  it('"Skipped when another prompt is open"', () => {
    const r = rig();
    r.source.offer();
    r.prompts.claim('app-download');
    r.sheet.enter('/m/home');
    r.time.advance(5_000);
    expect(r.sheet.sheet.kind).toBe('hidden');
  });

  it('skipped in home-screen mode and in the native app', () => {
    for (const phone of ['installed Android web app', 'native app']) {
      const r = rig(phone);
      r.source.offer();
      r.sheet.enter('/m/home');
      r.time.advance(5_000);
      expect(r.sheet.sheet.kind, phone).toBe('hidden');
    }
  });

  it('"iOS 17 or later shows a tip" without waiting for an install event', () => {
    const r = rig('iPhone on iOS 17');
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    expect(r.sheet.sheet.kind).toBe('ios-tip');
    expect(r.state.profileAsks).toBe(0);
  });

  it('"earlier versions show a go-to-settings notice and then open a profile" (the MOBILECONFIG resource)', async () => {
    const r = rig('iPhone on iOS 16');
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    expect(r.sheet.sheet.kind).toBe('ios-profile');
    const done = r.sheet.downloadProfile();
    await flush();
    expect(r.notices.dialogTexts()).toEqual([{ key: 'a2hs_ios_settings' }]);
    expect(r.opened).toEqual([]);
    r.notices.confirmTop();
    await done;
    expect(r.opened).toEqual(['https://download.example/webclip.mobileconfig']);
    expect(r.state.profileAsks).toBe(1);
    expect(r.sheet.sheet.kind).toBe('hidden');
  });
});

describe('AddToHomeScreen: edges of the sheet (docs/decisions.md "Add-to-home-screen")', () => {
  it('the profile\'s MOBILECONFIG resource is "asked when the guide shows", once, not when the button is pressed', async () => {
    const r = rig('iPhone on iOS 16');
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    expect(r.sheet.sheet.kind).toBe('ios-profile');
    expect(r.state.profileAsks).toBe(1);
    const done = r.sheet.downloadProfile();
    await flush();
    r.notices.confirmTop();
    await done;
    expect(r.state.profileAsks).toBe(1);
  });

  it('Close with no sheet open counts no dismissal', () => {
    const r = rig();
    r.sheet.close();
    expect(r.session.get(A2HS_COUNT_KEY)).toBeNull();
  });

  it('installed from elsewhere while the sheet is open (the install modal\'s button): closing keeps the counter at 99', async () => {
    const r = rig();
    r.source.offer('accepted');
    r.sheet.enter('/m/home');
    r.time.advance(1_000);
    const otherButton = new InstallWebApp(r.source, r.session, r.local);
    await otherButton.execute();
    r.sheet.close();
    expect(r.session.get(A2HS_COUNT_KEY)).toBe('99');
  });

  it('the iOS go-to-settings notice carries the sheet\'s title; no profile link means nothing opens', async () => {
    const r = rig('iPhone on iOS 16');
    const sheet = new AddToHomeScreen({
      scheduler: r.time,
      session: r.session,
      runFacts: { read: () => r.state.facts },
      restricted: () => false,
      prompts: r.prompts,
      installer: new InstallWebApp(r.source, r.session, r.local),
      notifier: r.notices,
      opener: { open: (url) => r.opened.push(url) },
      profileUrl: () => Promise.resolve(null),
    });
    sheet.enter('/m/home');
    r.time.advance(1_000);
    const done = sheet.downloadProfile();
    await flush();
    expect(r.notices.state.dialogs[0]).toMatchObject({ title: { key: 'a2hs_title' }, message: { key: 'a2hs_ios_settings' } });
    r.notices.confirmTop();
    await done;
    expect(r.opened).toEqual([]);
    expect(sheet.sheet.kind).toBe('hidden');
  });

  it('dispose() hides an open sheet, releases its place and cancels a pending one', () => {
    const open = rig();
    open.source.offer();
    open.sheet.enter('/m/home');
    open.time.advance(1_000);
    open.sheet.dispose();
    expect(open.sheet.sheet.kind).toBe('hidden');
    expect(open.prompts.open.size).toBe(0);

    const pending = rig();
    pending.source.offer();
    pending.sheet.enter('/m/home');
    pending.sheet.dispose();
    pending.time.advance(5_000);
    expect(pending.sheet.sheet.kind).toBe('hidden');
  });
});

describe('InstallWebApp ("install the web app now")', () => {
  it('a browser prompt that fails is "unavailable", and nothing is marked installed', async () => {
    const session = new InMemoryStore();
    const local = new InMemoryStore();
    const source = new FakeInstallPromptSource();
    source.offer();
    source.current = () => ({ prompt: () => Promise.reject(new Error('prompt already shown')) });
    await expect(new InstallWebApp(source, session, local).execute()).resolves.toBe('unavailable');
    expect(local.get(WEB_APP_INSTALLED_KEY)).toBeNull();
  });

  it('onInstalled: the returned function stops the calls', () => {
    const source = new FakeInstallPromptSource();
    const installer = new InstallWebApp(source, new InMemoryStore(), new InMemoryStore());
    let calls = 0;
    const stop = installer.onInstalled(() => calls++);
    source.installed();
    stop();
    source.installed();
    expect(calls).toBe(1);
  });

  it('the storage keys are the decisions\' "addToHomeScreenCount" (session) and "webAppInstalled" (local)', () => {
    expect([A2HS_COUNT_KEY, WEB_APP_INSTALLED_KEY]).toEqual(['addToHomeScreenCount', 'webAppInstalled']);
  });
});
