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

export async function startMockWorker(): Promise<void> {
  const storage = sessionStore();
  await ensureSeeded(readSnapshot(storage));
  if (storage) keepPeopleAcrossReloads(storage);
  await mockWorker.start({
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
