import { scriptSource } from '../browser/trusted-script-url';
import { whenThirdPartyMarkupReady } from '../browser/trusted-types-default-policy';
/** Google Identity Services, the one-tap client (its interface is outside the product's contract, player-journey §7). */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface OneTapNotification {
  isNotDisplayed?(): boolean;
  isSkippedMoment?(): boolean;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (notification: OneTapNotification) => void): void;
}

export type GoogleIdentityLoader = () => Promise<GoogleAccountsId>;

type GoogleGlobals = { google?: { accounts?: { id?: GoogleAccountsId } } };

/**
 * Adds the one-tap script tag on first use and waits for it; a failed download is not kept, so the next
 * one-tap attempt tries again.
 */
export function scriptGoogleIdentityLoader(
  page: () => { readonly doc: Document; readonly globals: GoogleGlobals } = () => ({ doc: document, globals: window as unknown as GoogleGlobals }),
): GoogleIdentityLoader {
  let loading: Promise<GoogleAccountsId> | null = null;
  return () => {
    const { doc, globals } = page();
    const ready = globals.google?.accounts?.id;
    if (ready) return Promise.resolve(ready);
    loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = scriptSource(GOOGLE_IDENTITY_SCRIPT, [new URL(GOOGLE_IDENTITY_SCRIPT).origin], doc);
      script.async = true;
      script.addEventListener('load', () => {
        const id = globals.google?.accounts?.id;
        if (id) resolve(id);
        else reject(new Error('Google Identity Services loaded without google.accounts.id'));
      });
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(`Google Identity Services could not be loaded from ${GOOGLE_IDENTITY_SCRIPT}`));
      });
      // One-tap writes its prompt as markup: in once the default policy can sanitise it.
      whenThirdPartyMarkupReady(() => doc.head.appendChild(script));
    }).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
