import { useObservableState } from 'observable-hooks';
import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import type { AppDownloadPrompt } from '../../core/app-prompt/app-download-prompt';
import { INSTALL_MODAL_FADE_MS, INSTALL_MODAL_SCROLL_LOCK_MS } from '../../core/app-prompt/model';
import { useService } from '../app/container-context';
import { SafeHtml } from '../ui/safe-html';
import { useFocusTrap } from '../ui/use-focus-trap';
import './install-app-modal.css';

/**
 * The install-app modal (shell §2 "app download button, web-app install button, and a continue-in-browser
 * link (absent when the prompt is forced)"; bottom or fullscreen per bottom_app_bar_mode). Core decides
 * whether it shows (core/app-prompt); this renders `view$`.
 */
export default function InstallAppModal({ prompt }: { prompt: AppDownloadPrompt }) {
  const view = useObservableState(prompt.view$, prompt.current);
  return view ? <InstallAppPanel prompt={prompt} /> : null;
}

function InstallAppPanel({ prompt }: { prompt: AppDownloadPrompt }) {
  const { t } = useTranslation();
  const view = useObservableState(prompt.view$, prompt.current);
  const announcements = useObservableState(prompt.announcements$, prompt.announcements);
  const titleId = useId();
  const textId = useId();
  const scheduler = useService(TOKENS.Scheduler);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    const cancelLock = scheduler.after(INSTALL_MODAL_SCROLL_LOCK_MS, () => (document.body.style.overflow = 'hidden'));
    return () => {
      cancelLock();
      document.body.style.overflow = overflow;
    };
  }, [scheduler]);
  const trap = useFocusTrap<HTMLDivElement>(view && !view.forced ? () => prompt.close() : undefined);

  if (!view) return null;
  // The merchant's picture under a scrim of the theme's surface (install-app-modal.css --scrim): the text keeps its
  // contrast whatever the picture is, dark or light.
  const background = view.background ? { backgroundImage: `linear-gradient(var(--scrim), var(--scrim)), url(${JSON.stringify(view.background)})` } : undefined;
  return createPortal(
    // The fade's length is the constant; the stylesheet names the animation (none with reduced motion).
    <div className={`install-app-backdrop ${view.mode}`} style={{ animationDuration: `${INSTALL_MODAL_FADE_MS}ms` }}>
      <div
        ref={trap.ref}
        className={`install-app-panel ${view.theme}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-mode={view.mode}
        style={background}
        onKeyDown={trap.onKeyDown}
      >
        {view.icon && <img className="install-app-icon" src={view.icon} alt="" width={72} height={72} />}
        <h2 id={titleId} className="install-app-title">
          {t('app_download_title')}
        </h2>
        <p id={textId} className="install-app-text">
          {(view.mode === 'bottom' ? view.bottomDescription : null) ?? view.description ?? t('app_download_text')}
        </p>
        {announcements.map((note) => (
          // The merchant's app_download announcements (player-journey §7); server text in its own direction.
          <section key={note.id} className="install-app-note" dir="auto" aria-label={note.title || undefined}>
            {note.title && <h3 className="install-app-note-title">{note.title}</h3>}
            <SafeHtml html={note.content} />
          </section>
        ))}
        <div className="install-app-actions">
          {view.download && view.ios === 'profile' && (
            // iOS before 17: the go-to-settings notice first, then the provisioning file (shell §4).
            <button type="button" className="button primary" onClick={() => void prompt.downloadProfile()}>
              {t('app_download_button')}
            </button>
          )}
          {view.download && view.ios !== 'profile' && (
            <a className="button primary" href={view.download.url} target="_blank" rel="noopener noreferrer" onClick={() => prompt.recordDownload()}>
              {t('app_download_button')}
            </a>
          )}
          {view.ios === 'tip' && (
            <p className="install-app-tip" role="status">
              {view.tipShown ? t('app_download_ios_tip') : null}
            </p>
          )}
          {view.canInstall && (
            <button type="button" className="button secondary" onClick={() => void prompt.install()}>
              {t('app_install_button')}
            </button>
          )}
          {!view.forced && (
            <button type="button" className="install-app-continue" onClick={() => prompt.close()}>
              {t('app_continue_in_browser')}
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
