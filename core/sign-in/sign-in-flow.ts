import { captchaFieldsFor, captchaRequestFields, type CaptchaScene } from '../captcha/model';
import type { CaptchaSolver } from '../captcha/ports';
import type { SocialArguments, SocialChannel } from '../identity/model';
import type { OneTapOutcome } from '../identity/offer-one-tap';
import type { PhoneLoginOutcome, PhoneNumberInput, SendPhoneCodeOutcome } from '../identity/phone-code-login';
import type { RegisterBySocialOutcome } from '../identity/register-by-social-channel';
import type { SocialSignInOutcome } from '../identity/sign-in-outcome';
import type { ResumeRedirectOutcome } from '../identity/social-login';
import { rawText, text, type Text } from '../notice/model';
import type { Notifier } from '../notice/ports';
import { SMS_FALLBACK_COUNTDOWN_SECONDS, type SmsRecipient } from '../registration/send-sms-code';
import type { ManualLoginAttempt, RememberLoginOutcome } from '../remembered-login/remember-login';
import type { Scheduler } from '../runtime/ports';
import { missingLoginField, type Credentials, type LoginOutcome } from '../session/login';
import {
  SECOND_FACTOR_CONTINUE_AFTER_MS,
  SECOND_FACTOR_PASS_MESSAGE_MS,
  type SecondFactorAttempt,
  type SecondFactorField,
  type SecondFactorOutcome,
} from '../session/second-factor';
import type { SendSecondFactorCodeOutcome } from '../session/send-second-factor-code';
import { smsLoginCredentials, type SmsLoginForm } from '../session/sms-login';

/** One call of another use case, as the flow sees it. */
interface Runs<A extends unknown[], R> {
  execute(...args: A): Promise<R>;
}

/** The field the screen highlights and focuses, with no message (player-journey §5). */
export type SignInField = 'username' | 'password' | 'mobileNum' | 'code' | SecondFactorField;

/** What the sign-in screen does next (F: the fields of the form that asked). */
export type SignInStep<F extends SignInField = SignInField> =
  /** An empty field: highlighted and focused, nothing sent. */
  | { readonly kind: 'missing-field'; readonly field: F }
  /**
   * Nothing more to do: the captcha was closed, or the failure is already on screen (NoticeCenter). clearEntered: the
   * secret just typed is cleared (a password login's password, the phone code, the second factor's values).
   */
  | { readonly kind: 'stay'; readonly clearEntered: boolean }
  /** player-journey §4 "login_verify_required with options …: the two-factor modal opens" (the flow keeps the login it completes). */
  | { readonly kind: 'second-factor'; readonly options: readonly string[] }
  /** player-journey §4 "then home, or the forced password change screen when required", replacing the history entry. */
  | { readonly kind: 'signed-in'; readonly destination: 'home' | 'change-password' }
  /** player-journey §2 login-choice dialog, "log in with an existing account": the next password login binds the kept social account. */
  | { readonly kind: 'bind-existing-account' };

/** What the two-factor modal does next. */
export type SecondFactorStep = Extract<SignInStep<SecondFactorField>, { kind: 'missing-field' | 'stay' | 'signed-in' }>;

/** What a send-code button does next. */
export type SendCodeStep =
  | { readonly kind: 'code-sent'; readonly countdownSeconds: number }
  | { readonly kind: 'missing-field'; readonly field: 'mobileNum' }
  /** Not sent; any message is already on screen. */
  | { readonly kind: 'stay' };

/** The password form as it stands: a second factor asked by a social, one-tap or phone-code sign-in verifies with it. */
export interface PasswordForm {
  readonly username: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

/** The second factor's entries: the chosen method and what was typed for it. */
export type SecondFactorEntry = Omit<SecondFactorAttempt, 'username' | 'password' | 'firebaseIdToken' | 'loginType'>;

export interface SignInFlowDeps {
  readonly solveCaptcha: CaptchaSolver;
  readonly login: Runs<[Credentials], LoginOutcome>;
  readonly rememberLogin: Runs<[ManualLoginAttempt], RememberLoginOutcome>;
  readonly verifySecondFactor: Runs<[SecondFactorAttempt], SecondFactorOutcome>;
  readonly sendSmsCode: Runs<[SmsRecipient], SendSecondFactorCodeOutcome>;
  readonly socialLogin: Runs<[SocialChannel], SocialSignInOutcome>;
  readonly resumeRedirect: Runs<[], ResumeRedirectOutcome>;
  readonly offerOneTap: Runs<[], OneTapOutcome>;
  readonly sendPhoneCode: Runs<[PhoneNumberInput], SendPhoneCodeOutcome>;
  readonly verifyPhoneCode: Runs<[string], PhoneLoginOutcome>;
  /** player-journey §3 "Social login arguments (kept between the login and bind steps)", or null. */
  readonly keptSocialAccount: () => Promise<SocialArguments | null>;
  readonly notices: Pick<Notifier, 'notice' | 'confirm' | 'toast'>;
  readonly scheduler: Scheduler;
}

/** Renders a Text as the screen words it (provider errors are shown as one notice of several lines). */
export type TextRenderer = (value: Text) => string;

/** Every answer of a social, one-tap, redirect, registration or phone-code sign-in. */
type SignInAnswer = ResumeRedirectOutcome | OneTapOutcome | RegisterBySocialOutcome | PhoneLoginOutcome | SendPhoneCodeOutcome;

/** The login a second factor completes, and the "remember me" box it was sent with. */
interface PendingSecondFactor {
  readonly login: Pick<Credentials, 'username' | 'password' | 'type'>;
  readonly rememberMe: boolean;
}

const EMPTY_FORM: PasswordForm = { username: '', password: '', rememberMe: true };
const STAY = { kind: 'stay', clearEntered: false } as const;
const wordsOf: TextRenderer = (value) => ('raw' in value ? value.raw : value.key);

/**
 * The sign-in screen's flow (player-journey §4 "Login", "Second factor", "Social login", "Phone-code login",
 * "Redirect flow"; §2 login-choice dialog): captcha, login, remembered login, second factor and the destination,
 * answered as the next step. Failures are shown here through the Notifier; the screen only renders steps.
 */
export class SignInFlow {
  private binding = false;
  private pending: PendingSecondFactor | null = null;
  private renderText: TextRenderer = wordsOf;

  constructor(private readonly deps: SignInFlowDeps) {}

  /**
   * The screen's first visit: a fresh flow, then the result of a redirect sign-in under way (player-journey §4
   * "Redirect flow"), else the one-tap google offer (§5 "otherwise it is delayed 500 ms").
   */
  async resumeOrOfferOneTap(renderText: TextRenderer): Promise<SignInStep<never>> {
    this.binding = false;
    this.pending = null;
    this.renderText = renderText;
    const resumed = await this.deps.resumeRedirect.execute();
    return this.afterSocialAnswer(resumed.kind === 'none' ? await this.deps.offerOneTap.execute() : resumed, EMPTY_FORM);
  }

  /** The username and password form; after "log in with an existing account" the login carries the kept social account. */
  async submitPassword(form: PasswordForm): Promise<SignInStep<'username' | 'password'>> {
    const field = missingLoginField(form);
    if (field) return { kind: 'missing-field', field };
    const social = this.binding ? await this.deps.keptSocialAccount() : null;
    const bind = social ? { firebaseChannel: social.firebaseChannel, firebaseIdToken: social.firebaseIdToken } : {};
    return this.attempt({ username: form.username, password: form.password, ...bind }, form.rememberMe);
  }

  /** The mobile-number method (core/session/sms-login.ts): the number and the sms code as a login of type sms. */
  async submitSmsCode(form: SmsLoginForm, rememberMe: boolean): Promise<SignInStep<'mobileNum' | 'code'>> {
    const step = smsLoginCredentials(form);
    if (step.kind === 'incomplete') return { kind: 'missing-field', field: step.field };
    return this.attempt(step.credentials, rememberMe);
  }

  /** A send-code button of the mobile-number method or the second factor's sms tab. */
  async sendSmsCode(recipient: SmsRecipient): Promise<SendCodeStep> {
    const outcome = await this.deps.sendSmsCode.execute(recipient);
    switch (outcome.kind) {
      case 'sent':
        return { kind: 'code-sent', countdownSeconds: outcome.countdownSeconds };
      case 'incomplete':
        return { kind: 'missing-field', field: outcome.field };
      case 'invalid':
        void this.deps.notices.notice(outcome.message);
        return { kind: 'missing-field', field: outcome.field };
      case 'captcha-failed':
        void this.deps.notices.notice(outcome.message);
        return { kind: 'stay' };
      default:
        return { kind: 'stay' };
    }
  }

  /**
   * The two-factor modal's entries for the pending login (player-journey §4 "Second factor"): a refusal alerts the
   * server message and clears the entries; a success shows login_2fa_pass for 1.5 s, remembers the login, and goes on
   * after 0.5 s unless the modal was closed meanwhile.
   */
  async submitSecondFactor(entry: SecondFactorEntry): Promise<SecondFactorStep> {
    const pending = this.pending;
    if (!pending) return STAY;
    const { username, password, type } = pending.login;
    // player-journey §4 "when the password equals 123456 for non-sms logins": the second factor knows the login's type.
    const outcome = await this.deps.verifySecondFactor.execute({ ...entry, username, password, loginType: type });
    if (outcome.kind === 'incomplete') return { kind: 'missing-field', field: outcome.field };
    if (outcome.kind === 'rejected') {
      if (outcome.message) void this.deps.notices.notice(outcome.message);
      return { kind: 'stay', clearEntered: true };
    }
    this.deps.notices.toast(text('login_2fa_pass'), SECOND_FACTOR_PASS_MESSAGE_MS);
    await this.wait(SECOND_FACTOR_CONTINUE_AFTER_MS);
    if (this.pending !== pending) return STAY;
    this.pending = null;
    await this.deps.rememberLogin.execute({ outcome, username, password, type, rememberMe: pending.rememberMe });
    return signedIn(outcome.mustChangePassword);
  }

  /** The two-factor modal was closed: its login is dropped. */
  cancelSecondFactor(): void {
    this.pending = null;
  }

  /** A social button (player-journey §4 "Social login"). */
  async signInWith(channel: SocialChannel, form: PasswordForm): Promise<SignInStep<never>> {
    return this.afterSocialAnswer(await this.deps.socialLogin.execute(channel), form);
  }

  /** The phone-code dialog's send button (player-journey §4 "Phone-code login"); the resend countdown is the fallback 60 s. */
  async sendPhoneCode(input: PhoneNumberInput): Promise<SendCodeStep> {
    const outcome = await this.deps.sendPhoneCode.execute(input);
    if (outcome.kind === 'sent') return { kind: 'code-sent', countdownSeconds: SMS_FALLBACK_COUNTDOWN_SECONDS };
    if (outcome.kind === 'missing-number') return { kind: 'missing-field', field: 'mobileNum' };
    await this.afterSocialAnswer(outcome, EMPTY_FORM);
    return { kind: 'stay' };
  }

  /** The phone-code dialog's code (player-journey §4 "verify the code to obtain an id token"). */
  async submitPhoneCode(code: string, form: PasswordForm): Promise<SignInStep<'code'>> {
    const outcome = await this.deps.verifyPhoneCode.execute(code);
    if (outcome.kind === 'missing-code') return { kind: 'missing-field', field: 'code' };
    const step = await this.afterSocialAnswer(outcome, form);
    return outcome.kind === 'rejected' || outcome.kind === 'provider-error' ? { kind: 'stay', clearEntered: true } : step;
  }

  /** A password or sms-code login: the login captcha, the call, the remembered login, then the next step. */
  private async attempt(entered: Credentials, rememberMe: boolean): Promise<SignInStep<never>> {
    const captcha = await this.captcha('login');
    if (!captcha) return STAY;
    const outcome = await this.deps.login.execute({ ...entered, ...captcha });
    const { username, password, type } = entered;
    await this.deps.rememberLogin.execute({ outcome, username, password, type, rememberMe });
    if (outcome.kind === 'logged-in') return signedIn(outcome.mustChangePassword);
    if (outcome.kind === 'second-factor-required') {
      this.pending = { login: { username, password, type }, rememberMe };
      return { kind: 'second-factor', options: outcome.options };
    }
    // The error catalogue's row for the failure (shell §8): nothing after a 502, a TOO_MANY_REQUEST… code, or a failure
    // the player was told of already (the offline toast, the encryption notice, code that could not be downloaded).
    if (outcome.notice) void this.deps.notices.notice(outcome.notice);
    // player-journey §4 "Login": a refused login keeps the username; the password is typed again (an sms code is kept).
    // A login that got no answer was refused by no one: everything typed stays (the network may come back).
    return { kind: 'stay', clearEntered: type !== 'sms' && !outcome.unanswered };
  }

  /** The captcha's request fields, {} when the scene needs none, or null once its failure is shown (player-journey §5). */
  private async captcha(scene: CaptchaScene): Promise<ReturnType<typeof captchaRequestFields> | null> {
    const fields = await captchaFieldsFor(this.deps.solveCaptcha, scene);
    if (!('failed' in fields)) return fields;
    void this.deps.notices.notice(fields.failed);
    return null;
  }


  private async afterSocialAnswer(answer: SignInAnswer, form: PasswordForm): Promise<SignInStep<never>> {
    const { notices } = this.deps;
    switch (answer.kind) {
      case 'logged-in':
        return signedIn(answer.mustChangePassword);
      case 'second-factor-required':
        this.pending = { login: { username: form.username, password: form.password }, rememberMe: form.rememberMe };
        return { kind: 'second-factor', options: answer.options };
      case 'registered':
        // player-journey §4 "Registration by social channel: … the user goes to /m/home (100 ms delay)".
        await this.wait(answer.delayMs);
        return signedIn(false);
      case 'choose-account':
        return this.chooseAccount(answer.message);
      case 'rejected':
        if (answer.message) void notices.notice(answer.message);
        return STAY;
      case 'provider-error':
        void notices.notice(rawText(answer.lines.map(this.renderText).join('\n')));
        return STAY;
      case 'blocked':
      case 'coming-soon':
        notices.toast(answer.message, answer.durationMs);
        return STAY;
      default:
        // ignored, redirecting, none, skipped, dismissed, sent, missing: nothing to show.
        return STAY;
    }
  }

  /**
   * player-journey §2 "Login-choice confirmation dialog" with its one button, "log in with an existing account": the
   * next password login binds the kept social account. No register button: docs/decisions.md "The login-choice dialog".
   */
  private async chooseAccount(message: Text): Promise<SignInStep<never>> {
    await this.deps.notices.notice(message, { confirmLabel: text('login_choice_existing') });
    this.binding = true;
    return { kind: 'bind-existing-account' };
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.deps.scheduler.after(ms, resolve));
  }
}

function signedIn(mustChangePassword: boolean): Extract<SignInStep<never>, { kind: 'signed-in' }> {
  return { kind: 'signed-in', destination: mustChangePassword ? 'change-password' : 'home' };
}
