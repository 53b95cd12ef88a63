/**
 * How the app wrapper pushes the registration info into the page (player-journey §3 "Pushed registration info";
 * docs/decisions.md "Request layer and boot calls"): it calls `window.pushRegistrationInfo(info)` at any time
 * (Android evaluateJavascript, iOS evaluateJavaScript), with an object or its JSON text, and gets true when the
 * page kept it; a wrapper that pushes before the page's code has run sets `window.pushedRegistrationInfo = info`
 * instead (a document-start user script), which the page reads when it starts.
 */
export const PUSH_FUNCTION = 'pushRegistrationInfo';
export const EARLY_PUSH = 'pushedRegistrationInfo';

export type ReceiverWindow = Record<string, unknown>;

/** Installs the page's side; `accept` keeps a usable push (core's PushedRegistrationInfoStore). Never throws into the wrapper. */
export function receivePushedRegistrationInfo(win: ReceiverWindow, accept: (raw: unknown) => boolean): void {
  const safely = (raw: unknown): boolean => {
    try {
      return accept(raw);
    } catch {
      return false;
    }
  };
  if (win[EARLY_PUSH] !== undefined) safely(win[EARLY_PUSH]);
  win[PUSH_FUNCTION] = safely;
}
