import { isFields, type Fields } from '../decode/fields';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import type { RegistrationContext } from '../registration/ports';
import { commonFields, gatherRegistrationFacts, type RegistrationFacts } from '../registration/registration-payload';
import type { AffiliateFacts } from '../routing/affiliate';
import type { StoredTracking } from '../routing/ports';
import { parseSessionInfo } from '../session-state/session-info';
import type { SessionStore } from '../session-state/session-store';
import { text } from '../notice/model';
import type { TrackingPort } from '../tracking/ports';
import { SOCIAL_REGISTER_DELAY_MS } from './model';
import { type RegisteredBySocial, type Refused } from './sign-in-outcome';
import type { SocialArgumentsMemory } from './social-arguments';

/** docs/decisions.md "Social and phone-code sign-in": a social sign-up asks for no sms, so no template is named. */
export const SOCIAL_SMS_TEMPLATE = '';

export type RegisterBySocialOutcome = RegisteredBySocial | Refused;

export interface SocialRegistrationDeps {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly socialArguments: SocialArgumentsMemory;
  readonly context: RegistrationContext;
  readonly affiliate: { stored(): AffiliateFacts };
  readonly storedTracking: StoredTracking;
  readonly tracking: TrackingPort;
  readonly merchantCode: () => string;
}

/**
 * Registration by social channel (player-journey §3 "firebaseChannel, firebaseIdToken, login=true,
 * smsTemplate"; §4 "Social login"): POST /wps/member/register (REG3, encrypted) with the common
 * registration fields and the kept social arguments. The refusal is the screen's to alert.
 */
export class RegisterBySocialChannel {
  constructor(private readonly deps: SocialRegistrationDeps) {}

  async execute(): Promise<RegisterBySocialOutcome> {
    const social = this.deps.socialArguments.current();
    if (!social) return { kind: 'rejected', errorCode: 'no-social-arguments', message: text('unknown_error') };
    const body = {
      ...commonFields(await this.facts(), undefined),
      firebaseChannel: social.firebaseChannel,
      firebaseIdToken: social.firebaseIdToken,
      login: true,
      smsTemplate: SOCIAL_SMS_TEMPLATE,
    };
    let value: unknown;
    try {
      value = (await this.deps.api.post(endpoints.register, body, { alert: false })).value;
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      return { kind: 'rejected', errorCode: error.errorCode ?? null, message: error.owedNotice };
    }
    this.deps.socialArguments.reset();
    return this.registered(value);
  }

  /** player-journey §3 "Registration response value: id or customerId, userName, token"; §4 "a register event with method firebase". */
  private registered(value: unknown): RegisteredBySocial {
    const fields: Fields = isFields(value) ? value : {};
    const info = parseSessionInfo({
      ...fields,
      userName: fields.userName ?? '',
      merchantCode: this.deps.merchantCode(),
      type: fields.customerType ?? fields.type,
    });
    if (info) this.deps.session.write(info);
    const id = fields.id ?? fields.customerId;
    const userName = info?.userName ?? (typeof fields.userName === 'string' ? fields.userName : '');
    this.deps.tracking.record('register', {
      method: 'firebase',
      ...(typeof id === 'string' || typeof id === 'number' ? { customerId: String(id) } : {}),
      ...(userName ? { customerName: userName } : {}),
    });
    return { kind: 'registered', userName, signedIn: info !== null, delayMs: SOCIAL_REGISTER_DELAY_MS };
  }

  private facts(): Promise<RegistrationFacts> {
    return gatherRegistrationFacts(this.deps.context, this.deps.affiliate, this.deps.storedTracking);
  }
}
