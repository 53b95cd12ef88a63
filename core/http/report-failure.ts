import type { Scheduler } from '../runtime/ports';
import type { SessionStore } from '../session-state/session-store';
import { text } from '../notice/model';
import type { Notifier } from '../notice/ports';
import type { AppNavigator } from '../runtime/ports';
import { TOAST_HIDE_INTERVAL_MS, TOAST_HIDE_REPEATS, type FailureDecision } from './classify-failure';
import type { AutoLoginSwitch } from './ports';

export const LOGIN_PATH = '/m/login';

/** Carries out what classifyFailure decided: dialogs, toasts, logout, auto-login switch. */
export class FailureReporter {
  private loginPromptOpen = false;

  constructor(
    private readonly notifier: Notifier,
    private readonly session: SessionStore,
    private readonly appNavigator: AppNavigator,
    private readonly autoLogin: AutoLoginSwitch,
    private readonly scheduler: Scheduler,
  ) {}

  report(decision: FailureDecision): void {
    for (const effect of decision.effects) {
      switch (effect.kind) {
        case 'end-session':
          this.session.clear();
          break;
        case 'ask-to-login':
          this.askToLogin();
          break;
        case 'notice':
          void this.notifier.notice(effect.message, { title: text('notice') });
          break;
        case 'toast':
          this.notifier.toast(effect.message, effect.durationMs);
          break;
        case 'disable-auto-login':
          this.autoLogin.disable();
          break;
      }
    }
    if (decision.hideLoadingToasts) {
      for (let i = 1; i <= TOAST_HIDE_REPEATS; i++) {
        this.scheduler.after(i * TOAST_HIDE_INTERVAL_MS, () => this.notifier.dismissLoadingToasts());
      }
    }
  }

  /** Several calls failing at once for the same expired session ask only once. */
  private askToLogin(): void {
    if (this.loginPromptOpen) return;
    this.loginPromptOpen = true;
    void this.notifier
      .notice(text('please_login'), { title: text('notice'), confirmLabel: text('confirm'), closable: false })
      .then(() => {
        this.loginPromptOpen = false;
        this.appNavigator.goTo(LOGIN_PATH);
      });
  }
}
