import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { RunFacts } from '../../core/device/ports';
import type { AddToHomeScreen } from '../../core/install/add-to-home-screen';
import { A2HS_COUNT_KEY, WEB_APP_INSTALLED_KEY } from '../../core/install/install-keys';
import { WEBCLIP_FLAG_KEY } from '../../core/install/record-webclip-flag';
import type { PromptName } from '../../core/notice/open-prompts';
import { FakeInstallPromptSource, INSTALL_PHONES } from '../../core/testing/install-fakes';
import type { PlayerWorld } from '../support/world';
import { eventually } from '../support/eventually';

const PHONES: Readonly<Record<string, RunFacts>> = {
  ...INSTALL_PHONES,
  'iPhone home-screen app': { ...INSTALL_PHONES['iPhone on iOS 17']!, navigatorStandalone: true, standaloneDisplayMode: true },
};

interface InstallRig {
  readonly source: FakeInstallPromptSource;
  readonly opened: string[];
  store?: AddToHomeScreen;
}
const rigs = new WeakMap<PlayerWorld, InstallRig>();

function phoneFacts(name: string): RunFacts {
  const facts = PHONES[name];
  assert.ok(facts, `no phone "${name}"`);
  return facts;
}

/** The phone, its browser's install prompt and a recording link opener, wired before anything is resolved; then the sheet's code is loaded. */
async function runOn(world: PlayerWorld, phone: string): Promise<void> {
  const facts = phoneFacts(phone);
  const rig: InstallRig = { source: new FakeInstallPromptSource(), opened: [] };
  rigs.set(world, rig);
  world.container.rebind(world.tokens.RunFacts).toConstantValue({ read: () => ({ ...facts, webclipFlag: world.localStore.get(WEBCLIP_FLAG_KEY) }) });
  world.container.rebind(world.tokens.InstallPromptSource).toConstantValue(rig.source);
  world.container.rebind(world.tokens.ExternalLinkOpener).toConstantValue({ open: (url: string) => rig.opened.push(url) });
  rig.store = await world.container.get(world.tokens.AddToHomeScreen)();
}

function rig(world: PlayerWorld): InstallRig {
  const r = rigs.get(world);
  assert.ok(r, 'add "the install sheet runs on …" first');
  return r;
}

function sheet(world: PlayerWorld): AddToHomeScreen {
  const store = rig(world).store;
  assert.ok(store, 'the sheet is not loaded');
  return store;
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

async function advance(world: PlayerWorld, ms: number): Promise<void> {
  world.time.advance(ms);
  await flush();
}

function storeWebclipFlag(world: PlayerWorld, stored: string): void {
  if (stored === 'none') world.localStore.remove(WEBCLIP_FLAG_KEY);
  else world.localStore.set(WEBCLIP_FLAG_KEY, stored);
}

function newSession(world: PlayerWorld): void {
  for (const key of world.sessionStore.keys()) world.sessionStore.remove(key);
}

async function downloadProfile(world: PlayerWorld): Promise<void> {
  void sheet(world).downloadProfile();
  await eventually(() => assert.equal(world.notices.state.dialogs.length, 1));
}

function shownNotice(world: PlayerWorld): string | undefined {
  const message = world.notices.state.dialogs[0]?.message;
  return message && 'key' in message ? message.key : undefined;
}

Given('the install sheet runs on an {string}', async function (this: PlayerWorld, phone: string) { await runOn(this, phone); });
Given('the browser has offered its install prompt', function (this: PlayerWorld) { rig(this).source.offer(); });
Given('the browser has offered its install prompt, to be {string}', function (this: PlayerWorld, answer: string) { rig(this).source.offer(answer as 'accepted' | 'dismissed'); });
Given("the player's Android phone has captured the browser's install prompt, to be {string}", async function (this: PlayerWorld, answer: string) { await runOn(this, 'Android phone'); rig(this).source.offer(answer as 'accepted' | 'dismissed'); });
Given("the player's Android phone has captured no browser install prompt", async function (this: PlayerWorld) { await runOn(this, 'Android phone'); });
Given('the {string} prompt is open', function (this: PlayerWorld, name: string) { this.container.get(this.tokens.OpenPrompts).claim(name as PromptName); });
When("the app's route becomes {string}", function (this: PlayerWorld, path: string) { sheet(this).enter(path); });
When('{int} ms pass on the install clock', async function (this: PlayerWorld, ms: number) { await advance(this, ms); });
When('the player closes the install sheet', function (this: PlayerWorld) { sheet(this).close(); });
When('the player taps Install on the install sheet', async function (this: PlayerWorld) { await sheet(this).install(); });
When('the browser reports the web app installed', function (this: PlayerWorld) { rig(this).source.installed(); });
When('a new browser session begins', function (this: PlayerWorld) { newSession(this); });
When('the player taps the profile download button', async function (this: PlayerWorld) { await downloadProfile(this); });
Then('the install sheet is {string}', function (this: PlayerWorld, kind: string) { assert.equal(sheet(this).sheet.kind, kind); });
Then('the open prompts are {string}', function (this: PlayerWorld, names: string) { assert.deepEqual([...this.container.get(this.tokens.OpenPrompts).open].join(', '), names); });
Then("the session's add-to-home-screen counter is {string}", function (this: PlayerWorld, count: string) { assert.equal(this.sessionStore.get(A2HS_COUNT_KEY), count); });
Then('the installed flag is stored', function (this: PlayerWorld) { assert.equal(this.localStore.get(WEB_APP_INSTALLED_KEY), '1'); });
Then('no installed flag is stored', function (this: PlayerWorld) { assert.equal(this.localStore.get(WEB_APP_INSTALLED_KEY), null); });
Then("the browser's install prompt was shown {int} time(s)", function (this: PlayerWorld, times: number) { assert.equal(rig(this).source.prompts, times); });
Then('the go-to-settings notice is shown', function (this: PlayerWorld) { assert.equal(shownNotice(this), 'a2hs_ios_settings'); });
Then('no link has been opened', function (this: PlayerWorld) { assert.deepEqual(rig(this).opened, []); });
Then('the link {string} is opened', async function (this: PlayerWorld, url: string) { await eventually(() => assert.deepEqual(rig(this).opened, [url])); });

// WEBCLIP flag
Given('the app runs on an {string} with no WEBCLIP flag', async function (this: PlayerWorld, phone: string) { await runOn(this, phone); storeWebclipFlag(this, 'none'); });
Given('the app runs on an {string} with the WEBCLIP flag {string}', async function (this: PlayerWorld, phone: string, stored: string) { await runOn(this, phone); storeWebclipFlag(this, stored); });
When('the app launches with the query {string}', function (this: PlayerWorld, query: string) { this.container.get(this.tokens.RecordWebclipFlag).execute(query); });
Then('the WEBCLIP flag is {string}', function (this: PlayerWorld, flag: string) { assert.equal(this.localStore.get(WEBCLIP_FLAG_KEY), flag); });
Then('the WEBCLIP flag is not set', function (this: PlayerWorld) { assert.equal(this.localStore.get(WEBCLIP_FLAG_KEY), null); });
Then('the app runs as {string}', function (this: PlayerWorld, mode: string) { assert.equal(this.container.get(this.tokens.RunMode)().runMode, mode); });
