import { isFields } from '../decode/fields';
import { domainOrigin } from '../domain-failover/domain-origin';
import type { KeyValueStore } from '../runtime/ports';
import type { AffiliateFacts } from '../routing/affiliate';
import type { RegistrationContext } from './ports';

/**
 * player-journey §3 "Pushed registration info: affiliateCode, referralCode, originalDomain": what the native app
 * wrapper pushes into the page. Inside the wrapper the page runs on the app's own domain with no landing query, so
 * the app tells where the player came from (docs/decisions.md "Request layer and boot calls").
 */
export interface PushedRegistrationInfo {
  readonly affiliateCode: string | null;
  readonly referralCode: string | null;
  /** A host (`www.aff.example`, with its port if any), as the page's own `location.host`. */
  readonly originalDomain: string | null;
}

export const NO_PUSHED_INFO: PushedRegistrationInfo = { affiliateCode: null, referralCode: null, originalDomain: null };

/** Local storage: the wrapper's push outlives the page (it may push only at the app's start). */
export const PUSHED_REGISTRATION_INFO_KEY = 'pushedRegistrationInfo';

const CODE = /^\S{1,64}$/;

function code(value: unknown): string | null {
  // A finite number's text ("12345", "1e+21") is always a code: no space, far under 64 characters.
  if (typeof value !== 'string') return Number.isFinite(value) ? String(value) : null;
  const textValue = value.trim();
  return CODE.test(textValue) ? textValue : null;
}

function host(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const origin = domainOrigin(value, true);
  return origin ? new URL(origin).host : null;
}

/** The pushed info, an object or its JSON text; junk fields are left out; null when no field is usable. */
export function decodePushedRegistrationInfo(raw: unknown): PushedRegistrationInfo | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      // Not JSON: the text itself stays, and text is no object (refused just below).
    }
  }
  if (!isFields(value)) return null;
  const info = { affiliateCode: code(value.affiliateCode), referralCode: code(value.referralCode), originalDomain: host(value.originalDomain) };
  return info.affiliateCode || info.referralCode || info.originalDomain ? info : null;
}

/** Keeps what the wrapper pushed; a new push replaces the last one whole. */
export class PushedRegistrationInfoStore {
  constructor(private readonly store: KeyValueStore) {}

  /** False (and nothing kept) for an unusable push. */
  accept(raw: unknown): boolean {
    const info = decodePushedRegistrationInfo(raw);
    if (info) this.store.set(PUSHED_REGISTRATION_INFO_KEY, JSON.stringify(info));
    return info !== null;
  }

  read(): PushedRegistrationInfo {
    return decodePushedRegistrationInfo(this.store.get(PUSHED_REGISTRATION_INFO_KEY)) ?? NO_PUSHED_INFO;
  }
}

type PushedSource = { read(): PushedRegistrationInfo };

/**
 * The affiliate facts a registration (and the Maya login) sends: the pushed affiliate code first, the pushed
 * referral code as the stored `r` (registration sends the page's referralCode query field, else r); else the stored.
 */
export function pushedAffiliateFirst(pushed: PushedSource, affiliate: { stored(): AffiliateFacts }): { stored(): AffiliateFacts } {
  return {
    stored: () => {
      const info = pushed.read();
      const stored = affiliate.stored();
      return { affiliateCode: info.affiliateCode ?? stored.affiliateCode, r: info.referralCode ?? stored.r };
    },
  };
}

/** The registration's `domain`: the pushed original domain first, else the page's host. */
export function pushedDomainFirst(pushed: PushedSource, context: RegistrationContext): RegistrationContext {
  return {
    registerMethod: () => context.registerMethod(),
    loginDeviceId: () => context.loginDeviceId(),
    isOfficialAppLogin: () => context.isOfficialAppLogin(),
    registerUrl: () => context.registerUrl(),
    domain: () => pushed.read().originalDomain ?? context.domain(),
    query: () => context.query(),
  };
}
