import { isFields, type Fields } from '../decode/fields';
import type { SharedConfigSource } from '../config/shared-config-store';
import { DEFAULT_SHARED_CONFIG, isFlagOn, type SharedConfig } from '../config/shared-config';
import type { WhiteLabelFlag } from '../config/white-label-flags';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import type { AffiliateFacts } from '../routing/affiliate';
import type { StoredTracking } from '../routing/ports';
import type { Scheduler } from '../runtime/ports';
import { parseSessionInfo } from '../session-state/session-info';
import type { SessionStore } from '../session-state/session-store';
import { text, type Text } from '../notice/model';
import type { Notifier } from '../notice/ports';
import type { TrackingPort } from '../tracking/ports';
import {
  checkMobileNumber,
  checkPassword,
  checkSmsCode,
  checkUsername,
  normalizeDialingCode,
  normalizeMobileNumber,
  normalizeSmsCode,
  normalizeUsername,
  problemsOf,
  type FieldProblem,
} from './field-rules';
import type { RegistrationContext } from './ports';
import { ProcessingGuard } from './processing-guard';
import {
  commonFields,
  gatherRegistrationFacts,
  type MobileRegistration,
  type RegistrationFacts,
  type RegistrationForm,
  type UsernameRegistration,
  type CaptchaProof,
} from './registration-payload';

/** player-journey §9 "Post-register delay 100 ms": the screen goes to /m/home this long after success. */
export const POST_REGISTER_DELAY_MS = 100;

/**
 * The white-label setting for mobile-number password registration and the placeholder sent when it is
 * not configured (player-journey §5, "value not shown"; docs/decisions.md "Registration rules").
 */
export const MOBILE_PASSWORD_FLAG: WhiteLabelFlag = 'MOBILENUMREGPWD3';
export const MOBILE_PLACEHOLDER_PASSWORD = '123456';

export type RegisterOutcome =
  /**
   * signedIn: the answer carried a token, now stored as the session. The player has confirmed the success dialog;
   * the screen goes to /m/home after delayMs (player-journey §9 "Post-register delay 100 ms").
   */
  | { readonly kind: 'registered'; readonly userName: string; readonly id: string; readonly signedIn: boolean; readonly delayMs: number }
  /** Nothing was sent: the form failed its checks. */
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] }
  /** A submission is still processing or finished less than 500 ms ago. */
  | { readonly kind: 'busy' }
  /** The captcha was closed or failed: nothing was sent; the screen shows the message. */
  | { readonly kind: 'captcha-failed'; readonly message: Text }
  /** The server refused; the request layer already showed its message in a notice. */
  | { readonly kind: 'rejected'; readonly errorCode: string | null; readonly message: string };

export interface RegisterDeps {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly context: RegistrationContext;
  readonly affiliate: { stored(): AffiliateFacts };
  readonly tracking: StoredTracking;
  readonly sharedConfig: SharedConfigSource;
  readonly scheduler: Scheduler;
  readonly merchantCode: () => string;
  /**
   * The captcha check for the scene 'register' (core/captcha SolveCaptcha): the proof's request fields,
   * {} when the merchant's setting is off, or the failure's message.
   */
  readonly captcha: () => Promise<CaptchaProof | { readonly failed: Text }>;
  /** Analytics: a register event on success (player-journey §3 "Tracking payload"; docs/decisions.md "Tracking"). */
  readonly events: TrackingPort;
  /** The success dialog (player-journey §2 "a confirm dialog after successful registration"). */
  readonly notifier: Pick<Notifier, 'notice'>;
}

/** Whether the mobile form asks for a password (the merchant configured mobile-number password registration). */
export function mobileRegistrationTakesPassword(config: SharedConfig): boolean {
  return isFlagOn(config, MOBILE_PASSWORD_FLAG);
}

/** The problems of a form, in field order, found before any call (docs/decisions.md "Registration rules"). */
export function registrationProblems(form: RegistrationForm, mobileTakesPassword: boolean): FieldProblem[] {
  if (form.by === 'username') return problemsOf(checkUsername(form.username), checkPassword(form.password));
  return problemsOf(
    checkMobileNumber(form.mobileNum),
    mobileTakesPassword ? checkPassword(form.password ?? '') : null,
    checkSmsCode(form.smsCode),
  );
}

/**
 * Registration by username (REG3) or by mobile number (MOBILENUMREG3), both encrypted (player-journey §4
 * "Registration"). Success stores the token as the session, then shows the success dialog and answers once the
 * player confirms it; the screen then goes to /m/home after the outcome's delayMs.
 */
export class Register {
  private readonly guard: ProcessingGuard;

  constructor(private readonly deps: RegisterDeps) {
    this.guard = new ProcessingGuard(deps.scheduler);
  }

  async execute(form: RegistrationForm): Promise<RegisterOutcome> {
    if (!this.guard.take()) return { kind: 'busy' };
    let submitted = false;
    try {
      const takesPassword = mobileRegistrationTakesPassword(await this.sharedConfig());
      const problems = registrationProblems(form, takesPassword);
      if (problems.length > 0) return { kind: 'invalid', problems };
      // player-journey §5 "Registration needs a captcha result … otherwise a captcha check for the scene 'register' runs first".
      const captcha = form.captcha ?? (await this.deps.captcha());
      if ('failed' in captcha) return { kind: 'captcha-failed', message: captcha.failed };
      submitted = true;
      const outcome = await this.submit({ ...form, captcha }, takesPassword);
      if (outcome.kind === 'registered') {
        this.deps.events.record('register', { customerId: outcome.id, customerName: outcome.userName });
        // player-journey §4 "success (token stored, optional success alert, then /m/home)"; §2 names it a confirm dialog.
        await this.deps.notifier.notice(text('register_success'), { title: text('register_success_title') });
      }
      return outcome;
    } finally {
      if (submitted) this.guard.releaseLater();
      else this.guard.releaseNow();
    }
  }

  private async submit(form: RegistrationForm, mobileTakesPassword: boolean): Promise<RegisterOutcome> {
    const facts = await this.facts();
    const request =
      form.by === 'username'
        ? { endpoint: endpoints.register, body: usernameBody(form, facts), userName: normalizeUsername(form.username) }
        : { endpoint: endpoints.registerMobile, body: mobileBody(form, facts, mobileTakesPassword), userName: normalizeMobileNumber(form.mobileNum) };
    try {
      // The catalogue row alerts: player-journey §8 "Registration failure: notice popup with the server message".
      const envelope = await this.deps.api.post(request.endpoint, request.body);
      return this.registered(envelope.value, request.userName);
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      return { kind: 'rejected', errorCode: error.errorCode ?? null, message: error.serverMessage ?? error.message };
    }
  }

  /** player-journey §3 "Registration response value: id or customerId, userName, token". */
  private registered(value: unknown, typedName: string): RegisterOutcome {
    const fields: Fields = isFields(value) ? value : {};
    const info = parseSessionInfo({
      ...fields,
      userName: fields.userName ?? typedName,
      merchantCode: this.deps.merchantCode(),
      type: fields.customerType ?? fields.type,
    });
    if (info) {
      this.deps.session.write(info);
      return { kind: 'registered', userName: info.userName, id: info.id, signedIn: true, delayMs: POST_REGISTER_DELAY_MS };
    }
    const id = fields.id ?? fields.customerId;
    const userName = typeof fields.userName === 'string' && fields.userName ? fields.userName : typedName;
    return {
      kind: 'registered',
      userName,
      id: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
      signedIn: false,
      delayMs: POST_REGISTER_DELAY_MS,
    };
  }

  private async sharedConfig(): Promise<SharedConfig> {
    const outcome = await this.deps.sharedConfig.execute();
    return outcome.kind === 'loaded' ? outcome.config : DEFAULT_SHARED_CONFIG;
  }

  private facts(): Promise<RegistrationFacts> {
    return gatherRegistrationFacts(this.deps.context, this.deps.affiliate, this.deps.tracking);
  }
}

function usernameBody(form: UsernameRegistration, facts: RegistrationFacts): Record<string, unknown> {
  return { ...commonFields(facts, form.captcha), username: normalizeUsername(form.username), password: form.password };
}

function mobileBody(form: MobileRegistration, facts: RegistrationFacts, takesPassword: boolean): Record<string, unknown> {
  const countryDialingCode = normalizeDialingCode(form.countryDialingCode);
  return {
    ...commonFields(facts, form.captcha),
    ...(countryDialingCode ? { countryDialingCode } : {}),
    mobileNum: normalizeMobileNumber(form.mobileNum),
    verificationCode: normalizeSmsCode(form.smsCode),
    // Stryker disable next-line StringLiteral: unreachable, with takesPassword a missing password already failed registrationProblems
    password: takesPassword ? (form.password ?? '') : MOBILE_PLACEHOLDER_PASSWORD,
  };
}
