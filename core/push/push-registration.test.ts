import { describe, expect, it } from 'vitest';
import { decodeSharedConfig, type FirebaseProviderConfig } from '../config/shared-config';
import type { SharedConfigSource } from '../config/shared-config-store';
import { decideRunMode } from '../device/run-mode';
import type { RunFacts } from '../device/ports';
import { endpoints } from '../http/endpoints';
import { InMemoryStore } from '../testing/in-memory-store';
import { EMPTY_PROVIDER_CONFIG } from '../identity/provider-config';
import { RIG_FIREBASE, sharedConfigWith } from '../testing/identity-rig';
import { fakePushEnvironment, FakeMessaging, FakePermissions } from '../testing/push-fakes';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { ok, ScriptedTransport } from '../testing/scripted-transport';
import { OpenPrompts } from '../notice/open-prompts';
import { PushPrompt } from './push-prompt';
import { PUSH_NOT_NOW_KEY, PUSH_NOT_NOW_MS, PushRegistration } from './push-registration';
import { PUSH_TOKEN_KEY, PUSH_TOKEN_MAX_AGE_MS } from './push-token-record';

const WITH_VAPID: FirebaseProviderConfig = { ...RIG_FIREBASE, vapidKey: 'vapid-1' };
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

function facts(over: Partial<RunFacts> = {}): RunFacts {
  return { userAgent: ANDROID, maxTouchPoints: 5, standaloneDisplayMode: false, navigatorStandalone: false, webclipFlag: null, ...over };
}

/** The shared config as decoded from these consolidated settings (the wire's shape). */
function servedSettings(settings: Record<string, unknown>): SharedConfigSource {
  const read = decodeSharedConfig(settings);
  if (!read.ok) throw new Error('not settings');
  return { execute: () => Promise.resolve({ kind: 'loaded', config: read.config } as const) };
}

interface RigOptions {
  readonly provider?: FirebaseProviderConfig;
  /** Consolidated settings as served, instead of `provider`. */
  readonly settings?: Record<string, unknown>;
  readonly permission?: FakePermissions;
  readonly run?: RunFacts;
  readonly fail?: string;
  readonly configFails?: boolean;
}

function sharedConfigOf(options: RigOptions): SharedConfigSource {
  if (options.configFails) return { execute: () => Promise.resolve({ kind: 'failed', reason: 'request-failed' } as const) };
  return options.settings ? servedSettings(options.settings) : sharedConfigWith([], options.provider ?? WITH_VAPID);
}

function rig(options: RigOptions = {}) {
  const failing = (call: string) => (options.fail === call ? ({ kind: 'response', status: 500, body: 'x' } as const) : ok(true));
  const transport = new ScriptedTransport()
    .reply(endpoints.fcmBind.path, failing('bind'))
    .reply(endpoints.fcmSubscribe.path, failing('subscribe'))
    .reply(endpoints.fcmUnsubscribe.path, failing('unsubscribe'));
  const h = requestLayerHarness(transport);
  h.session.info = { token: 'T1', userName: 'player01', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
  const env = fakePushEnvironment(options.permission ?? new FakePermissions('granted'), new FakeMessaging('/m/'));
  const openPrompts = new OpenPrompts();
  const prompt = new PushPrompt(openPrompts, h.notices);
  const localMemory = new InMemoryStore();
  const sessionMemory = new InMemoryStore();
  const push = new PushRegistration({
    api: h.api,
    sharedConfig: sharedConfigOf(options),
    runMode: () => decideRunMode(options.run ?? facts()),
    environment: env,
    prompt,
    notifier: h.notices,
    clock: h.time,
    localMemory,
    sessionMemory,
  });
  const calls = () => transport.requests.map((r) => `${r.url.replace(/^.*\/relay\//, '')} ${JSON.stringify(r.body)}`);
  return { ...h, transport, env, openPrompts, prompt, localMemory, sessionMemory, push, calls };
}

/** Lets the registration run up to the prompt. */
async function untilPromptOpens(prompt: PushPrompt): Promise<void> {
  for (let i = 0; i < 50 && !prompt.open; i++) await Promise.resolve();
  expect(prompt.open).toBe(true);
}

describe('push registration (player-journey §4 "After login" / "After logout" / "Push token")', () => {
  it('"After login: a push token is bound and subscribed to topic ALL": bind {registrationToken}, then subscribe {registrationToken, topic}', async () => {
    const r = rig();
    expect(await r.push.register('ALL')).toEqual({ kind: 'subscribed', token: 'fcm-1', tokenChange: 'created' });
    expect(r.calls()).toEqual(['CSP_fcmBind {"registrationToken":"fcm-1"}', 'CSP_fcmSubscribe {"registrationToken":"fcm-1","topic":"ALL"}']);
    expect(r.transport.requests[0]?.headers.Authorization).toBe('Bearer T1');
    expect(r.env.messaging.requests[0]).toEqual({ vapidKey: 'vapid-1', provider: WITH_VAPID });
  });

  it('"After logout: the push token is unsubscribed (unsubscribeAll)"', async () => {
    const r = rig();
    await r.push.register('ALL');
    expect(await r.push.unregister()).toEqual({ kind: 'unsubscribed', token: 'fcm-1' });
    expect(r.calls().at(-1)).toBe('CSP_fcmUnsubscribe {"registrationToken":"fcm-1","unsubscribeAll":true}');
  });

  it('a token stored by an earlier visit under local storage pushToken (a contract with tokens already on phones) is reused, then unsubscribed at logout', async () => {
    const r = rig();
    const details = { vapidKey: 'vapid-1', senderId: '1', appId: 'app', scope: '/m/' };
    r.localMemory.set('pushToken', JSON.stringify({ token: 'fcm-earlier', createdAt: r.time.now() - 60_000, details }));
    expect(await r.push.register('ALL')).toEqual({ kind: 'subscribed', token: 'fcm-earlier', tokenChange: 'kept' });
    expect(r.env.messaging.calls).toEqual([]);
    expect(await r.push.unregister()).toEqual({ kind: 'unsubscribed', token: 'fcm-earlier' });
  });

  it('logout with no token ever made: no call', async () => {
    const r = rig();
    expect(await r.push.unregister()).toEqual({ kind: 'skipped', reason: 'no-token' });
    expect(r.calls()).toEqual([]);
  });

  it('"created on first subscribe"; the same token within 7 days (the provider is not asked again)', async () => {
    const r = rig();
    await r.push.register('ALL');
    r.time.advance(PUSH_TOKEN_MAX_AGE_MS - 1);
    expect(await r.push.register('ALL')).toMatchObject({ token: 'fcm-1', tokenChange: 'kept' });
    expect(r.env.messaging.calls).toEqual(['getToken fcm-1']);
    expect(r.calls().filter((c) => c.startsWith('CSP_fcmBind'))).toHaveLength(2);
  });

  it('"refreshed when older than 7 days": the old token deleted, a new one made and bound', async () => {
    const r = rig();
    await r.push.register('ALL');
    r.time.advance(PUSH_TOKEN_MAX_AGE_MS + 1);
    expect(await r.push.register('ALL')).toMatchObject({ token: 'fcm-2', tokenChange: 'refreshed' });
    expect(r.env.messaging.calls).toEqual(['getToken fcm-1', 'deleteToken fcm-1', 'getToken fcm-2']);
    expect(r.calls().slice(-2)).toEqual(['CSP_fcmBind {"registrationToken":"fcm-2"}', 'CSP_fcmSubscribe {"registrationToken":"fcm-2","topic":"ALL"}']);
  });

  it('"replaced if subscription details change": another service worker scope', async () => {
    const r = rig();
    await r.push.register('ALL');
    (r.env.messaging as { scope: string }).scope = '/other/';
    expect(await r.push.register('ALL')).toMatchObject({ token: 'fcm-2', tokenChange: 'replaced' });
    expect(JSON.parse(r.localMemory.get(PUSH_TOKEN_KEY) ?? '{}').details).toEqual({ vapidKey: 'vapid-1', senderId: '1', appId: 'app', scope: '/other/' });
  });

  it('§5 "Push registration happens only when the provider settings contain a vapid key": none, or no provider settings → nothing', async () => {
    for (const provider of [RIG_FIREBASE, EMPTY_PROVIDER_CONFIG]) {
      const r = rig({ provider, permission: new FakePermissions('denied') });
      expect(await r.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'no-vapid-key' });
      expect(r.calls()).toEqual([]);
      expect(r.notices.toastTexts()).toEqual([]);
      expect(r.env.messaging.calls).toEqual([]);
    }
  });

  it('§8 "Push permission denied: message notification_request_tips", once per session, and no call', async () => {
    const r = rig({ permission: new FakePermissions('denied') });
    expect(await r.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'denied' });
    expect(r.notices.toastTexts()).toEqual([{ key: 'notification_request_tips' }]);
    r.time.advance(1_500);
    await r.push.register('ALL');
    expect(r.notices.toastTexts()).toEqual([]);
    expect(r.calls()).toEqual([]);
  });

  it('the tip shown earlier in this tab (session storage pushDeniedTipShown, a contract with tabs open across an update) is not shown again', async () => {
    const r = rig({ permission: new FakePermissions('denied') });
    r.sessionMemory.set('pushDeniedTipShown', '1');
    expect(await r.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'denied' });
    expect(r.notices.toastTexts()).toEqual([]);
  });

  it('iOS in the browser → no registration; iOS home-screen (web clip) → registration', async () => {
    const browser = rig({ run: facts({ userAgent: IPHONE }) });
    expect(await browser.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'ios-browser' });
    expect(browser.calls()).toEqual([]);
    const homeScreen = rig({ run: facts({ userAgent: IPHONE, navigatorStandalone: true }) });
    expect(await homeScreen.push.register('ALL')).toMatchObject({ kind: 'subscribed' });
  });

  it('iOS home-screen app in PWA mode (standalone, web clip flag "0") → registration (decisions "iOS outside a home-screen app (run mode not webclip/pwa) → nothing")', async () => {
    const run = facts({ userAgent: IPHONE, standaloneDisplayMode: true, webclipFlag: '0' });
    expect(decideRunMode(run)).toMatchObject({ isIos: true, runMode: 'pwa' });
    const r = rig({ run });
    expect(await r.push.register('ALL')).toMatchObject({ kind: 'subscribed' });
  });

  it('a permission the browser fails to report counts as no Notification API: nothing, no modal, no tip', async () => {
    const permission = new FakePermissions('default');
    permission.failState = true;
    const r = rig({ permission });
    expect(await r.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'unsupported' });
    expect(r.prompt.asked).toBe(false);
    expect(r.localMemory.keys()).toEqual([]);
    expect(r.notices.toastTexts()).toEqual([]);
    expect(r.calls()).toEqual([]);
  });

  it('no Notification API or push: nothing, not even the shared config is read', async () => {
    const r = rig({ permission: new FakePermissions('unsupported') });
    expect(await r.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'unsupported' });
    expect(r.calls()).toEqual([]);
  });

  describe('the permission modal (docs/decisions.md "Push notifications": "after login when the permission is `default`")', () => {
    it('permission "default": the modal opens; Allow asks the browser, granted → bound and subscribed', async () => {
      const r = rig({ permission: new FakePermissions('default', 'granted') });
      const outcome = r.push.register('ALL');
      await untilPromptOpens(r.prompt);
      expect(r.env.permissions.requests).toBe(0);
      r.prompt.answer('allow');
      expect(await outcome).toMatchObject({ kind: 'subscribed', token: 'fcm-1' });
      expect(r.env.permissions.requests).toBe(1);
    });

    it('Allow, then the browser denies → notification_request_tips', async () => {
      const r = rig({ permission: new FakePermissions('default', 'denied') });
      const outcome = r.push.register('ALL');
      await untilPromptOpens(r.prompt);
      r.prompt.answer('allow');
      expect(await outcome).toEqual({ kind: 'skipped', reason: 'denied' });
      expect(r.notices.toastTexts()).toEqual([{ key: 'notification_request_tips' }]);
    });

    it('Not now closes it, asks the browser nothing, and is remembered in local storage with the Clock\'s time', async () => {
      const r = rig({ permission: new FakePermissions('default') });
      const outcome = r.push.register('ALL');
      await untilPromptOpens(r.prompt);
      r.prompt.answer('not-now');
      expect(await outcome).toEqual({ kind: 'skipped', reason: 'declined' });
      expect(r.localMemory.get(PUSH_NOT_NOW_KEY)).toBe(String(r.time.now()));
      expect(r.sessionMemory.keys()).toEqual([]);
      expect(await r.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'declined' });
      expect(r.prompt.open).toBe(false);
      expect(r.env.permissions.requests).toBe(0);
      expect(r.notices.toastTexts()).toEqual([]);
    });

    it('"Not now" holds for 7 days, beyond the session (a new session keeps local storage); from 7 days on it is asked again', async () => {
      expect(PUSH_NOT_NOW_MS).toBe(7 * 24 * 60 * 60 * 1000);
      const r = rig({ permission: new FakePermissions('default') });
      const first = r.push.register('ALL');
      await untilPromptOpens(r.prompt);
      r.prompt.answer('not-now');
      await first;
      r.time.advance(PUSH_NOT_NOW_MS - 1);
      const later = rig({ permission: new FakePermissions('default') });
      later.localMemory.set(PUSH_NOT_NOW_KEY, r.localMemory.get(PUSH_NOT_NOW_KEY)!);
      later.time.advance(r.time.now() - later.time.now());
      expect(await later.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'declined' });
      later.time.advance(1);
      const asked = later.push.register('ALL');
      await untilPromptOpens(later.prompt);
      later.prompt.answer('not-now');
      expect(await asked).toEqual({ kind: 'skipped', reason: 'declined' });
      expect(later.localMemory.get(PUSH_NOT_NOW_KEY)).toBe(String(later.time.now()));
    });

    it('a stored time that cannot be read, or that lies ahead of the Clock, is no answer ("an unreadable or future time counts as no answer"): the modal opens', async () => {
      // From the fourth on, each would read as a minute ago to a lenient Number(): only plain digits count.
      const unreadable = [() => 'yes', () => '', () => '-5', (t: number) => ` ${t}`, (t: number) => `${t} `, (t: number) => `${t}.0`, (t: number) => `${t / 1000}e3`, (t: number) => `+${t}`];
      for (const form of [...unreadable, () => String(Number.MAX_SAFE_INTEGER)]) {
        const r = rig({ permission: new FakePermissions('default') });
        const stored = form(r.time.now() - 60_000);
        r.localMemory.set(PUSH_NOT_NOW_KEY, stored);
        const outcome = r.push.register('ALL');
        await untilPromptOpens(r.prompt);
        r.prompt.close();
        expect(await outcome, stored).toEqual({ kind: 'skipped', reason: 'signed-out' });
      }
    });

    it('"Not now" at the very moment stored (age 0) holds', async () => {
      const r = rig({ permission: new FakePermissions('default') });
      r.localMemory.set(PUSH_NOT_NOW_KEY, String(r.time.now()));
      expect(await r.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'declined' });
    });

    it('a "Not now" stored by an earlier visit under local storage pushPromptNotNow (a contract with answers already on phones) holds', async () => {
      const r = rig({ permission: new FakePermissions('default') });
      r.localMemory.set('pushPromptNotNow', String(r.time.now() - 60_000));
      const outcome = r.push.register('ALL');
      for (let i = 0; i < 50 && !r.prompt.asked; i++) await Promise.resolve();
      expect(r.prompt.asked).toBe(false);
      expect(await outcome).toEqual({ kind: 'skipped', reason: 'declined' });
    });

    it('Allow, then the browser fails to ask: as its prompt dismissed ("The browser\'s own prompt dismissed counts as Not now")', async () => {
      const permission = new FakePermissions('default', 'granted');
      permission.failRequest = true;
      const r = rig({ permission });
      const outcome = r.push.register('ALL');
      await untilPromptOpens(r.prompt);
      r.prompt.answer('allow');
      expect(await outcome).toEqual({ kind: 'skipped', reason: 'declined' });
      expect(r.env.permissions.requests).toBe(1);
      expect(r.localMemory.get(PUSH_NOT_NOW_KEY)).toBe(String(r.time.now()));
      expect(r.calls()).toEqual([]);
      expect(r.notices.toastTexts()).toEqual([]);
    });

    it('the browser prompt dismissed (still "default") counts as Not now', async () => {
      const r = rig({ permission: new FakePermissions('default', 'default') });
      const outcome = r.push.register('ALL');
      await untilPromptOpens(r.prompt);
      r.prompt.answer('allow');
      expect(await outcome).toEqual({ kind: 'skipped', reason: 'declined' });
      expect(r.localMemory.get(PUSH_NOT_NOW_KEY)).toBe(String(r.time.now()));
    });

    it('never over another modal: asked while another prompt is open, it waits; it shows once that one closes', async () => {
      const r = rig({ permission: new FakePermissions('default', 'granted') });
      const release = r.openPrompts.claim('announcement-popup');
      const outcome = r.push.register('ALL');
      for (let i = 0; i < 50; i++) await Promise.resolve();
      expect(r.prompt.open).toBe(false);
      release();
      expect(r.prompt.open).toBe(true);
      r.prompt.answer('allow');
      expect(await outcome).toMatchObject({ kind: 'subscribed' });
    });

    it('a logout while it is open closes it; nothing is bound, nothing remembered', async () => {
      const r = rig({ permission: new FakePermissions('default') });
      const outcome = r.push.register('ALL');
      await untilPromptOpens(r.prompt);
      const out = r.push.unregister();
      expect(r.prompt.open).toBe(false);
      expect(await outcome).toEqual({ kind: 'skipped', reason: 'signed-out' });
      expect(await out).toEqual({ kind: 'skipped', reason: 'no-token' });
      expect(r.localMemory.get(PUSH_NOT_NOW_KEY)).toBeNull();
      expect(r.calls()).toEqual([]);
    });
  });

  it('failures are quiet: a provider that gives no token, or a failed bind, shows nothing', async () => {
    const noToken = rig();
    noToken.env.messaging.failGetToken = true;
    expect(await noToken.push.register('ALL')).toEqual({ kind: 'failed', reason: 'token' });
    expect(noToken.calls()).toEqual([]);
    const bindFails = rig({ fail: 'bind' });
    expect(await bindFails.push.register('ALL')).toEqual({ kind: 'failed', reason: 'bind' });
    expect(bindFails.calls()).toHaveLength(1);
    for (const r of [noToken, bindFails]) {
      expect(r.notices.toastTexts()).toEqual([]);
      expect(r.notices.dialogTexts()).toEqual([]);
    }
  });

  it('as the PushPort: bindAndSubscribe and unsubscribeAll resolve to nothing', async () => {
    const r = rig();
    await expect(r.push.bindAndSubscribe('ALL')).resolves.toBeUndefined();
    await expect(r.push.unsubscribeAll()).resolves.toBeUndefined();
    expect(r.calls()).toHaveLength(3);
  });
});

describe('push registration, edge cases (player-journey §4 "After logout", docs/decisions.md "Push notifications")', () => {
  it('a logout right after the login, before the registration ran: nothing is bound', async () => {
    const r = rig();
    const outcome = r.push.register('ALL');
    const out = r.push.unregister();
    expect(await outcome).toEqual({ kind: 'skipped', reason: 'signed-out' });
    expect(await out).toEqual({ kind: 'skipped', reason: 'no-token' });
    expect(r.calls()).toEqual([]);
    expect(r.env.messaging.calls).toEqual([]);
  });

  it('a logout right after the login, before the registration ran: the permission modal never opens', async () => {
    const r = rig({ permission: new FakePermissions('default') });
    const opened: boolean[] = [];
    r.prompt.open$.subscribe((open) => opened.push(open));
    const outcome = r.push.register('ALL');
    void r.push.unregister();
    expect(await outcome).toEqual({ kind: 'skipped', reason: 'signed-out' });
    expect(opened).toEqual([false]);
  });

  it('a logout while the browser asks for the permission (after Allow): nothing is bound', async () => {
    const r = rig({ permission: new FakePermissions('default', 'granted') });
    const outcome = r.push.register('ALL');
    await untilPromptOpens(r.prompt);
    r.prompt.answer('allow');
    void r.push.unregister();
    expect(await outcome).toEqual({ kind: 'skipped', reason: 'signed-out' });
    expect(r.calls()).toEqual([]);
    expect(r.env.messaging.calls).toEqual([]);
  });

  it('"Not now" answered just as the player logs out: the logout wins and nothing is remembered', async () => {
    const r = rig({ permission: new FakePermissions('default') });
    const outcome = r.push.register('ALL');
    await untilPromptOpens(r.prompt);
    r.prompt.answer('not-now');
    void r.push.unregister();
    expect(await outcome).toEqual({ kind: 'skipped', reason: 'signed-out' });
    expect(r.localMemory.get(PUSH_NOT_NOW_KEY)).toBeNull();
  });

  it('the modal closed without an answer (another replaced it) is not taken as "Not now"', async () => {
    const r = rig({ permission: new FakePermissions('default') });
    const outcome = r.push.register('ALL');
    await untilPromptOpens(r.prompt);
    r.prompt.close();
    expect(await outcome).toEqual({ kind: 'skipped', reason: 'signed-out' });
    expect(r.localMemory.get(PUSH_NOT_NOW_KEY)).toBeNull();
  });

  it('failures are quiet: a failed subscribe after the bind shows nothing', async () => {
    const r = rig({ fail: 'subscribe' });
    expect(await r.push.register('ALL')).toEqual({ kind: 'failed', reason: 'subscribe' });
    expect(r.calls()).toHaveLength(2);
    expect(r.notices.toastTexts()).toEqual([]);
    expect(r.notices.dialogTexts()).toEqual([]);
  });

  it('failures are quiet: a failed unsubscribe at logout shows nothing', async () => {
    const r = rig({ fail: 'unsubscribe' });
    await r.push.register('ALL');
    expect(await r.push.unregister()).toEqual({ kind: 'failed', reason: 'unsubscribe' });
    expect(r.notices.toastTexts()).toEqual([]);
    expect(r.notices.dialogTexts()).toEqual([]);
  });

  it('"subscription details": provider settings without sender id or app id record them as empty', async () => {
    const r = rig({ provider: { ...WITH_VAPID, messagingSenderId: null, appId: null } });
    await r.push.register('ALL');
    expect(JSON.parse(r.localMemory.get(PUSH_TOKEN_KEY) ?? '{}').details).toEqual({ vapidKey: 'vapid-1', senderId: '', appId: '', scope: '/m/' });
  });

  describe('the vapid key comes in the shared config\'s smsProvider (shell §3 "smsProvider (firebase, apiKey)"; player-journey §3 "a vapid key in the provider settings")', () => {
    const SMS_PROVIDER = { firebase: '1', appId: 'a', apiKey: 'k', authDomain: 'd', projectId: 'p', messagingSenderId: 7, googleWebClientId: 'g', vapidKey: 'vk-sms' };

    it('settings with the provider config, vapid key included, only in smsProvider: the permission is asked, the token bound (CSP_fcmBind) and subscribed', async () => {
      const r = rig({ settings: { smsProvider: SMS_PROVIDER }, permission: new FakePermissions('default', 'granted') });
      const outcome = r.push.register('ALL');
      await untilPromptOpens(r.prompt);
      r.prompt.answer('allow');
      expect(await outcome).toMatchObject({ kind: 'subscribed', token: 'fcm-1' });
      expect(r.env.permissions.requests).toBe(1);
      expect(r.calls()).toEqual(['CSP_fcmBind {"registrationToken":"fcm-1"}', 'CSP_fcmSubscribe {"registrationToken":"fcm-1","topic":"ALL"}']);
      expect(r.env.messaging.requests[0]).toEqual({
        vapidKey: 'vk-sms',
        provider: { enabled: true, appId: 'a', apiKey: 'k', authDomain: 'd', projectId: 'p', messagingSenderId: '7', googleWebClientId: 'g', vapidKey: 'vk-sms' },
      });
    });

    it('the tolerated `firebase` object still gives the vapid key; smsProvider\'s wins over it', async () => {
      const variant = rig({ settings: { smsProvider: { firebase: true }, firebase: { ...SMS_PROVIDER, vapidKey: 'vk-variant' } } });
      expect(await variant.push.register('ALL')).toMatchObject({ kind: 'subscribed' });
      expect(variant.env.messaging.requests[0]?.vapidKey).toBe('vk-variant');
      const both = rig({ settings: { smsProvider: SMS_PROVIDER, firebase: { vapidKey: 'vk-variant' } } });
      await both.push.register('ALL');
      expect(both.env.messaging.requests[0]?.vapidKey).toBe('vk-sms');
    });
  });

  it('§5 "only when the provider settings contain a vapid key": shared config that cannot be loaded → nothing', async () => {
    const r = rig({ configFails: true });
    expect(await r.push.register('ALL')).toEqual({ kind: 'skipped', reason: 'no-vapid-key' });
    expect(r.calls()).toEqual([]);
  });
});
