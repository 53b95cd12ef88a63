import type { Logger } from '../../core/config/ports';
import type { IdentityProvider } from '../../core/identity/ports';
import type { Scheduler } from '../../core/runtime/ports';
import { pageIdentitySources } from './browser-identity-environment';
import { FirebaseIdentityProvider, pageLeaving } from './firebase-identity-provider';
import { loadFirebaseAuth } from './load-firebase-auth';
import { scriptGoogleIdentityLoader } from './load-google-identity';
import { NativeBridgeIdentityProvider, nativeChannels } from './native-bridge-identity-provider';

/** Firebase over the page; the SDK and the one-tap script are downloaded only when a method runs. */
function firebaseProvider(logger: Logger): FirebaseIdentityProvider {
  return new FirebaseIdentityProvider({
    loadAuth: loadFirebaseAuth,
    loadGoogleIdentity: scriptGoogleIdentityLoader(),
    logger,
    document: () => document,
    leavingPage: () => pageLeaving(window),
  });
}

/** Inside an app wrapper that offers native sign-in: its bridge for the channels it lists, Firebase for the rest. */
export function createIdentityProvider(logger: Logger, scheduler: Scheduler): IdentityProvider {
  const web = firebaseProvider(logger);
  const page = pageIdentitySources().bridgeWindow;
  if (nativeChannels(page()).length === 0) return web;
  return new NativeBridgeIdentityProvider({ window: page, scheduler, fallback: web });
}
