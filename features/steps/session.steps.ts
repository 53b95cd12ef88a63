import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DEFAULT_SHARED_CONFIG, type CaptchaScene } from '../../core/config/shared-config';
import type { WebManifest } from '../../core/manifest/web-manifest';
import { canSeeDownloadPrompts, hasChat, isAgent, showsVipBenefit } from '../../core/session/member-info';
import { db } from '../../mock-server/db';
import { findMember, openSession } from '../../mock-server/handlers/sign-in';
import { requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import type { WhiteLabelFlag } from '../../mock-server/white-label-flags';
import type { PlayerWorld } from '../support/world';

/** What the page would have received: manifests published and console warnings, per scenario. */
interface Recorded {
  readonly manifests: WebManifest[];
  readonly warnings: string[];
  nativeToken: string | null;
}
const recorded = new WeakMap<PlayerWorld, Recorded>();

/** Swaps the browser-only publisher and the console for recorders (before anything resolves them). */
function record(world: PlayerWorld): Recorded {
  let r = recorded.get(world);
  if (!r) {
    const fresh: Recorded = { manifests: [], warnings: [], nativeToken: null };
    world.container.rebind(world.tokens.ManifestPublisher).toConstantValue({ publish: (m) => fresh.manifests.push(m) });
    world.container.rebind(world.tokens.Logger).toConstantValue({ warn: (m) => fresh.warnings.push(m) });
    recorded.set(world, fresh);
    r = fresh;
  }
  return r;
}

const onOff = (on: boolean): string => (on ? 'on' : 'off');
const state = (world: PlayerWorld) => world.container.get(world.tokens.SessionState);

Given('the session lifecycle is running', function (this: PlayerWorld) {
  record(this);
  this.container.get(this.tokens.SessionLifecycle).start();
});
Given('the member {string} has type {int}', async function (this: PlayerWorld, userName: string, type: number) {
  const merchantCode = this.container.get(this.tokens.AppConfig).merchantCode;
  await db.members.update((q) => q.where({ merchantCode, userName }), {
    data(member) {
      member.type = type;
    },
  });
});
Given('the native app holds a session token for {string}', async function (this: PlayerWorld, userName: string) {
  const member = findMember(this.container.get(this.tokens.AppConfig).merchantCode, userName);
  assert.ok(member, `no member ${userName}`);
  record(this).nativeToken = await openSession(member);
});
Given('the mock turns the white-label flag {string} on for {string}', function (flag: string, merchant: string) {
  scenarios.set({ whiteLabel: { [merchant]: { [flag as WhiteLabelFlag]: true } } });
});
Given('merchant {string} has no PWA settings', async function (code: string) {
  await db.merchants.update((q) => q.where({ code }), {
    data(merchant) {
      merchant.mobileTemplate = { ...merchant.mobileTemplate, pwa: null };
    },
  });
});

When('the session calls have settled', async function (this: PlayerWorld) {
  await this.container.get(this.tokens.SessionLifecycle).whenIdle();
});
When('the session settings have been applied', async function (this: PlayerWorld) {
  const last = this.container.get(this.tokens.ApplySessionSettings).last;
  assert.ok(last, 'the session settings were not applied');
  await last;
});
Then('the member {string} speaks {string} on the server', function (this: PlayerWorld, userName: string, language: string) {
  assert.equal(findMember(this.container.get(this.tokens.AppConfig).merchantCode, userName)?.language, language);
});
When('the player logs out', async function (this: PlayerWorld) {
  assert.equal((await this.container.get(this.tokens.Logout).execute()).kind, 'logged-out');
});
When('the page opens with that token in the query', function (this: PlayerWorld) {
  const token = record(this).nativeToken;
  assert.equal(this.container.get(this.tokens.AdoptQueryToken).execute(`?inApp=1&token=${token}`).kind, 'adopted');
});
When('the app loads the shared config', async function (this: PlayerWorld) {
  record(this);
  await this.container.get(this.tokens.SharedConfigStore).execute();
});
When('the app loads the shared config twice', async function (this: PlayerWorld) {
  record(this);
  const loader = this.container.get(this.tokens.SharedConfigStore);
  await Promise.all([loader.execute(), loader.execute()]);
  await loader.execute();
});
When('the app installs the manifest', async function (this: PlayerWorld) {
  record(this);
  await this.container.get(this.tokens.InstallManifest).execute();
});
When('the app installs the manifest twice', async function (this: PlayerWorld) {
  record(this);
  await this.container.get(this.tokens.InstallManifest).execute();
  await this.container.get(this.tokens.InstallManifest).execute();
});

Then('the mock backend received {int} {string} request(s) for {string}', function (count: number, method: string, path: string) {
  assert.equal(requestLog.count(path, method), count);
});
Then('the token sync carried the player\'s bearer token', function (this: PlayerWorld) {
  const sync = requestLog.last('/wps/session/token/sync', 'POST');
  assert.equal(sync?.headers.authorization, `Bearer ${this.session.read()?.token}`);
});
Then('the member info names {string}', function (this: PlayerWorld, userName: string) {
  assert.equal(state(this).memberInfo?.userName, userName);
});
Then('the VIP benefit is shown', function (this: PlayerWorld) {
  assert.equal(showsVipBenefit(state(this).memberInfo), true);
});
Then('no member info is held', function (this: PlayerWorld) {
  assert.equal(state(this).memberInfo, null);
});
Then('the member type is {int}', function (this: PlayerWorld, type: number) {
  assert.equal(state(this).memberType, type);
});
Then(
  'for this member download prompts are {word}, agent is {word} and chat is {word}',
  function (this: PlayerWorld, prompts: string, agent: string, chat: string) {
    const type = state(this).memberType;
    assert.deepEqual([onOff(canSeeDownloadPrompts(type)), onOff(isAgent(type)), onOff(hasChat(type))], [prompts, agent, chat]);
  },
);
Then('the session belongs to {string} with type {int}', function (this: PlayerWorld, userName: string, type: number) {
  const session = state(this).session;
  assert.equal(session?.token, record(this).nativeToken);
  assert.deepEqual([session?.userName, session?.type, state(this).memberType], [userName, type, type]);
  assert.ok(session?.id, 'the adopted session got its member id');
});
Then('the white-label flag {string} is {word}', function (this: PlayerWorld, flag: string, on: string) {
  assert.equal(onOff(this.container.get(this.tokens.SharedConfigStore).flag(flag)), on);
});
Then('the captcha for {string} is {word}', function (this: PlayerWorld, scene: string, on: string) {
  const config = this.container.get(this.tokens.SharedConfigStore).config;
  assert.equal(onOff(config?.captcha[scene as CaptchaScene] === true), on);
});
Then('the shared config holds the defaults', function (this: PlayerWorld) {
  assert.equal(this.container.get(this.tokens.SharedConfigStore).config, DEFAULT_SHARED_CONFIG);
});
Then('no manifest is published', function (this: PlayerWorld) {
  assert.deepEqual(record(this).manifests, []);
});
Then('the warning {string} is logged', function (this: PlayerWorld, warning: string) {
  assert.ok(record(this).warnings.includes(warning), `warnings: ${record(this).warnings.join(' | ')}`);
});
Then('{int} manifest(s) named {string} is/are published', function (this: PlayerWorld, count: number, name: string) {
  const { manifests } = record(this);
  assert.equal(manifests.length, count);
  assert.ok(manifests.every((m) => m.name === name && m.short_name === name));
});
Then(
  'the manifest is standalone, portrait, scoped to {string} and starts at {string}',
  function (this: PlayerWorld, scope: string, start: string) {
    const manifest = record(this).manifests[0];
    assert.deepEqual(
      [manifest?.display, manifest?.orientation, manifest?.scope, manifest?.start_url, manifest?.theme_color, manifest?.background_color],
      ['standalone', 'portrait', scope, start, '#ffffff', '#ffffff'],
    );
  },
);
Then('the manifest has icons of {int}, {int}, {int} and {int} px', function (this: PlayerWorld, a: number, b: number, c: number, d: number) {
  const icons = record(this).manifests[0]?.icons ?? [];
  assert.deepEqual(
    icons.map((i) => i.sizes),
    [a, b, c, d].map((s) => `${s}x${s}`),
  );
  assert.ok(icons.every((i) => i.type === 'image/png' && i.src !== ''));
});
