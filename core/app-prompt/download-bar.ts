import type { RunModeKind } from '../device/run-mode';
import { settingNumber } from './decode-settings';
import type { PromptMember, PromptSettings } from './model';

export interface DownloadBarFacts {
  readonly settings: PromptSettings;
  readonly member: PromptMember | null;
  readonly runMode: RunModeKind;
  /** Session storage hideDownloadBar (shell §4 "Download bar and app window"). */
  readonly hiddenThisSession: boolean;
}

/** The configured VIP rank level (download_bar_rank_level, ours): 0 when off, unreadable or below 0. */
export function downloadBarLevel(settings: PromptSettings): number {
  const level = settings.download_bar_rank_level.enabled ? settingNumber(settings.download_bar_rank_level) : null;
  return Math.max(level ?? 0, 0);
}

/**
 * player-journey §4 "Download bar: shown unless hidden this session, or the user is in the app or a
 * home-screen app"; §6 "may require login if configured (login_required), and shows only when the member's VIP
 * rank level reaches a configured level"; shell §5 "Download prompt for member types 0, 1, 2 only".
 */
export function showsDownloadBar({ settings, member, runMode, hiddenThisSession }: DownloadBarFacts): boolean {
  if (hiddenThisSession || runMode !== 'browser') return false;
  if (!member) return !settings.login_required.enabled && downloadBarLevel(settings) === 0;
  if (member.type !== 0 && member.type !== 1 && member.type !== 2) return false;
  return member.rankLevel >= downloadBarLevel(settings);
}
