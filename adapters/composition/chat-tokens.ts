import type { ChatViewer } from '../../core/chat/chat-access';
import type { LaunchChatOutcome, LaunchChatRequest } from '../../core/chat/launch-chat';
import type { PageVisibility } from '../../core/chat/ports';
import type { LazyChatUnreadCount } from '../chat/lazy-chat-unread-count';
import type { UseCase } from './deferred-use-case';
import type { Observable } from 'rxjs';
import { token } from './token';

/** The tokens chat-module.ts binds. */
export const chatTokens = {
  /** Chat: chat-module.ts. Whether the chat button shows and what it does (player-journey §5). */
  ChatViewer: token<Observable<ChatViewer>>('ChatViewer'),
  PageVisibility: token<PageVisibility>('PageVisibility'),
  /** The footer button's unread badge (`count$`, null: no badge); `start()` once at boot. Code downloaded for members who may chat. */
  ChatUnreadCount: token<LazyChatUnreadCount>('ChatUnreadCount'),
  LaunchChat: token<UseCase<[LaunchChatRequest], LaunchChatOutcome>>('LaunchChat'),
} as const;
