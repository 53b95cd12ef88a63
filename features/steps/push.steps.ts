import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { RunFacts } from '../../core/device/ports';
import type { PushPermission } from '../../core/push/ports';
import type { PromptName } from '../../core/notice/open-prompts';
import { fakePushEnvironment, FakeMessaging, FakePermissions } from '../../core/testing/push-fakes';
import { db } from '../../mock-server/db';
import { pushBindings } from '../../mock-server/handlers/push';
import { sharedConfig } from '../../mock-server/handlers/shared-config';
import { scenarios } from '../../mock-server/scenarios';
import { requestLog } from '../../mock-server/request-log';
import { eventually } from '../support/eventually';
import type { PlayerWorld } from '../support/world';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const PHONES: Record<string, RunFacts> = {
  'Android phone': { userAgent: ANDROID, maxTouchPoints: 5, standaloneDisplayMode: false, navigatorStandalone: false, webclipFlag: null },
  'iPhone in Safari': { userAgent: IPHONE, maxTouchPoints: 5, standaloneDisplayMode: false, navigatorStandalone: false, webclipFlag: null },
  'iPhone home-screen app': { userAgent: IPHONE, maxTouchPoints: 5, standaloneDisplayMode: true, navigatorStandalone: true, webclipFlag: null },
};

/** The phone's browser: outlives a reload, as the permission and the provider's tokens do. */
interface Phone {
  facts: RunFacts;
  permissions: FakePermissions;
  messaging: FakeMessaging;
}
const phones = new WeakMap<PlayerWorld, Phone>();

function phone(world: PlayerWorld): Phone {
  const p = phones.get(world);
  assert.ok(p, 'add "push runs on … whose notification permission is …" first');
  return p;
}

/** Wires the phone into the page's container (before anything is resolved) and starts the session lifecycle. */
function openPage(world: PlayerWorld): void {
  const p = phone(world);
  world.container.rebind(world.tokens.Clock).toConstantValue(world.time);
  world.container.rebind(world.tokens.RunFacts).toConstantValue({ read: () => p.facts });
  world.container.rebind(world.tokens.PushEnvironment).toConstantValue(() => Promise.resolve(fakePushEnvironment(p.permissions, p.messaging)));
  world.container.get(world.tokens.SessionLifecycle).start();
}

Given('push runs on an {string} whose notification permission is {string}', function (this: PlayerWorld, kind: string, permission: string) {
  const facts = PHONES[kind];
  assert.ok(facts, `no phone "${kind}"`);
  phones.set(this, { facts, permissions: new FakePermissions(permission as PushPermission), messaging: new FakeMessaging('/m/') });
  openPage(this);
});

Given('the browser will answer {string}', function (this: PlayerWorld, answer: string) {
  phone(this).permissions.answer = answer as PushPermission;
});

Given('merchant {string} changes its vapid key to {string}', async function (code: string, vapidKey: string) {
  await db.merchants.update((q) => q.where({ code }), {
    data(merchant) {
      merchant.smsProvider = { ...merchant.smsProvider, vapidKey };
    },
  });
});

Given('the consolidated settings of merchant {string} carry the provider config, vapid key included, only in smsProvider', async function (code: string) {
  const merchant = db.merchants.findFirst((q) => q.where({ code }));
  assert.ok(merchant, `no merchant ${code}`);
  const served = sharedConfig(merchant, scenarios.get(), 'https://m.mock.invalid');
  assert.equal('firebase' in served, false, 'a `firebase` object is served beside smsProvider');
  const provider = served.smsProvider as Record<string, unknown>;
  for (const field of ['firebase', 'appId', 'apiKey', 'authDomain', 'projectId', 'messagingSenderId', 'googleWebClientId', 'vapidKey']) {
    assert.ok(field in provider, `smsProvider has no ${field}`);
  }
  assert.ok(provider.vapidKey, 'smsProvider carries no vapid key');
});

When('{int} days pass', function (this: PlayerWorld, days: number) {
  this.time.advance(days * 24 * 60 * 60 * 1000);
});

When('the player reopens the site on that phone', function (this: PlayerWorld) {
  // A new page over the same storage: the session and the push token record survive it.
  const merchant = this.container.get(this.tokens.AppConfig).merchantCode;
  this.useSite(merchant, this.network.secure ? 'https' : 'http');
  openPage(this);
});

const otherPrompts = new WeakMap<PlayerWorld, () => void>();
Given('the {string} prompt is open on that page', function (this: PlayerWorld, name: string) {
  otherPrompts.set(this, this.container.get(this.tokens.OpenPrompts).claim(name as PromptName));
});
When('that prompt closes', function (this: PlayerWorld) {
  otherPrompts.get(this)?.();
});

When('the player answers the push permission modal with {string}', function (this: PlayerWorld, answer: string) {
  this.container.get(this.tokens.PushPrompt).answer(answer as 'allow' | 'not-now');
});

Then('the push permission modal opens', async function (this: PlayerWorld) {
  const prompt = this.container.get(this.tokens.PushPrompt);
  // The push code is a lazy chunk: its first import takes real time (longer on a busy machine), so wait up to 5 s of it.
  for (const started = Date.now(); !prompt.open && Date.now() - started < 5_000; ) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.equal(prompt.open, true);
});

Then('the push permission modal waits, unseen', async function (this: PlayerWorld) {
  const prompt = this.container.get(this.tokens.PushPrompt);
  // The push code is a lazy chunk: its first import takes real time.
  await eventually(() => assert.equal(prompt.asked, true, 'the push permission modal was never asked'));
  assert.equal(prompt.open, false);
});

Then('the push permission modal is closed', function (this: PlayerWorld) {
  assert.equal(this.container.get(this.tokens.PushPrompt).open, false);
});

/** The CSP_fcm* calls the mock received, in order, shortened. */
function pushCalls(): string[] {
  return requestLog.all()
    .filter((entry) => entry.path.includes('/CSP_fcm'))
    .map((entry) => {
      const body = entry.body as { registrationToken?: string; topic?: string; unsubscribeAll?: boolean };
      if (entry.path.endsWith('CSP_fcmBind')) return `bind ${body.registrationToken}`;
      if (entry.path.endsWith('CSP_fcmSubscribe')) return `subscribe ${body.registrationToken} ${body.topic}`;
      return `${body.unsubscribeAll === true ? 'unsubscribeAll' : 'unsubscribe'} ${body.registrationToken}`;
    });
}

Then('the push calls were {string}', function (expected: string) {
  assert.deepEqual(pushCalls(), expected === '' ? [] : expected.split(', '));
});

Then('the mock holds token {string} for {string} with topics {string}', function (token: string, userName: string, topics: string) {
  const binding = pushBindings().get(token);
  assert.equal(binding?.userName, userName);
  assert.deepEqual(binding?.topics, topics === '' ? [] : topics.split(', '));
});

Then('the messaging provider made {int} token(s)', function (this: PlayerWorld, count: number) {
  assert.equal(phone(this).messaging.calls.filter((c) => c.startsWith('getToken')).length, count);
});

Then('the messaging provider deleted {string}', function (this: PlayerWorld, token: string) {
  assert.ok(phone(this).messaging.calls.includes(`deleteToken ${token}`), phone(this).messaging.calls.join(', '));
});

Then('the browser was asked for the notification permission', function (this: PlayerWorld) {
  assert.equal(phone(this).permissions.requests, 1);
});

Then('the messaging provider was last asked with vapid key {string}', function (this: PlayerWorld, vapidKey: string) {
  assert.equal(phone(this).messaging.requests.at(-1)?.vapidKey, vapidKey);
});

const toastKeys = (world: PlayerWorld) => world.notices.state.toasts.map((t) => ('key' in t.message ? t.message.key : t.message.raw));

Then('a toast shows {string}', function (this: PlayerWorld, key: string) {
  assert.ok(toastKeys(this).includes(key), toastKeys(this).join(', '));
});

Then('no toast shows {string}', function (this: PlayerWorld, key: string) {
  assert.ok(!toastKeys(this).includes(key), toastKeys(this).join(', '));
});
