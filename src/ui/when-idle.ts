/**
 * Runs `task` once the browser has nothing more urgent to do, and at most `timeoutMs` later (a short timer where
 * requestIdleCallback is missing, as in Safari before 18). Returns a cancel. For code the first paint does not need.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

/** Without requestIdleCallback: after the current frame's work, not at once. */
const FALLBACK_DELAY_MS = 200;
