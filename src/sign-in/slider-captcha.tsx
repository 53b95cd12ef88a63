import { useObservableState } from 'observable-hooks';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { of } from 'rxjs';
import type { SliderCaptchaWidget, SliderChallenge } from '../../adapters/captcha/slider-captcha-widget';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { ModalDialog } from '../ui/modal-dialog';

/** One arrow-key press moves the thumb this share of the track; Enter or Space lets it go there. */
export const KEY_STEP = 0.02;
const THUMB_PX = 44;

const NO_SLIDER = of<SliderChallenge | null>(null);

const track: CSSProperties = {
  position: 'relative',
  height: THUMB_PX,
  margin: '8px 0 16px',
  borderRadius: THUMB_PX / 2,
  background: 'var(--surface-muted, rgb(0 0 0 / 0.08))',
  touchAction: 'none',
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The mock-mode slider captcha (docs/decisions.md "Captcha"): drag the thumb (or use the arrow keys, then Enter)
 * onto the marked gap. Renders the SliderCaptcha widget's pending slider; nothing outside mock builds.
 */
export function SliderCaptcha() {
  const widget = useService(TOKENS.SliderCaptcha);
  const challenge = useObservableState(widget?.pending$ ?? NO_SLIDER, widget?.current ?? null);
  if (!widget || !challenge) return null;
  return <SliderModal key={challenge.id} widget={widget} challenge={challenge} />;
}

function SliderModal({ widget, challenge }: { readonly widget: SliderCaptchaWidget; readonly challenge: SliderChallenge }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(0);
  const [missed, setMissed] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; from: number } | null>(null);

  const release = (at: number) => {
    if (widget.release(at) === 'missed') {
      setMissed(true);
      setPosition(0);
    }
  };

  const width = () => Math.max(1, (trackRef.current?.getBoundingClientRect().width ?? 0) - THUMB_PX);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    widget.start();
    setMissed(false);
    drag.current = { x: event.clientX, from: position };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setPosition(clamp(drag.current.from + (event.clientX - drag.current.x) / width()));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const at = clamp(drag.current.from + (event.clientX - drag.current.x) / width());
    drag.current = null;
    release(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (p: number) => number> = {
      ArrowRight: (p) => p + KEY_STEP,
      ArrowUp: (p) => p + KEY_STEP,
      ArrowLeft: (p) => p - KEY_STEP,
      ArrowDown: (p) => p - KEY_STEP,
      Home: () => 0,
      End: () => 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      widget.start();
      setMissed(false);
      setPosition((p) => clamp(move(p)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      release(position);
    }
  };

  const at = (share: number) => `calc(${share} * (100% - ${THUMB_PX}px))`;

  return (
    <ModalDialog role="dialog" title={t('slider_captcha_title')} message={t('slider_captcha_hint')} onDismiss={() => widget.cancel()}>
      <div style={{ flex: 1 }}>
        <div ref={trackRef} style={track} data-testid="slider-track">
          <div
            aria-hidden="true"
            data-testid="slider-gap"
            style={{
              position: 'absolute',
              left: at(challenge.target),
              width: THUMB_PX,
              height: THUMB_PX,
              borderRadius: '50%',
              border: '2px dashed currentColor',
              boxSizing: 'border-box',
            }}
          />
          <div
            role="slider"
            tabIndex={0}
            aria-label={t('slider_captcha_thumb')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(position * 100)}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown}
            style={{
              position: 'absolute',
              left: at(position),
              width: THUMB_PX,
              height: THUMB_PX,
              borderRadius: '50%',
              background: 'var(--primary, #1677ff)',
              cursor: 'grab',
            }}
          />
        </div>
        <p role="status" style={{ minHeight: '1.5em', margin: '0 0 12px' }}>
          {missed ? t('slider_captcha_retry') : ''}
        </p>
        <div className="modal-actions">
          <button type="button" className="button secondary" onClick={() => widget.cancel()}>
            {t('close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
