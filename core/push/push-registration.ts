import type { SharedConfigSource } from '../config/shared-config-store';
import type { RunMode, RunModeKind } from '../device/run-mode';
import type { ApiClient } from '../http/api-client';
import { TOAST_DURATION_MS } from '../http/classify-failure';
import { endpoints } from '../http/endpoints';
import type { KeyValueStore } from '../runtime/ports';
import type { Clock } from '../runtime/ports';
import { text } from '../notice/model';
import type { Notifier } from '../notice/ports';
import type { PushPrompt } from './push-prompt';
import { decodeTokenRecord, encodeTokenRecord, PUSH_TOKEN_KEY, tokenChange, type SubscriptionDetails, type TokenChange } from './push-token-record';
import type { PushEnvironment, PushPermission, PushPort, PushTopic, TokenRequest } from './ports';

/**
 * Local storage: when the player last answered "Not now" (Clock time, ms). The modal is not asked again
 * for 7 days, the push token's refresh age (docs/decisions.md "Prompts: iOS install flow, push Not now, one modal at a time").
 */
export const PUSH_NOT_NOW_KEY = 'pushPromptNotNow';
export const PUSH_NOT_NOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Session storage: the notification_request_tips message was shown this session. */
export const PUSH_TIP_SHOWN_KEY = 'pushDeniedTipShown';

/** iOS delivers web push only to a home-screen app (docs/decisions.md "Push notifications"). */
const IOS_HOME_SCREEN: ReadonlySet<RunModeKind> = new Set(['webclip', 'pwa']);

export type PushSkipReason = 'ios-browser' | 'unsupported' | 'no-vapid-key' | 'denied' | 'declined' | 'signed-out' | 'no-token';

export type PushOutcome =
  | { readonly kind: 'subscribed'; readonly token: string; readonly tokenChange: TokenChange }
  | { readonly kind: 'unsubscribed'; readonly token: string }
  | { readonly kind: 'skipped'; readonly reason: PushSkipReason }
  | { readonly kind: 'failed'; readonly reason: 'token' | 'bind' | 'subscribe' | 'unsubscribe' };

export interface PushRegistrationDeps {
  readonly api: ApiClient;
  readonly sharedConfig: SharedConfigSource;
  readonly runMode: () => RunMode;
  readonly environment: PushEnvironment;
  readonly prompt: PushPrompt;
  readonly notifier: Notifier;
  readonly clock: Clock;
  /** Local storage: the token record and the "Not now" answer outlive the session (both belong to the browser). */
  readonly localMemory: KeyValueStore;
  /** Session storage: the shown tip. */
  readonly sessionMemory: KeyValueStore;
}

const skipped = (reason: PushSkipReason): PushOutcome => ({ kind: 'skipped', reason });

/**
 * Push registration (player-journey §4 "After login" / "After logout" / "Push token", §5 "Push
 * registration happens only when the provider settings contain a vapid key", §8 "Push permission denied:
 * message notification_request_tips"). Runs one step at a time: a logout waits for the registration
 * before it (closing its prompt). Failures are quiet: only the denied tip is shown.
 * docs/decisions.md "Push notifications".
 */
export class PushRegistration implements PushPort {
  private queue: Promise<unknown> = Promise.resolve();
  /** Replaced at every logout: work begun under an older one belongs to a session that has ended. */
  private session: object = {};

  constructor(private readonly deps: PushRegistrationDeps) {}

  bindAndSubscribe(topic: PushTopic): Promise<void> {
    return this.register(topic).then(() => undefined);
  }

  unsubscribeAll(): Promise<void> {
    return this.unregister().then(() => undefined);
  }

  register(topic: PushTopic): Promise<PushOutcome> {
    const session = this.session;
    return this.serially(() => this.runRegister(topic, session));
  }

  /** Ends the session's registration: closes an open prompt, then unsubscribes the stored token from every topic. */
  unregister(): Promise<PushOutcome> {
    this.session = {};
    this.deps.prompt.close();
    return this.serially(() => this.runUnregister());
  }

  private serially(work: () => Promise<PushOutcome>): Promise<PushOutcome> {
    const next = this.queue.then(work, work);
    this.queue = next;
    return next;
  }

  private async runRegister(topic: PushTopic, session: object): Promise<PushOutcome> {
    if (session !== this.session) return skipped('signed-out');
    const mode = this.deps.runMode();
    if (mode.isIos && !IOS_HOME_SCREEN.has(mode.runMode)) return skipped('ios-browser');
    const { permissions } = this.deps.environment;
    let permission: PushPermission = await permissions.state().catch((): PushPermission => 'unsupported');
    if (permission === 'unsupported') return skipped('unsupported');
    const request = await this.tokenRequest();
    if (!request) return skipped('no-vapid-key');

    if (permission === 'default') {
      const asked = await this.ask(session);
      if (asked !== 'allow') return skipped(asked);
      try {
        permission = await permissions.request();
      } catch {
        // Left 'default': a browser that fails to ask is as its prompt dismissed (docs/decisions.md "Prompts: … push Not now").
      }
    }
    if (session !== this.session) return skipped('signed-out');
    if (permission === 'denied') {
      this.showDeniedTip();
      return skipped('denied');
    }
    if (permission !== 'granted') {
      // The browser's own prompt was dismissed: as "Not now".
      this.rememberNotNow();
      return skipped('declined');
    }
    return this.bind(topic, request);
  }

  private async ask(session: object): Promise<'allow' | 'declined' | 'signed-out'> {
    if (this.notNowRemembered()) return 'declined';
    const answer = await this.deps.prompt.ask();
    if (answer === 'allow') return 'allow';
    if (answer === 'closed' || session !== this.session) return 'signed-out';
    this.rememberNotNow();
    return 'declined';
  }

  /** "Not now" less than 7 days ago by the Clock; an unreadable or future time is no answer. */
  private notNowRemembered(): boolean {
    const stored = this.deps.localMemory.get(PUSH_NOT_NOW_KEY);
    // Only the digits rememberNotNow writes: nothing stored, or anything else, is no answer.
    if (!stored?.match(/^\d+$/)) return false;
    const age = this.deps.clock.now() - Number(stored);
    return age >= 0 && age < PUSH_NOT_NOW_MS;
  }

  private rememberNotNow(): void {
    this.deps.localMemory.set(PUSH_NOT_NOW_KEY, String(this.deps.clock.now()));
  }

  private async bind(topic: PushTopic, request: TokenRequest): Promise<PushOutcome> {
    let token: { value: string; change: TokenChange };
    try {
      token = await this.token(request);
    } catch {
      return { kind: 'failed', reason: 'token' };
    }
    try {
      await this.deps.api.post(endpoints.fcmBind, { registrationToken: token.value });
    } catch {
      return { kind: 'failed', reason: 'bind' };
    }
    try {
      await this.deps.api.post(endpoints.fcmSubscribe, { registrationToken: token.value, topic });
    } catch {
      return { kind: 'failed', reason: 'subscribe' };
    }
    return { kind: 'subscribed', token: token.value, tokenChange: token.change };
  }

  /** The stored token while it is young and made for these details; else a new one (the old one deleted first). */
  private async token(request: TokenRequest): Promise<{ value: string; change: TokenChange }> {
    const { messaging } = this.deps.environment;
    const details: SubscriptionDetails = {
      vapidKey: request.vapidKey,
      senderId: request.provider.messagingSenderId ?? '',
      appId: request.provider.appId ?? '',
      scope: messaging.scope,
    };
    const now = this.deps.clock.now();
    const record = decodeTokenRecord(this.deps.localMemory.get(PUSH_TOKEN_KEY));
    const change = tokenChange(record, details, now);
    if (record && change === 'kept') return { value: record.token, change };
    if (record) {
      // Best effort: a token the provider no longer knows must not stop a new one.
      await messaging.deleteToken(record.token, request).catch(() => undefined);
      this.deps.localMemory.remove(PUSH_TOKEN_KEY);
    }
    const value = await messaging.getToken(request);
    this.deps.localMemory.set(PUSH_TOKEN_KEY, encodeTokenRecord({ token: value, createdAt: now, details }));
    return { value, change };
  }

  private async runUnregister(): Promise<PushOutcome> {
    const record = decodeTokenRecord(this.deps.localMemory.get(PUSH_TOKEN_KEY));
    if (!record) return skipped('no-token');
    try {
      await this.deps.api.post(endpoints.fcmUnsubscribe, { registrationToken: record.token, unsubscribeAll: true });
    } catch {
      return { kind: 'failed', reason: 'unsubscribe' };
    }
    return { kind: 'unsubscribed', token: record.token };
  }

  private async tokenRequest(): Promise<TokenRequest | null> {
    const outcome = await this.deps.sharedConfig.execute();
    if (outcome.kind !== 'loaded') return null;
    // player-journey §5 "only when the provider settings contain a vapid key".
    const provider = outcome.config.smsProvider;
    return provider.vapidKey ? { vapidKey: provider.vapidKey, provider } : null;
  }

  /** Once per session: a player who blocked notifications is not told again at every login. */
  private showDeniedTip(): void {
    if (this.deps.sessionMemory.get(PUSH_TIP_SHOWN_KEY) === '1') return;
    this.deps.sessionMemory.set(PUSH_TIP_SHOWN_KEY, '1');
    this.deps.notifier.toast(text('notification_request_tips'), TOAST_DURATION_MS);
  }
}
