import { ContainerModule } from 'inversify';
import { map, type Observable } from 'rxjs';
import { chatAccess, chatOptionIn, type ChatViewer } from '../../core/chat/chat-access';
import { chatViewer$ } from '../../core/chat/chat-viewer';
import type { LaunchChatOutcome, LaunchChatRequest } from '../../core/chat/launch-chat';
import type { PageVisibility } from '../../core/chat/ports';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { ExternalLinkOpener } from '../../core/customer-service/ports';
import type { ApiClient } from '../../core/http/api-client';
import type { Scheduler } from '../../core/runtime/ports';
import type { SessionState } from '../../core/session/session-state';
import { text } from '../../core/notice/model';
import type { NoticeCenter } from '../../core/notice/notice-center';
import type { AppNavigator } from '../../core/runtime/ports';
import { DocumentVisibility } from '../chat/document-visibility';
import { LazyChatUnreadCount } from '../chat/lazy-chat-unread-count';
import { deferredUseCase } from './deferred-use-case';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';


/** Chat (player-journey §2, §5, §7): the button's viewer stream, the unread badge and the launch, their code downloaded on first use. */
export const chatModule = new ContainerModule((bind) => {
  bind(TOKENS.PageVisibility).toDynamicValue((): PageVisibility => new DocumentVisibility()).inSingletonScope();
  bind(TOKENS.ChatViewer)
    .toDynamicValue(
      resolvedValue(
        (config: SharedConfigStore, state: SessionState): Observable<ChatViewer> =>
          chatViewer$(config.config$.pipe(map(chatOptionIn)), state.session$, state.memberType$),
        [TOKENS.SharedConfigStore, TOKENS.SessionState],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.ChatUnreadCount)
    .toDynamicValue(
      resolvedValue(
        (viewer$: Observable<ChatViewer>, api: ApiClient, visibility: PageVisibility, scheduler: Scheduler) =>
          new LazyChatUnreadCount(viewer$, async () => {
            const { ChatUnreadCount } = await import('../../core/chat/chat-unread-count');
            return new ChatUnreadCount(api, viewer$, visibility, scheduler);
          }),
        [TOKENS.ChatViewer, TOKENS.ApiClient, TOKENS.PageVisibility, TOKENS.Scheduler],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.LaunchChat)
    .toDynamicValue(
      resolvedValue(
        (
          api: ApiClient,
          notices: NoticeCenter,
          navigator: AppNavigator,
          links: ExternalLinkOpener,
          config: SharedConfigStore,
          state: SessionState,
          language: () => string,
        ) =>
          deferredUseCase<[LaunchChatRequest], LaunchChatOutcome>(
            async () => {
              const [{ LaunchChat }, { CssThemeHeaderColor }] = await Promise.all([
                import('../../core/chat/launch-chat'),
                import('../chat/css-theme-header-color'),
              ]);
              return new LaunchChat({
                api,
                notifier: notices,
                appNavigator: navigator,
                links,
                viewer: () => ({ access: chatAccess(chatOptionIn(config.config), state.memberType), token: state.session?.token ?? null }),
                language,
                headerColor: new CssThemeHeaderColor(),
              });
            },
            () => {
              void notices.notice(text('unknown_error'));
              return { kind: 'failed', reason: 'request-failed' };
            },
          ),
        [
          TOKENS.ApiClient,
          TOKENS.NoticeCenter,
          TOKENS.AppNavigator,
          TOKENS.ExternalLinkOpener,
          TOKENS.SharedConfigStore,
          TOKENS.SessionState,
          TOKENS.CurrentLanguage,
        ],
      ),
    )
    .inSingletonScope();
});
