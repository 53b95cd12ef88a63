import { isFlagOn, type SharedConfig } from '../config/shared-config';
import { hasChat } from '../session/member-info';
import { NOT_LOGGED_IN } from '../session-state/member-type';
import { CHAT_OPTION } from './chat-option';

/**
 * player-journey §5 "Chat is shown only if option CBS3 is on. Not logged in: chat redirects to /m/login.
 * Member type 4: message no_permissions and no unread count."
 */
export type ChatAccess = 'hidden' | 'login-required' | 'no-permissions' | 'allowed';

/** player-journey §5 "Chat is shown only if option CBS3 is on": before the shared config has come, it is off. */
export function chatOptionIn(config: SharedConfig | null): boolean {
  return config ? isFlagOn(config, CHAT_OPTION) : false;
}

export function chatAccess(chatOptionOn: boolean, memberType: number): ChatAccess {
  if (!chatOptionOn) return 'hidden';
  if (memberType === NOT_LOGGED_IN) return 'login-required';
  return hasChat(memberType) ? 'allowed' : 'no-permissions';
}

/** Who looks at the chat button: what the rules allow, and whose session (a new token restarts the badge). */
export interface ChatViewer {
  readonly access: ChatAccess;
  readonly token: string | null;
}
