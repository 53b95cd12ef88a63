import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { AppDownloadPrompt } from '../../core/app-prompt/app-download-prompt';
import type { PromptPlaceName } from '../../src/app/prompt-place';
import { BROWSER_FACTS } from '../../core/testing/device-fakes';
import { INSTALL_PHONES } from '../../core/testing/install-fakes';
import type { TrackingEventName, TrackingPayload } from '../../core/tracking/ports';
import { endpoints } from '../../core/http/endpoints';
import { db } from '../../mock-server/db';
import { requestLog } from '../../mock-server/request-log';
import { ensureSeeded } from '../../mock-server/seed';
import { scenarios } from '../../mock-server/scenarios';
import { eventually } from '../support/eventually';
import type { PlayerWorld } from '../support/world';

interface PromptPage {
  readonly container: unknown;
  readonly prompt: AppDownloadPrompt;
  leave: (() => void) | null;
}
const pages = new WeakMap<PlayerWorld, PromptPage>();
const tracked = new WeakMap<PlayerWorld, [TrackingEventName, TrackingPayload][]>();
const openedLinks = new WeakMap<PlayerWorld, string[]>();

/** The page's prompt, wired once per container (origin and a tracking recorder before it resolves). */
async function prompt(world: PlayerWorld): Promise<AppDownloadPrompt> {
  const current = pages.get(world);
  if (current?.container === world.container) return current.prompt;
  world.container.rebind(world.tokens.PageOrigin).toConstantValue(() => 'https://m.demo1.example.com');
  const events = tracked.get(world) ?? [];
  tracked.set(world, events);
  world.container.rebind(world.tokens.TrackingPort).toConstantValue({ record: (event, payload) => void events.push([event, payload]) });
  const loaded = await world.container.get(world.tokens.AppDownloadPrompt).get();
  pages.set(world, { container: world.container, prompt: loaded, leave: null });
  return loaded;
}

async function settled(world: PlayerWorld): Promise<AppDownloadPrompt> {
  const p = await prompt(world);
  await p.settled();
  return p;
}

function setting(key: string, value: { enabled: boolean; value: string; domains?: string[] }): void {
  scenarios.set({ appPromptSettings: { [key]: value } });
}

Given('the app-prompt setting {string} is on with value {string}', (key: string, value: string) => setting(key, { enabled: true, value }));
Given('the app-prompt setting {string} is off', (key: string) => setting(key, { enabled: false, value: '' }));
Given('the app-prompt setting {string} is on with value {string} listing {string}', (key: string, value: string, list: string) =>
  setting(key, { enabled: true, value, domains: list.split(',') }),
);
Given('the mock\'s download bar is on', () => void scenarios.set({ downloadBar: true }));
Given('the site runs as a home-screen app', function (this: PlayerWorld) {
  const facts = { ...BROWSER_FACTS, standaloneDisplayMode: true };
  this.container.rebind(this.tokens.RunFacts).toConstantValue({ read: () => facts });
});

Given('the prompt runs on an {string}', function (this: PlayerWorld, phone: string) {
  const facts = INSTALL_PHONES[phone];
  assert.ok(facts, `no phone "${phone}"`);
  const opened: string[] = [];
  openedLinks.set(this, opened);
  this.container.rebind(this.tokens.RunFacts).toConstantValue({ read: () => facts });
  this.container.rebind(this.tokens.ExternalLinkOpener).toConstantValue({ open: (url: string) => void opened.push(url) });
});

Given('{string} of {string} has {int} successful deposits', async function (userName: string, merchantCode: string, count: number) {
  await ensureSeeded();
  await db.members.update((q) => q.where({ merchantCode, userName }), {
    data(member) {
      member.totalDepositSuccessCount = count;
    },
  });
});

When('the player opens the {string} page', async function (this: PlayerWorld, place: PromptPlaceName) {
  const p = await prompt(this);
  const page = pages.get(this)!;
  page.leave?.(); // the player leaves the page shown before
  page.leave = p.enter(place);
  await p.settled();
});
When('{int} seconds pass', async function (this: PlayerWorld, seconds: number) {
  this.time.advance(seconds * 1_000);
  await settled(this);
});
When('the game view\'s prompt fires', async function (this: PlayerWorld) {
  await prompt(this);
  this.container.get(this.tokens.InGamePrompt).show();
  await settled(this);
});
When('the player closes the install modal', async function (this: PlayerWorld) {
  (await prompt(this)).close();
});
When('the player uses the download button', async function (this: PlayerWorld) {
  const p = await settled(this);
  assert.ok(p.current?.download, 'no download link');
  p.recordDownload();
});
When("the player taps the install modal's download button for the provisioning file", async function (this: PlayerWorld) {
  const p = await settled(this);
  assert.equal(p.current?.ios, 'profile', 'not the provisioning-file flow');
  void p.downloadProfile();
  await eventually(() => assert.equal(this.notices.state.dialogs.length, 1));
});
When('home shows', async function (this: PlayerWorld) {
  const p = await prompt(this);
  // Member info (clubLabel.rankLevel) arrives after sign-in, as the session lifecycle loads it.
  if (this.container.get(this.tokens.SessionState).session) await this.container.get(this.tokens.RefreshMemberInfo).execute();
  await p.watchDownloadBar();
});
When('the player closes the download bar', async function (this: PlayerWorld) {
  await (await prompt(this)).closeDownloadBar();
});

Then('the install modal shows {word} in {string} mode', async function (this: PlayerWorld, kind: string, mode: string) {
  const view = (await settled(this)).current;
  assert.ok(view, 'no install modal');
  assert.equal(view.forced, kind === 'forced');
  assert.equal(view.mode, mode);
});
When("the player taps the install modal's web-app install button", async function (this: PlayerWorld) { const p = await settled(this); assert.ok(p.current?.canInstall, 'no web-app install button'); await p.install(); });
Then('the install modal offers the web-app install button', async function (this: PlayerWorld) { assert.equal((await settled(this)).current?.canInstall, true); });
Then('the install modal has no web-app install button', async function (this: PlayerWorld) { const view = (await settled(this)).current; assert.ok(view, 'no install modal'); assert.equal(view.canInstall, false); });
Then('no install modal shows', async function (this: PlayerWorld) {
  assert.equal((await settled(this)).current, null);
});
Then('the install modal shows the download tip', async function (this: PlayerWorld) {
  assert.equal((await settled(this)).current?.tipShown, true);
});
Then('the install modal shows no download tip', async function (this: PlayerWorld) {
  const view = (await settled(this)).current;
  assert.ok(view, 'no install modal');
  assert.equal(view.tipShown, false);
});
Then('the install modal steps aside', async function (this: PlayerWorld) {
  assert.equal((await prompt(this)).current, null);
  assert.ok(this.container.get(this.tokens.OpenPrompts).open.has('app-download'), 'its place was released');
});
Then('the redirect page opens the link {string}', async function (this: PlayerWorld, link: string) {
  const expected = `https://m.demo1.example.com/mobile/mc/redirect.html?url=${encodeURIComponent(link)}`;
  await eventually(() => assert.deepEqual(openedLinks.get(this), [expected]));
});
Then('no link has been opened by the install modal', function (this: PlayerWorld) {
  assert.deepEqual(openedLinks.get(this) ?? [], []);
});
const appDownloadListCalls = () => requestLog.forPath(endpoints.announcements.path, 'GET').filter((entry) => entry.query.category === 'app_download');
Then('no app_download announcement list has been asked', function () {
  assert.equal(appDownloadListCalls().length, 0);
});
Then('the app_download announcement list was asked {int} time(s), with types {string} and platform {string}', function (times: number, types: string, platform: string) {
  const calls = appDownloadListCalls();
  assert.equal(calls.length, times);
  for (const call of calls) assert.deepEqual([call.query.types, call.query.platform], [types, platform]);
});
Then('the install modal shows the announcement {string}', async function (this: PlayerWorld, title: string) {
  const p = await settled(this);
  assert.ok(p.current, 'no install modal');
  assert.deepEqual(p.announcements.map((note) => note.title), [title]);
});
Then('the session data records {string} as {string}', function (this: PlayerWorld, key: string, value: string) {
  assert.equal(this.sessionStore.get(key), value);
});
Then('the tracking events were {string}', function (this: PlayerWorld, expected: string) {
  assert.equal((tracked.get(this) ?? []).map(([event, payload]) => `${event} ${payload.customerName ?? ''}`.trim()).join(', '), expected);
});
async function downloadBarShown(world: PlayerWorld): Promise<boolean> {
  let bar: unknown = null;
  (await prompt(world)).downloadBar$.subscribe((view) => (bar = view)).unsubscribe();
  return bar !== null;
}
Then('the download bar shows', async function (this: PlayerWorld) {
  assert.equal(await downloadBarShown(this), true);
});
Then('the download bar is hidden', async function (this: PlayerWorld) {
  assert.equal(await downloadBarShown(this), false);
});
