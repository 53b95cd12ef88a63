/**
 * msw's start() calls update() on an existing registration without catching it (mswjs/msw#2006): a page left
 * while that fetch runs rejects with "Failed to update a ServiceWorker … <script>". That rejection is the mock
 * worker's own housekeeping, not the app's, so it is marked handled; every other rejection still surfaces.
 */
export function quietWorkerUpdateRejections(target: EventTarget, workerScript: string): void {
  target.addEventListener('unhandledrejection', (event) => {
    const { reason } = event as Event & { reason?: unknown };
    const message = reason instanceof Error ? reason.message : '';
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes(workerScript)) event.preventDefault();
  });
}
