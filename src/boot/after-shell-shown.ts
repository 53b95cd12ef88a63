/**
 * When the boot entry may start the app's download (src/boot/boot-shell-entry.ts): once the shell is on screen. With
 * home's banner, once its picture is on screen: the page's largest paint gets the link to itself first
 * (docs/decisions.md "the first banner from the boot entry").
 */

/** After the next frame is on screen (rAF, then a task); a hidden tab paints no frame, so at most 100 ms. */
export function afterNextPaint(callback: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/**
 * Once the shell's banner picture is on screen (its Element Timing entry; where that is not supported, the frame
 * after it has loaded), or failed; after the next frame when the shell has none. Calls back once.
 */
export function afterShellShown(doc: Document, callback: () => void): void {
  const image = doc.querySelector<HTMLImageElement>('[data-boot-shell] img[elementtiming]');
  if (!image) return afterNextPaint(callback);
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  image.addEventListener('error', once, { once: true });
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
    const identifier = image.getAttribute('elementtiming');
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === identifier)) once();
    });
    observer.observe({ type: 'element', buffered: true });
  } else if (image.complete) afterNextPaint(once);
  else image.addEventListener('load', () => afterNextPaint(once), { once: true });
}
