import type { PayoutStatsOutcome } from '../../core/app-prompt/load-payout-stats';
import type { WebAppInstaller } from '../../core/app-prompt/ports';
import type { AppPromptLauncher } from '../app-prompt/app-prompt-launcher';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens app-prompt-module.ts binds. */
export const appPromptTokens = {
  /** The withdraw page's bound payout accounts (deposit and withdrawal stats). */
  LoadPayoutStats: token<UseCase<[], PayoutStatsOutcome>>('LoadPayoutStats'),
  /** The prompt's first-load handle; `get()` downloads core/app-prompt. Also bound as InGamePrompt. */
  AppDownloadPrompt: token<AppPromptLauncher>('AppDownloadPrompt'),
  /** The install modal's web-app button and the installed flag, over the add-to-home-screen capture (install-module.ts). */
  WebAppInstaller: token<WebAppInstaller>('WebAppInstaller'),
  /** The page's origin (the prompt's domain rule and the download redirect page). */
  PageOrigin: token<() => string>('PageOrigin'),
} as const;
