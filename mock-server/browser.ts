import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { ensureSeeded } from './seed';

/** The mock backend in the browser (dev and mock builds): a service worker under the app's base URL. */
export const mockWorker = setupWorker(...handlers);

export async function startMockWorker(): Promise<void> {
  await ensureSeeded();
  await mockWorker.start({
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
