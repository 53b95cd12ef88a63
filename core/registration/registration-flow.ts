import type { SharedConfig } from '../config/shared-config';
import type { Text } from '../notice/model';
import type { Notifier } from '../notice/ports';
import type { Scheduler } from '../runtime/ports';
import type { FieldProblem, RegistrationField } from './field-rules';
import { mobileRegistrationTakesPassword, type RegisterOutcome } from './register';
import type { RegistrationForm } from './registration-payload';
import type { SendSmsCodeOutcome, SmsRecipient } from './send-sms-code';
import type { SuggestUsernameOutcome } from './suggest-username';

export type RegistrationMethod = 'username' | 'mobile';

/** What the registration form holds when the player submits it; the flow picks what the method sends. */
export interface RegistrationEntry {
  readonly method: RegistrationMethod;
  readonly username: string;
  readonly password: string;
  /** The chosen or default dial code, sent with the number whether its field shows or not. */
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly smsCode: string;
}

/** What the player did on the registration screen. */
export type RegistrationAction =
  | { readonly kind: 'submit'; readonly entry: RegistrationEntry }
  | { readonly kind: 'send-sms-code'; readonly countryDialingCode: string; readonly mobileNum: string }
  | { readonly kind: 'suggest-username' };

/**
 * The account exists and the post-register delay is over: the screen goes to the destination, replacing the
 * history entry (player-journey §2 "Landing target after successful login or registration (history replace)").
 * delayMs is how long the flow waited (player-journey §9 "Post-register delay 100 ms").
 */
export interface RegisteredStep {
  readonly kind: 'registered';
  readonly destination: 'home';
  readonly delayMs: number;
}

/** What the screen does next. */
export type RegistrationStep =
  /** Mark the problems under their fields; focus the first one, or nothing (null) when the player did not submit. */
  | { readonly kind: 'fix-fields'; readonly problems: readonly FieldProblem[]; readonly focus: RegistrationField | null }
  /** The form stays as it is; any notice was already shown. */
  | { readonly kind: 'stay' }
  /** The sms code was sent: the send button counts down this many seconds. */
  | { readonly kind: 'count-down'; readonly seconds: number }
  /** A suggested username goes into the username field. */
  | { readonly kind: 'fill-username'; readonly username: string }
  | RegisteredStep;

export interface RegistrationFlowDeps {
  readonly register: { execute(form: RegistrationForm): Promise<RegisterOutcome> };
  readonly sendSmsCode: { execute(recipient: SmsRecipient): Promise<SendSmsCodeOutcome> };
  readonly suggestUsername: { execute(): Promise<SuggestUsernameOutcome> };
  readonly notifier: Pick<Notifier, 'notice'>;
  readonly scheduler: Scheduler;
}

const STAY: RegistrationStep = { kind: 'stay' };

/**
 * The fields a method's form shows, in screen order. The mobile form asks for a password only when the merchant
 * configured mobile-number password registration (player-journey §5; else core sends the placeholder).
 */
export function registrationFields(method: RegistrationMethod, config: SharedConfig): readonly RegistrationField[] {
  if (method === 'username') return ['username', 'password'];
  return mobileRegistrationTakesPassword(config) ? ['mobileNum', 'smsCode', 'password'] : ['mobileNum', 'smsCode'];
}

/**
 * Waits the post-register delay on the Scheduler, then answers the way home (player-journey §4 "Registration":
 * "success (token stored, optional success alert, then /m/home)"; §9 "Post-register delay 100 ms"). Registration by
 * social channel has the same landing (§4 "the user goes to /m/home (100 ms delay)").
 */
export function homeAfterRegistration(scheduler: Scheduler, delayMs: number): Promise<RegisteredStep> {
  return new Promise((resolve) => {
    scheduler.after(delayMs, () => resolve({ kind: 'registered', destination: 'home', delayMs }));
  });
}

/** The form as the chosen method sends it. */
function formOf(entry: RegistrationEntry): RegistrationForm {
  if (entry.method === 'username') return { by: 'username', username: entry.username, password: entry.password };
  return { by: 'mobile', countryDialingCode: entry.countryDialingCode, mobileNum: entry.mobileNum, smsCode: entry.smsCode, password: entry.password };
}

/**
 * The registration screen's sequence (player-journey §4 "Registration"): each action of the player answers the
 * screen's next step as data. Checks, captcha, the request, the success dialog and the 500 ms guard are Register's;
 * the flow turns their outcomes into steps, shows the captcha's failure and waits the post-register delay.
 */
export class RegistrationFlow {
  constructor(private readonly deps: RegistrationFlowDeps) {}

  execute(action: RegistrationAction): Promise<RegistrationStep> {
    if (action.kind === 'submit') return this.submit(action.entry);
    if (action.kind === 'send-sms-code') return this.sendSmsCode({ countryDialingCode: action.countryDialingCode, mobileNum: action.mobileNum });
    return this.suggestUsername();
  }

  private async submit(entry: RegistrationEntry): Promise<RegistrationStep> {
    const outcome = await this.deps.register.execute(formOf(entry));
    switch (outcome.kind) {
      case 'invalid':
        return { kind: 'fix-fields', problems: outcome.problems, focus: outcome.problems[0]?.field ?? null };
      case 'captcha-failed':
        return this.noticeThenStay(outcome.message);
      case 'registered':
        return homeAfterRegistration(this.deps.scheduler, outcome.delayMs);
      default:
        // busy: a submission is processing or finished under 500 ms ago; rejected: the request layer showed the notice.
        return STAY;
    }
  }

  private async sendSmsCode(recipient: SmsRecipient): Promise<RegistrationStep> {
    const outcome = await this.deps.sendSmsCode.execute(recipient);
    switch (outcome.kind) {
      case 'sent':
        return { kind: 'count-down', seconds: outcome.countdownSeconds };
      case 'invalid':
        // player-journey §5 "Sending a code needs a mobile number": marked, while the focus stays on the send button.
        return { kind: 'fix-fields', problems: outcome.problems, focus: null };
      case 'captcha-failed':
        return this.noticeThenStay(outcome.message);
      default:
        return STAY;
    }
  }

  private async suggestUsername(): Promise<RegistrationStep> {
    const outcome = await this.deps.suggestUsername.execute();
    return outcome.kind === 'suggested' ? { kind: 'fill-username', username: outcome.username } : STAY;
  }

  /** The captcha was closed or failed: its message shows, and the form stays (the flow does not wait for the dialog). */
  private noticeThenStay(message: Text): RegistrationStep {
    void this.deps.notifier.notice(message);
    return STAY;
  }
}
