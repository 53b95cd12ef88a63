import { useObservableState } from 'observable-hooks';
import { useId, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AddToHomeScreen } from '../../core/install/add-to-home-screen';
import { SHEET_TRANSITION_MS } from '../../core/install/model';
import './add-to-home-screen-sheet.css';

/**
 * The add-to-home-screen bottom sheet (player-journey §4, §5; shell §2 "Add-to-home-screen footer guide"):
 * Install and Close when the browser offered its prompt; on iOS the share-sheet tip (17 or later) or the
 * profile download button. It slides up in 250 ms (none with reduced motion); it does not block the page.
 */
export default function AddToHomeScreenSheet({ store }: { store: AddToHomeScreen }) {
  const { t } = useTranslation();
  const sheet = useObservableState(store.sheet$, store.sheet);
  const titleId = useId();
  const messageId = useId();
  if (sheet.kind === 'hidden') return null;
  const message = sheet.kind === 'ios-tip' ? t('a2hs_ios_tip') : t('a2hs_message');
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') store.close();
  };
  return createPortal(
    // The slide's length is the constant; the stylesheet names the animation (none with reduced motion).
    <section
      className="a2hs-sheet"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onKeyDown={onKeyDown}
      style={{ animationDuration: `${SHEET_TRANSITION_MS}ms` }}
    >
      <h2 id={titleId} className="a2hs-title">
        {t('a2hs_title')}
      </h2>
      <p id={messageId} className="a2hs-message">
        {message}
      </p>
      <div className="a2hs-actions">
        <button type="button" className="button secondary" onClick={() => store.close()}>
          {t('close')}
        </button>
        {sheet.kind === 'install' && (
          <button type="button" className="button primary" onClick={() => void store.install()}>
            {t('a2hs_install')}
          </button>
        )}
        {sheet.kind === 'ios-profile' && (
          <button type="button" className="button primary" onClick={() => void store.downloadProfile()}>
            {t('a2hs_ios_profile')}
          </button>
        )}
      </div>
    </section>,
    document.body,
  );
}
