import type { FirebaseAuthApi } from './firebase-auth-api';

/** Downloads firebase/app and firebase/auth (their own chunk): only called when an identity method runs. */
export async function loadFirebaseAuth(): Promise<FirebaseAuthApi> {
  const [app, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  return {
    initializeApp: app.initializeApp,
    getApps: app.getApps,
    getAuth: auth.getAuth,
    GoogleAuthProvider: auth.GoogleAuthProvider,
    FacebookAuthProvider: auth.FacebookAuthProvider,
    TwitterAuthProvider: auth.TwitterAuthProvider,
    OAuthProvider: auth.OAuthProvider,
    RecaptchaVerifier: auth.RecaptchaVerifier,
    signInWithPopup: auth.signInWithPopup,
    signInWithRedirect: auth.signInWithRedirect,
    getRedirectResult: auth.getRedirectResult,
    signInWithPhoneNumber: auth.signInWithPhoneNumber,
    signInWithCredential: auth.signInWithCredential,
  };
}
