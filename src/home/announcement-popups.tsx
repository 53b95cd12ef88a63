import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import type { ShownPopup } from '../../core/announcements/model';
import { useService } from '../app/container-context';

// The window's code (the carousel library, the dialog) only when there is a popup to show (docs/decisions.md "First-load budget").
const PopupWindow = lazy(() => import('./popup-window').catch(() => ({ default: () => null })));

/**
 * The announcement popups (shell §2 "Announcement popup: a carousel", §4 "Popup visibility"): the
 * list comes 500 ms after the home screen opens, for this viewer; the slides autoplay every 5000 ms
 * until the player touches them; forceRead makes close step through every slide first; closing with
 * "hide today" keeps them away until the next local midnight. The HTML is sanitised in core.
 */
export default function AnnouncementPopups() {
  const load = useService(TOKENS.LoadAnnouncementPopups);
  const state = useService(TOKENS.SessionState);
  const session = useObservableState(state.session$, state.session);
  const [popups, setPopups] = useState<readonly ShownPopup[] | null>(null);
  const [forceRead, setForceRead] = useState(false);

  // Asked again when the viewer changes (a guest logs in: execution A and F instead of B).
  const viewer = session?.id ?? null;
  useEffect(() => {
    let active = true;
    void load.execute().then((outcome) => {
      if (!active) return;
      if (outcome.kind === 'show') {
        setPopups(outcome.popups);
        setForceRead(outcome.forceRead);
      } else setPopups(null);
    });
    return () => {
      active = false;
    };
  }, [load, viewer]);

  if (!popups || popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupWindow key={popups.map((p) => p.id).join()} popups={popups} forceRead={forceRead} onClosed={() => setPopups(null)} />
    </Suspense>
  );
}

