import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { clearPushBindings } from './handlers/push';
import { requestLog } from './request-log';
import { scenarios } from './scenarios';
import { resetDb } from './seed';

/** The mock backend for node (vitest, cucumber): intercepts global fetch and http. */
export const mockServer = setupServer(...handlers);

/** Reseeds the data, clears the request log and puts every scenario switch back to its default. */
export async function resetMock(): Promise<void> {
  mockServer.resetHandlers();
  scenarios.reset();
  requestLog.clear();
  clearPushBindings();
  await resetDb();
}
