/** shell §9 "Install modal fade 250 ms; scroll lock after 500 ms" (shell §4 "The modal fades in 250 ms; scroll lock after 500 ms"). */
export const INSTALL_MODAL_FADE_MS = 250;
export const INSTALL_MODAL_SCROLL_LOCK_MS = 500;

/** One app-prompt setting (player-journey §3 "each an enabled flag plus value"), decoded leniently. */
export interface PromptSetting {
  readonly enabled: boolean;
  /** The value as trimmed text ('' when none); read as a number or a name where the rule needs one. */
  readonly value: string;
  /** domains_switch only: the listed domains (lower-case hosts). */
  readonly domains: readonly string[];
}

/** The settings of both documents (player-journey §3 "App-prompt settings", shell §3 "Prompt settings from the server"). */
export const PROMPT_SETTING_KEYS = [
  'app_background',
  'app_desc',
  'bottom_app_desc',
  'download_condition_switch',
  'in_game_popup_interval',
  'login_required',
  'bind_card',
  'bottom_app_bar_mode',
  'deposit_times',
  'deposit_times_forced',
  'deposit_least_times',
  'deposit_least_times_forced',
  'withdrawal_times',
  'withdrawal_times_forced',
  'withdrawal_least_times',
  'withdrawal_least_times_forced',
  'first_deposit',
  'first_withdraw',
  'reg_days',
  'reg_days_forced',
  'domains_switch',
  'theme',
  // Ours (docs/decisions.md "App-download prompt policy"): the VIP rank level the download bar needs.
  'download_bar_rank_level',
] as const;

export type PromptSettingKey = (typeof PROMPT_SETTING_KEYS)[number];

/** Every key present: a missing or unreadable setting is off with an empty value. */
export type PromptSettings = Readonly<Record<PromptSettingKey, PromptSetting>>;

export const SETTING_OFF: PromptSetting = { enabled: false, value: '', domains: [] };

/** Stats used by prompts (shell §3): counts and how many cards and wallets are bound. */
export interface PromptStats {
  readonly deposits: number;
  readonly withdrawals: number;
  readonly bankCards: number;
  readonly virtualWallets: number;
  readonly eWallets: number;
}

/** Where a prompt is asked for: the three routes that carry one, the game view, or the player's own request (action button, download bar). */
export type PromptRoute = 'deposit' | 'withdraw' | 'bind-card' | 'in-game' | 'request';

export interface PromptMember {
  /** Member type; -1 for a guest (shell §3). */
  readonly type: number;
  readonly regDate: string | null;
  readonly rankLevel: number;
}

export interface PromptSessionFacts {
  /** A forced prompt was shown earlier in this session (shell §4 "once forced, it stays forced for the session"). */
  readonly forcedThisSession: boolean;
}

export type PromptMode = 'bottom' | 'fullscreen';
export type PromptTheme = 'light' | 'dark';

export interface PromptLook {
  readonly mode: PromptMode;
  readonly theme: PromptTheme;
  /** app_background: an http(s) picture, or null. */
  readonly background: string | null;
  readonly description: string | null;
  readonly bottomDescription: string | null;
}

export type PromptDecision =
  | { readonly kind: 'none'; readonly reason: string }
  | ({ readonly kind: 'show'; readonly forced: boolean; readonly because: readonly PromptSettingKey[] } & PromptLook);

/** shell §3 "Resource": resourceType (Android, IOS, MOBILECONFIG, AppDownloadIcon) and url. */
export interface DownloadResources {
  readonly android: string | null;
  readonly ios: string | null;
  readonly mobileConfig: string | null;
  readonly icon: string | null;
}
