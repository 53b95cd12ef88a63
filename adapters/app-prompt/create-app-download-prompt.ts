import { AppDownloadPrompt } from '../../core/app-prompt/app-download-prompt';
import type { ResolutionContext } from '../composition/resolution-context';
import { TOKENS } from '../composition/tokens';

/** Builds the prompt at its first download (app-prompt-module.ts), so its wiring stays out of the first load. */
export function createAppDownloadPrompt({ get }: ResolutionContext): AppDownloadPrompt {
  const runFacts = get(TOKENS.RunFacts);
  return new AppDownloadPrompt({
    api: get(TOKENS.ApiClient),
    state: get(TOKENS.SessionState),
    sessionStore: get(TOKENS.SessionKeyValueStore),
    clock: get(TOKENS.Clock),
    scheduler: get(TOKENS.Scheduler),
    openPrompts: get(TOKENS.OpenPrompts),
    runMode: get(TOKENS.RunMode),
    userAgent: () => runFacts.read().userAgent,
    origin: get(TOKENS.PageOrigin),
    tracking: get(TOKENS.TrackingPort),
    installer: get(TOKENS.WebAppInstaller),
    notifier: get(TOKENS.NoticeCenter),
    opener: get(TOKENS.ExternalLinkOpener),
    // player-journey §3 tracking: deposit, firstDeposit and withdraw come from these same polled stats.
    statsObserver: {
      observe: (customerId, stats) =>
        void get(TOKENS.TrackingRuntime)()
          .then((tracking) => tracking.stats.observe(customerId, { totalDepositSuccessCount: stats.deposits, totalWithdrawSuccessCount: stats.withdrawals }))
          .catch(() => undefined),
    },
  });
}
