import type { SessionInfo } from '../session-state/session-info';
import type { PopupExecution, PopupItem, PopupViewer } from './model';

/** A session is a member (keyed by id, else user name); no session is a guest. */
export function viewerOf(session: SessionInfo | null): PopupViewer {
  if (!session) return { kind: 'guest' };
  return { kind: 'member', userKey: session.id || `name:${session.userName}`, firstLogin: session.firstTimeLogin };
}

/** shell §6 "Guests see popups of execution B; members see A; a first login also sees F." */
export function executionsFor(viewer: PopupViewer): readonly PopupExecution[] {
  if (viewer.kind === 'guest') return ['B'];
  return viewer.firstLogin ? ['A', 'F'] : ['A'];
}

export function popupsForViewer(items: readonly PopupItem[], viewer: PopupViewer): PopupItem[] {
  const wanted = executionsFor(viewer);
  return items.filter((item) => item.execution.some((letter) => wanted.includes(letter)));
}
