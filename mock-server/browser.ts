import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { keepPeopleAcrossReloads, readSnapshot } from './browser-persistence';
import { ensureSeeded } from './seed';

/** The mock backend in the browser (dev and mock builds): a service worker under the app's base URL. */
export const mockWorker = setupWorker(...handlers);

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const WORKER_SCRIPT = 'mockServiceWorker.js';

/**
 * msw's start() calls update() on an existing registration without catching it (mswjs/msw#2006): a page left
 * while that fetch runs rejects with "Failed to update a ServiceWorker … mockServiceWorker.js". That rejection
 * is the mock worker's own housekeeping, not the app's, so it is marked handled; every other one still surfaces.
 */
function quietMockWorkerUpdate(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : '';
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes(WORKER_SCRIPT)) event.preventDefault();
  });
}

export async function startMockWorker(): Promise<void> {
  quietMockWorkerUpdate();
  const storage = sessionStore();
  await ensureSeeded(readSnapshot(storage));
  if (storage) keepPeopleAcrossReloads(storage);
  await mockWorker.start({
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}${WORKER_SCRIPT}`,
      options: { scope: import.meta.env.BASE_URL },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
