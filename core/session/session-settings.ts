import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { languageKeyOf, syncsLanguageToServer } from '../i18n/languages';
import type { Cancel, Scheduler } from '../runtime/ports';
import type { MemberInfo } from './member-info';
import type { SessionInfo } from '../session-state/session-info';
import type { SessionFollower } from './session-lifecycle';

/** player-journey §9 "Session settings applied | after 1 to 2.5 s delays". */
export const SESSION_SETTINGS_MIN_DELAY_MS = 1_000;
export const SESSION_SETTINGS_MAX_DELAY_MS = 2_500;

/** The delay a session draws: `random` in [0, 1) spread over 1 to 2.5 s, whole milliseconds. */
export function sessionSettingsDelay(random: number): number {
  const spread = Math.min(Math.max(random, 0), 1) * (SESSION_SETTINGS_MAX_DELAY_MS - SESSION_SETTINGS_MIN_DELAY_MS);
  return SESSION_SETTINGS_MIN_DELAY_MS + Math.round(spread);
}

export type SessionSettingsOutcome =
  /** The phone's language was written to the member's account. */
  | 'synced'
  /** Member info already names the phone's language. */
  | 'in-sync'
  /** Member type 4 (shell §3 "excluded from language sync"). */
  | 'not-synced'
  /** No member info by then (its call failed or is still running): nothing to compare. */
  | 'no-member'
  /** The session ended or changed before the delay ran out. */
  | 'ended'
  | 'sync-failed';

export interface SessionSettingsDeps {
  readonly state: { readonly session: SessionInfo | null; readonly memberInfo: MemberInfo | null };
  /** The language the page speaks now (the request layer's Language). */
  readonly language: () => string;
  readonly api: Pick<ApiClient, 'post'>;
  readonly scheduler: Scheduler;
  /** A number in [0, 1): where in the 1 to 2.5 s window this session's settings are applied. */
  readonly random: () => number;
}

/**
 * The session's settings, applied 1 to 2.5 s after a session starts (player-journey §9), once member info has had
 * time to arrive: the language sync (shell §3 "4 is excluded from language sync"). The phone's language is the
 * player's choice (shell §9: the stored setting, else the browser's), so a member whose account names another
 * language gets the phone's written to it (`member/language`), never the other way round. Quiet: nobody asked for
 * it. docs/decisions.md "Request layer and boot calls".
 */
export class ApplySessionSettings implements SessionFollower {
  private pending: Cancel | null = null;
  /** The last application's outcome, once its delay ran out (tests and features read it). */
  last: Promise<SessionSettingsOutcome> | null = null;

  constructor(private readonly deps: SessionSettingsDeps) {}

  signedIn(session: SessionInfo): Promise<void> {
    this.cancel();
    // Not awaited: the lifecycle's work would otherwise wait for the delay.
    this.pending = this.deps.scheduler.after(sessionSettingsDelay(this.deps.random()), () => {
      this.pending = null;
      this.last = this.apply(session.token);
    });
    return Promise.resolve();
  }

  signedOut(): Promise<void> {
    this.cancel();
    return Promise.resolve();
  }

  private cancel(): void {
    this.pending?.();
    this.pending = null;
  }

  private async apply(token: string): Promise<SessionSettingsOutcome> {
    const { session, memberInfo } = this.deps.state;
    if (session?.token !== token) return 'ended';
    if (!memberInfo) return 'no-member';
    if (!syncsLanguageToServer(memberInfo.type)) return 'not-synced';
    const language = this.deps.language();
    if (languageKeyOf(memberInfo.language) === languageKeyOf(language)) return 'in-sync';
    try {
      await this.deps.api.post(endpoints.memberLanguage, { language }, { alert: false });
      return 'synced';
    } catch {
      return 'sync-failed';
    }
  }
}
