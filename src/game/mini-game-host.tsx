import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { bindDrag } from '../../adapters/minigame/drag-binding';
import { ElementViewport } from '../../adapters/minigame/element-viewport';
import { TOKENS } from '../../adapters/composition/tokens';
import { MARGIN_RATIO } from '../../core/minigame/drag-math';
import type { MiniGameStore, MiniGameView } from '../../core/minigame/mini-game-store';
import { useService } from '../app/container-context';

/** docs/decisions.md "Mini-game widget": an arrow key moves the container this far. */
export const KEYBOARD_STEP_PX = 16;

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-KEYBOARD_STEP_PX, 0],
  ArrowRight: [KEYBOARD_STEP_PX, 0],
  ArrowUp: [0, -KEYBOARD_STEP_PX],
  ArrowDown: [0, KEYBOARD_STEP_PX],
};

export interface MiniGameHostProps {
  /** player-journey §2 "positioned by optional bottom and left properties" (CSS px). */
  readonly bottom?: number;
  readonly left?: number;
}

/**
 * While the widget shows at its default place, the bottom navigation keeps a band above its items as tall as
 * the widget plus a margin on each side (styles.css `data-mini-game-dock`): the widget docks there, so no
 * control of the page ever lies under it (docs/decisions.md "Mini-game widget").
 */
function useDockBand(docked: boolean, region: React.RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!docked || !element) return;
    const root = document.documentElement;
    const place = () => {
      const margin = window.innerWidth * MARGIN_RATIO;
      root.style.setProperty('--mini-game-dock', `${Math.ceil(element.offsetHeight + 2 * margin)}px`);
    };
    place();
    root.setAttribute('data-mini-game-dock', '');
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    sizes?.observe(element);
    window.addEventListener('resize', place);
    return () => {
      sizes?.disconnect();
      window.removeEventListener('resize', place);
      root.removeAttribute('data-mini-game-dock');
      root.style.removeProperty('--mini-game-dock');
    };
  }, [docked, region]);
}

/**
 * The floating, draggable mini-game container (player-journey §2, §4). Rendered once; core's store decides
 * when it shows (`hidden` otherwise), where it sits and which clicks count. The widget draws into the inner
 * box, which React never touches.
 */
export default function MiniGameHost({ bottom, left }: MiniGameHostProps): ReactElement | null {
  const { t } = useTranslation();
  const loadStore = useService(TOKENS.MiniGame);
  const hintId = useId();
  const region = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [store, setStore] = useState<MiniGameStore<HTMLElement> | null>(null);
  const [view, setView] = useState<MiniGameView>({ status: 'hidden', position: null });

  useEffect(() => {
    let alive = true;
    loadStore().then(
      (loaded) => alive && setStore(loaded),
      () => undefined, // its code could not be downloaded: no widget this time
    );
    return () => {
      alive = false;
    };
  }, [loadStore]);

  useEffect(() => {
    const element = region.current;
    const mount = content.current;
    if (!store || !element || !mount) return;
    const views = store.view$.subscribe(setView);
    const closed = store.closed$.subscribe(() => element.focus());
    const stop = store.start();
    const detach = store.attach(mount, new ElementViewport(window, element), { bottom, left });
    const unbind = bindDrag(element, store);
    return () => {
      unbind();
      detach();
      stop();
      closed.unsubscribe();
      views.unsubscribe();
    };
  }, [store, bottom, left]);

  const shown = view.status === 'shown';
  // Measured as soon as it is laid out, not at the next bounds poll.
  useLayoutEffect(() => {
    if (shown) store?.measure();
  }, [shown, store]);
  useDockBand(shown && bottom === undefined, region);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step || event.target !== event.currentTarget || !store) return;
    event.preventDefault();
    store.moveBy(step[0], step[1]);
  };

  return (
    <div
      ref={region}
      role="region"
      aria-label={t('mini_game_region')}
      aria-describedby={hintId}
      tabIndex={0}
      className="mini-game-host"
      hidden={!shown}
      style={view.position ? { left: view.position.left, top: view.position.top } : undefined}
      onKeyDown={onKeyDown}
    >
      <span id={hintId} hidden>
        {t('mini_game_move_hint')}
      </span>
      <div ref={content} className="mini-game-content" />
    </div>
  );
}
