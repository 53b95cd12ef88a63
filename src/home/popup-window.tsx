import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import type { ShownPopup } from '../../core/announcements/model';
import {
  closeStepsForward,
  POPUP_AUTOPLAY_MS,
  startCarousel,
  stepCarousel,
  type PopupCarouselEvent,
  type PopupCarouselState,
} from '../../core/announcements/popup-carousel';
import { useService } from '../app/container-context';
import { useHideFailedImages } from '../ui/use-hide-failed-images';
import { trustedHtml } from '../ui/trusted-html';
import { usePromptClaim } from '../app/use-prompt-claim';
import { ModalDialog } from '../ui/modal-dialog';

/** The popups' window: a carousel of the sanitised slides in a modal dialog. */
export default function PopupWindow({ popups, forceRead, onClosed }: { popups: readonly ShownPopup[]; forceRead: boolean; onClosed: () => void }) {
  const { t, i18n } = useTranslation();
  const close = useService(TOKENS.CloseAnnouncementPopups);
  const scheduler = useService(TOKENS.Scheduler);
  // The sanitiser that made the popups' HTML (downloaded by then): the Trusted Types policy applies it again.
  const sanitizer = useService(TOKENS.HtmlSanitizerLoader).current;
  const [carousel, setCarousel] = useState<PopupCarouselState>(() => startCarousel(popups.length, forceRead));
  // Right-to-left languages slide the other way (embla must be told; the page's dir alone misplaces slides).
  const [viewport, embla] = useEmblaCarousel({ loop: false, direction: i18n.dir() === 'rtl' ? 'rtl' : 'ltr' });
  const step = (event: PopupCarouselEvent) => setCarousel((current) => stepCarousel(current, event));
  const slides = useRef<HTMLDivElement>(null);
  useHideFailedImages(slides, popups);
  usePromptClaim('announcement-popup', carousel.open);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => step({ type: 'select', index: embla.selectedScrollSnap() });
    const onInteract = () => step({ type: 'interact' });
    embla.on('select', onSelect).on('pointerDown', onInteract);
    return () => {
      embla.off('select', onSelect).off('pointerDown', onInteract);
    };
  }, [embla]);

  // The carousel follows core's index (autoplay, forceRead's close steps).
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== carousel.index) embla.scrollTo(carousel.index);
  }, [embla, carousel.index]);

  useEffect(() => {
    if (!carousel.autoplay) return;
    return scheduler.after(POPUP_AUTOPLAY_MS, () => step({ type: 'autoplay-tick' }));
  }, [carousel.autoplay, carousel.index, scheduler]);

  useEffect(() => {
    if (carousel.open) return;
    void close.execute({ hideToday: carousel.hideToday }).finally(onClosed);
  }, [carousel.open, carousel.hideToday, close, onClosed]);

  const current = popups[carousel.index] ?? popups[0]!;
  if (!carousel.open) return null;
  return (
    <ModalDialog role="dialog" title={current.title} onDismiss={forceRead ? undefined : () => step({ type: 'close-requested' })} layout="list">
      <div className="popup-carousel" ref={viewport} onKeyDown={() => step({ type: 'interact' })}>
        <div className="popup-slides" ref={slides}>
          {popups.map((popup, index) => (
            <div
              key={popup.id}
              className="popup-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={popup.title}
              dir="auto"
              // Off-screen slides take no focus: a focused link there would scroll the carousel under the title.
              inert={index !== carousel.index}
              // Sanitised by core (core/content HtmlSanitizer, DOMPurify) before it reaches the screen; again, idempotently,
              // by the Trusted Types policy that makes it a TrustedHTML (src/ui/trusted-html.ts).
              dangerouslySetInnerHTML={{ __html: sanitizer ? trustedHtml(popup.safeHtml, sanitizer) : popup.safeHtml }}
            />
          ))}
        </div>
      </div>
      {popups.length > 1 && (
        <div className="popup-dots">
          {popups.map((popup, index) => (
            <button
              key={popup.id}
              type="button"
              className="popup-dot"
              aria-label={popup.title}
              aria-current={index === carousel.index || undefined}
              onClick={() => {
                step({ type: 'interact' });
                step({ type: 'select', index });
              }}
            />
          ))}
        </div>
      )}
      <label className="check">
        <input type="checkbox" checked={carousel.hideToday} onChange={(event) => step({ type: 'hide-today', checked: event.target.checked })} />
        <span>{t('popup_hide_today')}</span>
      </label>
      <button type="button" className="button primary block" onClick={() => step({ type: 'close-requested' })}>
        {closeStepsForward(carousel) ? t('popup_next') : t('close')}
      </button>
    </ModalDialog>
  );
}
