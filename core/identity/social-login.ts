import type { SharedConfigSource } from '../config/shared-config-store';
import type { Scheduler } from '../runtime/ports';
import { text } from '../notice/model';
import { ANDROID_NATIVE_ONLY_CHANNELS, NOTICE_MS, REDIRECT_RESULT_DELAY_MS, type IdentityResult, type SocialChannel } from './model';
import type { IdentityEnvironment, IdentityProvider, PendingRedirectStore } from './ports';
import { providerConfig } from './provider-config';
import { providerFailure, type SocialSignInOutcome } from './sign-in-outcome';
import type { SocialCredentialLogin } from './social-credential-login';

export interface SocialLoginDeps {
  readonly provider: IdentityProvider;
  readonly environment: IdentityEnvironment;
  readonly pendingRedirect: PendingRedirectStore;
  readonly sharedConfig: SharedConfigSource;
  readonly scheduler: Scheduler;
  readonly credentialLogin: SocialCredentialLogin;
}

/** resumeRedirect's answer when no redirect was under way (or the provider has no result for it). */
export type ResumeRedirectOutcome = SocialSignInOutcome | { readonly kind: 'none' };

/**
 * Social login with google, facebook, twitter or line (player-journey §4 "Social login", "Redirect
 * flow"; §5 social rules). Nothing here alerts: the screen shows each outcome.
 */
export class SocialLogin {
  constructor(private readonly deps: SocialLoginDeps) {}

  async execute(channel: SocialChannel): Promise<SocialSignInOutcome> {
    const { environment, pendingRedirect, provider } = this.deps;
    // player-journey §5 "Social login is blocked in private or incognito browsing".
    if (await environment.isPrivateBrowsing()) {
      return { kind: 'blocked', message: text('not_support_incognito'), durationMs: NOTICE_MS };
    }
    // player-journey §5 "Twitter and line logins in the Android app … when no native handler exists; facebook on Android does the same".
    if (environment.isAndroidApp() && ANDROID_NATIVE_ONLY_CHANNELS.includes(channel) && !environment.hasNativeHandler(channel)) {
      return { kind: 'coming-soon', message: text('coming_soon'), durationMs: NOTICE_MS };
    }
    const flow = environment.prefersRedirect() ? 'redirect' : 'popup';
    // player-journey §4 "the channel is kept in session storage before the redirect".
    if (flow === 'redirect') pendingRedirect.write(channel);
    const result = await provider.signIn(channel, flow, await providerConfig(this.deps.sharedConfig));
    if (result.kind !== 'redirecting') pendingRedirect.clear();
    return this.continueWith(channel, result);
  }

  /** On return from a redirect: the kept channel's result, processed after 10 ms (player-journey §4 "Redirect flow"). */
  async resumeRedirect(): Promise<ResumeRedirectOutcome> {
    const { pendingRedirect, provider, scheduler } = this.deps;
    const channel = pendingRedirect.read();
    if (!channel) return { kind: 'none' };
    pendingRedirect.clear();
    await new Promise<void>((resolve) => scheduler.after(REDIRECT_RESULT_DELAY_MS, resolve));
    const result = await provider.redirectResult(await providerConfig(this.deps.sharedConfig));
    return result ? this.continueWith(channel, result) : { kind: 'none' };
  }

  /** A provider answer for the channel: the credential logs in; a failure is shown (one-tap shares this). */
  continueWith(channel: SocialChannel, result: IdentityResult): Promise<SocialSignInOutcome> {
    if (result.kind === 'redirecting') return Promise.resolve({ kind: 'redirecting' });
    if (result.kind === 'provider-error') return Promise.resolve(providerFailure(result));
    return this.deps.credentialLogin.complete({ type: 'firebase', firebaseChannel: channel, firebaseIdToken: result.idToken });
  }
}
