import type { FirebaseOptions } from 'firebase/app';
import type { Auth, AuthProvider, ConfirmationResult, UserCredential } from 'firebase/auth';
import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import type { Logger } from '../../core/config/ports';
import { CODE_EXPIRED, UNKNOWN_PROVIDER_ERROR, type IdentityResult, type PhoneCodeSent, type SignInFlow, type SocialChannel } from '../../core/identity/model';
import type { IdentityProvider } from '../../core/identity/ports';
import type { FirebaseAuthApi, FirebaseAuthLoader } from './firebase-auth-api';
import type { GoogleIdentityLoader, OneTapNotification } from './load-google-identity';
import { providerError, toProviderError } from './provider-error';

/** docs/decisions.md "Identity adapters": LINE is an OpenID Connect provider of the merchant's project. */
export const LINE_PROVIDER_ID = 'oidc.line';
/** The hidden element the invisible reCAPTCHA of the phone-code flow renders into. */
export const RECAPTCHA_HOST_ID = 'identity-recaptcha';

export interface FirebaseIdentityDeps {
  readonly loadAuth: FirebaseAuthLoader;
  readonly loadGoogleIdentity: GoogleIdentityLoader;
  readonly logger: Logger;
  /** The page's document, read at use (the container is also built in node). */
  readonly document: () => Document;
  /** Settles when the page starts leaving for the provider (the redirect flow's signInWithRedirect never settles). */
  readonly leavingPage: () => Promise<void>;
}

type Ready = { readonly api: FirebaseAuthApi; readonly auth: Auth };

function firebaseOptions(config: FirebaseProviderConfig): FirebaseOptions | null {
  if (!config.apiKey) return null;
  const options: FirebaseOptions = { apiKey: config.apiKey };
  if (config.authDomain) options.authDomain = config.authDomain;
  if (config.projectId) options.projectId = config.projectId;
  if (config.appId) options.appId = config.appId;
  if (config.messagingSenderId) options.messagingSenderId = config.messagingSenderId;
  return options;
}

/**
 * The identity port over the modular Firebase SDK (player-journey §3 "Provider config for sms or social
 * login", §4 "Social login", "Phone-code login", "Redirect flow"). The SDK is downloaded on the first
 * call; an initialisation failure is only logged (§8) and answers auth/unknown.
 */
export class FirebaseIdentityProvider implements IdentityProvider {
  private readonly apps = new Map<string, Promise<Ready>>();
  private confirmation: ConfirmationResult | null = null;

  constructor(private readonly deps: FirebaseIdentityDeps) {}

  async signIn(channel: SocialChannel, flow: SignInFlow, config: FirebaseProviderConfig): Promise<IdentityResult> {
    const ready = await this.ready(config);
    if ('kind' in ready) return ready;
    const provider = this.providerFor(ready.api, channel);
    if (flow === 'redirect') return this.redirect(ready, provider);
    try {
      return await credential(await ready.api.signInWithPopup(ready.auth, provider));
    } catch (error) {
      return toProviderError(error);
    }
  }

  async redirectResult(config: FirebaseProviderConfig): Promise<IdentityResult | null> {
    const ready = await this.ready(config);
    if ('kind' in ready) return ready;
    try {
      const result = await ready.api.getRedirectResult(ready.auth);
      return result ? await credential(result) : null;
    } catch (error) {
      return toProviderError(error);
    }
  }

  async sendPhoneCode(phoneNumber: string, config: FirebaseProviderConfig, languageCode: string): Promise<PhoneCodeSent> {
    const ready = await this.ready(config);
    if ('kind' in ready) return ready;
    let verifier: InstanceType<FirebaseAuthApi['RecaptchaVerifier']> | null = null;
    try {
      // The reCAPTCHA (and the sms) take the auth instance's language, read when the verifier renders.
      ready.auth.languageCode = languageCode;
      verifier = new ready.api.RecaptchaVerifier(ready.auth, this.recaptchaElement(), { size: 'invisible' });
      this.confirmation = await ready.api.signInWithPhoneNumber(ready.auth, phoneNumber, verifier);
      return { kind: 'sent' };
    } catch (error) {
      return toProviderError(error);
    } finally {
      clearQuietly(verifier);
    }
  }

  async confirmPhoneCode(code: string): Promise<IdentityResult> {
    const confirmation = this.confirmation;
    // player-journey §4 "With no pending confirmation the alert is auth/code-expired".
    if (!confirmation) return providerError(CODE_EXPIRED);
    try {
      const result = await credential(await confirmation.confirm(code));
      this.confirmation = null;
      return result;
    } catch (error) {
      const failure = toProviderError(error);
      if (failure.code === CODE_EXPIRED) this.confirmation = null;
      return failure;
    }
  }

  async oneTap(config: FirebaseProviderConfig): Promise<IdentityResult | null> {
    const clientId = config.googleWebClientId;
    if (!clientId) return null;
    let jwt: string | null;
    try {
      jwt = await this.promptOneTap(clientId);
    } catch (error) {
      this.deps.logger.warn(`one-tap sign-in unavailable: ${describe(error)}`);
      return null;
    }
    if (!jwt) return null;
    const ready = await this.ready(config);
    if ('kind' in ready) return ready;
    try {
      const googleCredential = ready.api.GoogleAuthProvider.credential(jwt);
      return await credential(await ready.api.signInWithCredential(ready.auth, googleCredential));
    } catch (error) {
      return toProviderError(error);
    }
  }

  private async promptOneTap(clientId: string): Promise<string | null> {
    const id = await this.deps.loadGoogleIdentity();
    return new Promise<string | null>((resolve) => {
      id.initialize({
        client_id: clientId,
        callback: (response) => resolve(typeof response.credential === 'string' && response.credential !== '' ? response.credential : null),
        cancel_on_tap_outside: true,
      });
      id.prompt((notification: OneTapNotification) => {
        const dismissedWithoutCredential = notification.isDismissedMoment?.() === true && notification.getDismissedReason?.() !== 'credential_returned';
        if (notification.isNotDisplayed?.() === true || notification.isSkippedMoment?.() === true || dismissedWithoutCredential) resolve(null);
      });
    });
  }

  /** signInWithRedirect navigates away and never settles; it rejects when the SDK refuses to start. */
  private redirect(ready: Ready, provider: AuthProvider): Promise<IdentityResult> {
    const started = ready.api.signInWithRedirect(ready.auth, provider).then(
      (): IdentityResult => ({ kind: 'redirecting' }),
      (error: unknown): IdentityResult => toProviderError(error),
    );
    const leaving = this.deps.leavingPage().then((): IdentityResult => ({ kind: 'redirecting' }));
    return Promise.race([started, leaving]);
  }

  private providerFor(api: FirebaseAuthApi, channel: SocialChannel): AuthProvider {
    switch (channel) {
      case 'google':
        return new api.GoogleAuthProvider();
      case 'facebook':
        return new api.FacebookAuthProvider();
      case 'twitter':
        return new api.TwitterAuthProvider();
      case 'line':
        return new api.OAuthProvider(LINE_PROVIDER_ID);
    }
  }

  /** One Firebase app per provider config; a failure is logged, answered as auth/unknown and tried again next time. */
  private async ready(config: FirebaseProviderConfig): Promise<Ready | ReturnType<typeof providerError>> {
    const options = firebaseOptions(config);
    if (!options) {
      this.deps.logger.warn('firebase initialisation skipped: the provider config has no apiKey');
      return providerError(UNKNOWN_PROVIDER_ERROR);
    }
    const key = JSON.stringify(options);
    let pending = this.apps.get(key);
    if (!pending) {
      const name = `mobile-shell-identity-${this.apps.size + 1}`;
      pending = this.deps.loadAuth().then((api) => {
        const app = api.getApps().find((existing) => existing.name === name) ?? api.initializeApp(options, name);
        return { api, auth: api.getAuth(app) };
      });
      this.apps.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      this.apps.delete(key);
      this.deps.logger.warn(`firebase initialisation failed: ${describe(error)}`);
      return providerError(UNKNOWN_PROVIDER_ERROR);
    }
  }

  /** A fresh element inside one hidden host: a reCAPTCHA cannot render twice into the same element. */
  private recaptchaElement(): HTMLElement {
    const doc = this.deps.document();
    let host = doc.getElementById(RECAPTCHA_HOST_ID);
    if (!host) {
      host = doc.createElement('div');
      host.id = RECAPTCHA_HOST_ID;
      host.hidden = true;
      host.setAttribute('aria-hidden', 'true');
      doc.body.appendChild(host);
    }
    host.replaceChildren();
    const element = doc.createElement('div');
    host.appendChild(element);
    return element;
  }
}

async function credential(result: UserCredential): Promise<IdentityResult> {
  return { kind: 'credential', idToken: await result.user.getIdToken() };
}

function clearQuietly(verifier: { clear(): void } | null): void {
  try {
    verifier?.clear();
  } catch {
    // already cleared or never rendered
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Settles when the page is being left (the redirect flow's navigation). */
export function pageLeaving(target: Pick<Window, 'addEventListener'> = window): Promise<void> {
  return new Promise((resolve) => {
    target.addEventListener('pagehide', () => resolve(), { once: true });
    target.addEventListener('beforeunload', () => resolve(), { once: true });
  });
}
