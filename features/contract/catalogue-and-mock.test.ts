import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { routes } from '../../mock-server/routes';

// The client's catalogue against the mock's route table: the one place that reads both (the mock imports nothing of
// ours, core nothing of the mock's).
const served = Object.values(routes);

describe('the route table against the client catalogue (core/http/endpoints.ts)', () => {
  it.each(Object.entries(endpoints))('"Every path in core/http/endpoints.ts gets a handler": %s', (_name, endpoint) => {
    const route = served.find((candidate) => candidate.path === endpoint.path && candidate.method === endpoint.method);
    expect(route, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    expect(route?.auth).toBe(endpoint.auth);
    expect(route?.encrypted).toBe(endpoint.encrypted);
    expect(route?.moduleId, 'ModuleId (wire-notes "Module ids seen on deployed sites")').toBe(endpoint.moduleId);
  });
});
