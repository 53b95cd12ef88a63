import { useLayoutEffect, type RefObject } from 'react';

/**
 * A server picture inside `holder` that fails to load leaves no blank gap or broken-image sign: it is hidden. An
 * image's error event does not bubble, so it is caught on the way down (capture). The listener is attached in the
 * commit itself (layout effect), not after paint: a picture that fails at once must not slip past it.
 */
export function useHideFailedImages(holder: RefObject<HTMLElement | null>, content: unknown): void {
  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    const hideFailed = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.hidden = true;
    };
    element.addEventListener('error', hideFailed, true);
    return () => element.removeEventListener('error', hideFailed, true);
  }, [holder, content]);
}
