import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type * as FirebaseAuthModule from 'firebase/auth';

/**
 * The part of the modular Firebase SDK the identity adapter uses. Type-only imports: the SDK itself is
 * downloaded by `loadFirebaseAuth` when a social or phone-code button is first used (docs/decisions.md
 * "Identity adapters").
 */
export interface FirebaseAuthApi {
  readonly initializeApp: (options: FirebaseOptions, name: string) => FirebaseApp;
  readonly getApps: () => FirebaseApp[];
  readonly getAuth: typeof FirebaseAuthModule.getAuth;
  readonly GoogleAuthProvider: typeof FirebaseAuthModule.GoogleAuthProvider;
  readonly FacebookAuthProvider: typeof FirebaseAuthModule.FacebookAuthProvider;
  readonly TwitterAuthProvider: typeof FirebaseAuthModule.TwitterAuthProvider;
  readonly OAuthProvider: typeof FirebaseAuthModule.OAuthProvider;
  readonly RecaptchaVerifier: typeof FirebaseAuthModule.RecaptchaVerifier;
  readonly signInWithPopup: typeof FirebaseAuthModule.signInWithPopup;
  readonly signInWithRedirect: typeof FirebaseAuthModule.signInWithRedirect;
  readonly getRedirectResult: typeof FirebaseAuthModule.getRedirectResult;
  readonly signInWithPhoneNumber: typeof FirebaseAuthModule.signInWithPhoneNumber;
  readonly signInWithCredential: typeof FirebaseAuthModule.signInWithCredential;
}

export type FirebaseAuthLoader = () => Promise<FirebaseAuthApi>;
