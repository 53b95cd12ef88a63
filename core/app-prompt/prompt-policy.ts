import { canSeeDownloadPrompts } from '../session/member-info';
import { NOT_LOGGED_IN } from '../session-state/member-type';
import { hostOf, httpLink, settingNumber } from './decode-settings';
import type {
  PromptDecision,
  PromptLook,
  PromptMember,
  PromptRoute,
  PromptSessionFacts,
  PromptSetting,
  PromptSettingKey,
  PromptSettings,
  PromptStats,
} from './model';

export interface PromptFacts {
  readonly settings: PromptSettings;
  /** null for a guest. */
  readonly member: PromptMember | null;
  /** null while unknown (guest, not fetched yet, or the fetch failed). */
  readonly stats: PromptStats | null;
  readonly route: PromptRoute;
  /** The page's host (or origin). */
  readonly domain: string;
  readonly session: PromptSessionFacts;
  /** Clock.now(), for days since regDate. */
  readonly now: number;
}

const DAY_MS = 86_400_000;

/** True when the setting is on and its value reads as a whole number (its threshold). */
function threshold(setting: PromptSetting): number | null {
  return setting.enabled ? settingNumber(setting) : null;
}

/** Whole days since regDate (player-journey §9 "reg_days and reg_days_forced count days since regDate"); null when unknown. */
export function daysSinceRegistration(regDate: string | null, now: number): number | null {
  if (!regDate) return null;
  const at = Date.parse(regDate.trim().replace(' ', 'T'));
  return Number.isNaN(at) ? null : Math.floor((now - at) / DAY_MS);
}

/** shell §5 "Domain rule of prompts: domains_switch 1 all domains, 2 all except listed, 3 only listed" (off or another value: all). */
export function domainAllowed(setting: PromptSetting, domain: string): boolean {
  if (!setting.enabled) return true;
  const mode = settingNumber(setting);
  if (mode !== 2 && mode !== 3) return true;
  const host = hostOf(domain);
  const listed = host !== null && setting.domains.some((d) => host === d || host.endsWith(`.${d}`));
  return mode === 2 ? !listed : listed;
}

/** The setting's text when on (the decoder has trimmed it; '' is none). */
function text(setting: PromptSetting): string | null {
  return setting.enabled && setting.value ? setting.value : null;
}

/** How a shown prompt looks: bottom_app_bar_mode, theme (default light), app_background, app_desc, bottom_app_desc. */
export function promptLook(settings: PromptSettings): PromptLook {
  const mode = text(settings.bottom_app_bar_mode)?.toLowerCase();
  const theme = text(settings.theme)?.toLowerCase();
  return {
    mode: mode === 'fullscreen' ? 'fullscreen' : 'bottom',
    theme: theme === 'dark' ? 'dark' : 'light',
    background: httpLink(text(settings.app_background)),
    description: text(settings.app_desc),
    bottomDescription: text(settings.bottom_app_desc),
  };
}

interface Trigger {
  readonly key: PromptSettingKey;
  readonly forced: boolean;
  readonly holds: boolean;
}

function countTriggers(settings: PromptSettings, count: number | null, kind: 'deposit' | 'withdrawal'): Trigger[] {
  const read = (key: PromptSettingKey, test: (n: number, c: number) => boolean, forced: boolean): Trigger => {
    const n = threshold(settings[key]);
    return { key, forced, holds: n !== null && count !== null && test(n, count) };
  };
  const exactly = (n: number, c: number) => c === n;
  const atLeast = (n: number, c: number) => c >= n;
  return [
    read(`${kind}_times` as PromptSettingKey, exactly, false),
    read(`${kind}_times_forced` as PromptSettingKey, exactly, true),
    read(`${kind}_least_times` as PromptSettingKey, atLeast, false),
    read(`${kind}_least_times_forced` as PromptSettingKey, atLeast, true),
  ];
}

function firstTrigger(setting: PromptSetting, key: PromptSettingKey, count: number | null): Trigger {
  // "first_deposit"/"first_withdraw": on with value 1 (or no value) means "before the first one".
  const wanted = setting.enabled && (setting.value === '' || settingNumber(setting) === 1 || setting.value.toLowerCase() === 'true');
  return { key, forced: false, holds: wanted && count === 0 };
}

/** The conditions of a route that carries the prompt (the player's own request has none). */
function routeTriggers({ settings, stats, member, now }: PromptFacts, route: Exclude<PromptRoute, 'request'>): Trigger[] {
  const days = daysSinceRegistration(member?.regDate ?? null, now);
  const regDays = (key: 'reg_days' | 'reg_days_forced'): Trigger => {
    const n = threshold(settings[key]);
    return { key, forced: key === 'reg_days_forced', holds: n !== null && days !== null && days >= n };
  };
  const registration = [regDays('reg_days'), regDays('reg_days_forced')];
  switch (route) {
    case 'deposit': {
      const deposits = stats?.deposits ?? null;
      return [firstTrigger(settings.first_deposit, 'first_deposit', deposits), ...countTriggers(settings, deposits, 'deposit'), ...registration];
    }
    case 'withdraw': {
      const withdrawals = stats?.withdrawals ?? null;
      return [firstTrigger(settings.first_withdraw, 'first_withdraw', withdrawals), ...countTriggers(settings, withdrawals, 'withdrawal'), ...registration];
    }
    case 'bind-card': {
      const mode = threshold(settings.bind_card);
      const bound = stats ? stats.bankCards + stats.virtualWallets + stats.eWallets : null;
      // player-journey §9 "bind_card 1 means only when no card is bound, 2 means every time".
      const holds = mode === 2 || (mode === 1 && bound === 0);
      return [{ key: 'bind_card', forced: false, holds }, ...registration];
    }
    case 'in-game':
      return [{ key: 'in_game_popup_interval', forced: false, holds: (threshold(settings.in_game_popup_interval) ?? 0) >= 1 }];
  }
}

/**
 * The app-download prompt policy (docs/decisions.md "App-download prompt policy", one line per setting):
 * whether a prompt shows on `route`, forced or closable, and how it looks. Pure: every fact is an argument.
 */
export function decidePrompt(facts: PromptFacts): PromptDecision {
  const { settings, member, route, session } = facts;
  const type = member?.type ?? NOT_LOGGED_IN;
  if (member && !canSeeDownloadPrompts(type)) return { kind: 'none', reason: 'member-type' };
  const loginRequired = settings.login_required.enabled;
  if (!member && loginRequired) return { kind: 'none', reason: 'login-required' };
  if (!domainAllowed(settings.domains_switch, facts.domain)) return { kind: 'none', reason: 'domain' };
  // player-journey §9 "login_required value 1 means closable": on with another value, what shows is forced.
  const forcedByLogin = loginRequired && settingNumber(settings.login_required) !== 1;
  const look = promptLook(settings);
  if (route === 'request') {
    return { kind: 'show', forced: session.forcedThisSession || forcedByLogin, because: [], ...look };
  }
  if (!settings.download_condition_switch.enabled || settingNumber(settings.download_condition_switch) === 0) {
    return { kind: 'none', reason: 'conditions-off' };
  }
  const held = routeTriggers(facts, route).filter((t) => t.holds);
  if (session.forcedThisSession) return { kind: 'show', forced: true, because: held.map((t) => t.key), ...look };
  if (held.length === 0) return { kind: 'none', reason: 'no-condition' };
  const forced = forcedByLogin || held.some((t) => t.forced);
  return { kind: 'show', forced, because: held.map((t) => t.key), ...look };
}
