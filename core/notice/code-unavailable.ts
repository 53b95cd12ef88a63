import { text, type Text } from './model';
import type { Notifier } from './ports';

/**
 * The refusal a deferred use case answers when its code could not be downloaded (a dropped connection): the player
 * is told of an unknown error once, nothing was sent, and the screen stays as it is. One errorCode for every such
 * use case (sign-in, registration, identity, second factor), so a caller can tell it from the server's refusals.
 */
export const CODE_UNAVAILABLE = 'code-unavailable';

/** For outcomes whose message is a Text the caller shows itself (identity, second factor). */
export function codeUnavailable(): { readonly kind: 'rejected'; readonly errorCode: typeof CODE_UNAVAILABLE; readonly message: Text } {
  return { kind: 'rejected', errorCode: CODE_UNAVAILABLE, message: text('unknown_error') };
}

/** For outcomes whose message is the server's own text: the notice is shown here, and the message left empty. */
export function codeUnavailableShown(notices: Notifier): { readonly kind: 'rejected'; readonly errorCode: typeof CODE_UNAVAILABLE; readonly message: string } {
  void notices.notice(text('unknown_error'));
  return { kind: 'rejected', errorCode: CODE_UNAVAILABLE, message: '' };
}
