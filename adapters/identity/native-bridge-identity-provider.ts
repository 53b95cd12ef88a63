import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import { isSocialChannel, UNKNOWN_PROVIDER_ERROR, type IdentityResult, type PhoneCodeSent, type SignInFlow, type SocialChannel } from '../../core/identity/model';
import type { IdentityProvider } from '../../core/identity/ports';
import type { Scheduler } from '../../core/runtime/ports';
import { providerError, toProviderError } from './provider-error';

/**
 * What the app wrapper injects (docs/decisions.md "Native sign-in bridge"). Android exposes it with
 * addJavascriptInterface (methods only, string arguments), iOS with a user script over its message handler.
 */
export interface NativeAuthBridge {
  /** The channels the wrapper signs in natively: a method or a property, an array, a JSON array or "a,b". */
  readonly channels?: unknown;
  /** Starts the native sign-in; the wrapper answers by calling `window[callbackName](answer)`. */
  signIn(channel: string, callbackName: string): void;
}

export type BridgeWindow = { NativeAuthBridge?: NativeAuthBridge } & Record<string, unknown>;

/** How long the native sign-in may take before auth/timeout (the player may be typing a password there). */
export const NATIVE_SIGN_IN_TIMEOUT_MS = 120_000;
export const NATIVE_TIMEOUT = 'auth/timeout';
const CALLBACK_PREFIX = '__nativeAuthAnswer';

function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== 'string') return [];
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return text.split(',');
}

/** The channels the wrapper's bridge handles; none without a bridge or with an unreadable list. */
export function nativeChannels(win: BridgeWindow | undefined): SocialChannel[] {
  const bridge = win?.NativeAuthBridge;
  if (!bridge || typeof bridge.signIn !== 'function') return [];
  let raw: unknown;
  try {
    raw = typeof bridge.channels === 'function' ? (bridge.channels as () => unknown).call(bridge) : bridge.channels;
  } catch {
    return [];
  }
  return listOf(raw)
    .map((c) => (typeof c === 'string' ? c.trim().toLowerCase() : c))
    .filter(isSocialChannel);
}

/** `{ idToken }` or `{ errorCode, errorMessage }`, as an object or its JSON text. */
function readAnswer(answer: unknown): IdentityResult {
  let value = answer;
  if (typeof answer === 'string') {
    try {
      value = JSON.parse(answer);
    } catch {
      return providerError(UNKNOWN_PROVIDER_ERROR, answer);
    }
  }
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (typeof fields.idToken === 'string' && fields.idToken !== '') return { kind: 'credential', idToken: fields.idToken };
  return toProviderError({ code: fields.errorCode, message: fields.errorMessage });
}

/**
 * Inside the app wrapper (player-journey §6 "Native app variants use native bridges"): the channels the
 * bridge handles sign in natively; everything else (other channels, the redirect result, phone code,
 * one-tap) goes to the web provider.
 */
export class NativeBridgeIdentityProvider implements IdentityProvider {
  private next = 0;

  constructor(
    private readonly deps: {
      readonly window: () => BridgeWindow | undefined;
      readonly scheduler: Scheduler;
      readonly fallback: IdentityProvider;
      readonly timeoutMs?: number;
    },
  ) {}

  handles(channel: SocialChannel): boolean {
    return nativeChannels(this.deps.window()).includes(channel);
  }

  signIn(channel: SocialChannel, flow: SignInFlow, config: FirebaseProviderConfig): Promise<IdentityResult> {
    const win = this.deps.window();
    const bridge = win?.NativeAuthBridge;
    if (!win || !bridge || !this.handles(channel)) return this.deps.fallback.signIn(channel, flow, config);
    this.next += 1;
    const callbackName = `${CALLBACK_PREFIX}${this.next}`;
    return new Promise<IdentityResult>((resolve) => {
      const finish = (result: IdentityResult) => {
        cancelTimeout();
        delete win[callbackName];
        resolve(result);
      };
      const cancelTimeout = this.deps.scheduler.after(this.deps.timeoutMs ?? NATIVE_SIGN_IN_TIMEOUT_MS, () => finish(providerError(NATIVE_TIMEOUT)));
      win[callbackName] = (answer: unknown) => finish(readAnswer(answer));
      try {
        bridge.signIn(channel, callbackName);
      } catch (error) {
        finish(toProviderError(error));
      }
    });
  }

  redirectResult(config: FirebaseProviderConfig): Promise<IdentityResult | null> {
    return this.deps.fallback.redirectResult(config);
  }

  sendPhoneCode(phoneNumber: string, config: FirebaseProviderConfig, languageCode: string): Promise<PhoneCodeSent> {
    return this.deps.fallback.sendPhoneCode(phoneNumber, config, languageCode);
  }

  confirmPhoneCode(code: string): Promise<IdentityResult> {
    return this.deps.fallback.confirmPhoneCode(code);
  }

  oneTap(config: FirebaseProviderConfig): Promise<IdentityResult | null> {
    return this.deps.fallback.oneTap(config);
  }
}
