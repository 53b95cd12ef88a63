import type { SharedConfigSource } from '../config/shared-config-store';
import { isFlagOn } from '../config/shared-config';
import type { Scheduler } from '../runtime/ports';
import type { SessionStore } from '../session-state/session-store';
import { GOOGLE_LOGIN_FLAG } from './model';
import { oneTapDecision, type OneTapSkipReason } from './one-tap-policy';
import type { IdentityEnvironment, IdentityProvider } from './ports';
import { EMPTY_PROVIDER_CONFIG } from './provider-config';
import type { SocialSignInOutcome } from './sign-in-outcome';
import type { SocialLogin } from './social-login';

export type OneTapOutcome =
  | SocialSignInOutcome
  | { readonly kind: 'skipped'; readonly reason: OneTapSkipReason }
  /** The player closed the one-tap prompt without choosing an account. */
  | { readonly kind: 'dismissed' };

export interface OfferOneTapDeps {
  readonly provider: IdentityProvider;
  readonly environment: IdentityEnvironment;
  readonly sharedConfig: SharedConfigSource;
  readonly session: SessionStore;
  readonly scheduler: Scheduler;
  /** Inside the native app (core/device/run-mode.ts inNativeApp). */
  readonly inNativeApp: () => boolean;
  readonly socialLogin: Pick<SocialLogin, 'continueWith'>;
}

/** One-tap google (player-journey §5): the skip rules, the 500 ms delay, then the same path as a google social login. */
export class OfferOneTap {
  constructor(private readonly deps: OfferOneTapDeps) {}

  async execute(): Promise<OneTapOutcome> {
    const { environment, provider, scheduler, session } = this.deps;
    const shared = await this.deps.sharedConfig.execute();
    const config = shared.kind === 'loaded' ? shared.config : null;
    const firebase = config?.smsProvider ?? EMPTY_PROVIDER_CONFIG;
    const decision = oneTapDecision({
      inNativeApp: this.deps.inNativeApp(),
      googleLoginOn: config !== null && isFlagOn(config, GOOGLE_LOGIN_FLAG),
      googleWebClientId: firebase.googleWebClientId,
      privateBrowsing: await environment.isPrivateBrowsing(),
      hasSession: session.read() !== null,
    });
    if (decision.kind === 'skip') return { kind: 'skipped', reason: decision.reason };
    await new Promise<void>((resolve) => scheduler.after(decision.delayMs, resolve));
    // A login finished during the wait makes the prompt pointless.
    if (session.read() !== null) return { kind: 'skipped', reason: 'session-exists' };
    const result = await provider.oneTap(firebase);
    if (!result) return { kind: 'dismissed' };
    return this.deps.socialLogin.continueWith('google', result);
  }
}
