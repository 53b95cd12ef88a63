import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from './node';
import { requestLog } from './request-log';
import { routes } from './routes';
import { call, loginToken } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

/** Not the envelope by design: static files, the web manifest, and the hex key's bare quoted string. */
const RAW_ANSWERS = new Set<string>([
  routes.assetManifest.path,
  routes.legacyAssetManifest.path,
  routes.webManifest.path,
  routes.rsaKey.path,
]);
const isEnvelope = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

describe('every route answers', () => {
  it.each(Object.entries(routes))('"Every /wps JSON answer is { success, value?, message?, errorCode? }": %s', async (_name, route) => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    requestLog.clear();
    const answer = await call(route.path, {
      method: route.method,
      token,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      query: { merchantCode: 'DEMO1' },
    });
    expect(requestLog.count(route.path, route.method)).toBe(1);
    expect(answer.status).toBeLessThan(500);
    if (!RAW_ANSWERS.has(route.path)) expect(isEnvelope(answer.body), JSON.stringify(answer.body)).toBe(true);
  });
});
