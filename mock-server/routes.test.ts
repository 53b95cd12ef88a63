import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../core/http/endpoints';
import { mockServer, resetMock } from './node';
import { requestLog } from './request-log';
import { routes } from './routes';
import { call, loginToken } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const served = Object.values(routes);
/** Not the envelope by design: static files, the web manifest, and the hex key's bare quoted string. */
const RAW_ANSWERS = new Set<string>([
  routes.assetManifest.path,
  routes.legacyAssetManifest.path,
  routes.webManifest.path,
  routes.rsaKey.path,
]);
const isEnvelope = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

describe('the route table against the client catalogue (core/http/endpoints.ts)', () => {
  it.each(Object.entries(endpoints))('"Every path in core/http/endpoints.ts gets a handler": %s', (_name, endpoint) => {
    const route = served.find((candidate) => candidate.path === endpoint.path && candidate.method === endpoint.method);
    expect(route, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    expect(route?.auth).toBe(endpoint.auth);
    expect(route?.encrypted).toBe(endpoint.encrypted);
    expect(route?.moduleId, 'ModuleId (wire-notes "Module ids seen on deployed sites")').toBe(endpoint.moduleId);
  });
});

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
