import { useObservableState } from 'observable-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import type { Observable } from 'rxjs';
import type { ChatViewer } from '../../core/chat/chat-access';
import { useService } from '../app/container-context';

const NO_VIEWER: ChatViewer = { access: 'hidden', token: null };
/** Above this the badge reads "99+" (the accessible name keeps the real count). */
const BADGE_MAX = 99;

/**
 * The footer's chat item (player-journey §5): absent while CBS3 is off. What a press does for a guest
 * (to /m/login), for type 4 (the no_permissions toast) and for a member (the chat opens) is LaunchChat's.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const viewer$ = useService(TOKENS.ChatViewer);
  const unread = useService(TOKENS.ChatUnreadCount);
  const launch = useService(TOKENS.LaunchChat);
  const viewer = useObservableState(viewer$, () => currentViewer(viewer$));
  const count = useObservableState(unread.count$, unread.count);
  if (viewer.access === 'hidden') return null;
  const badge = viewer.access === 'allowed' && count !== null && count > 0 ? count : null;
  return (
    <button
      type="button"
      aria-label={badge === null ? undefined : t('nav_chat_unread', { count: badge })}
      onClick={() => void launch.execute({ title: t('site_name'), backUrl: window.location.href })}
    >
      <span className="nav-icon">
        <ChatIcon />
        {badge !== null && (
          <span className="nav-badge" aria-hidden="true">
            {badge > BADGE_MAX ? `${BADGE_MAX}+` : badge}
          </span>
        )}
      </span>
      <span>{t('nav_chat')}</span>
    </button>
  );
}

/** Follows the viewer for the unread badge while mounted (once, over every screen: the badge survives page changes). */
export function ChatUnreadFollower() {
  const unread = useService(TOKENS.ChatUnreadCount);
  useEffect(() => unread.start(), [unread]);
  return null;
}

/**
 * The viewer now: the stream answers on subscribe once its sources hold values, so the nav a new page
 * mounts has the chat item in its first paint (no item popping in and narrowing the others).
 */
function currentViewer(viewer$: Observable<ChatViewer>): ChatViewer {
  let now = NO_VIEWER;
  viewer$.subscribe((viewer) => (now = viewer)).unsubscribe();
  return now;
}

/** The chat bubble (index.html's boot-shell navigation draws the same path: boot-shell.test.tsx). */
export const CHAT_ICON_PATH = 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm4 6h.01M12 11h.01M16 11h.01';

function ChatIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={CHAT_ICON_PATH}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
