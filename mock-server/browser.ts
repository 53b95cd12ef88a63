import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { keepPeopleAcrossReloads, readSnapshot } from './browser-persistence';
import { ensureSeeded } from './seed';
import { quietWorkerUpdateRejections } from './quiet-worker-update';
import { dropLeftoverWorker } from './leftover-worker';

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

export async function startMockWorker(): Promise<void> {
  quietWorkerUpdateRejections(window, WORKER_SCRIPT);
  const storage = sessionStore();
  await ensureSeeded(readSnapshot(storage));
  if (storage) keepPeopleAcrossReloads(storage);
  const url = `${import.meta.env.BASE_URL}${WORKER_SCRIPT}`;
  await dropLeftoverWorker(navigator.serviceWorker, new URL(url, location.href).href);
  await mockWorker.start({
    serviceWorker: {
      url,
      options: { scope: import.meta.env.BASE_URL },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
