import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { SharedConfigStore } from './shared-config-store';
import { DEFAULT_SHARED_CONFIG } from './shared-config';

const path = endpoints.consolidatedSettings.path;

function loader(reply: Parameters<ScriptedTransport['reply']>[1]) {
  const transport = new ScriptedTransport().reply(path, reply);
  const h = requestLayerHarness(transport);
  const warnings: string[] = [];
  const useCase = new SharedConfigStore(h.api, { warn: (m) => warnings.push(m) });
  return { ...h, transport, useCase, warnings };
}

describe('SharedConfigStore (shell §3 "Shared config", fetched once at boot)', () => {
  it('null until loaded, then the decoded config on the stream and in the getter', async () => {
    const { useCase, warnings } = loader(ok({ whitelabelVal: { CBS3: '1' }, currency: 'PHP' }));
    const seen: unknown[] = [];
    useCase.config$.subscribe((c) => seen.push(c));
    expect(useCase.config).toBeNull();
    const outcome = await useCase.execute();
    expect(outcome.kind).toBe('loaded');
    expect(useCase.config?.currency).toBe('PHP');
    expect(seen).toEqual([null, useCase.config]);
    expect(outcome).toEqual({ kind: 'loaded', config: useCase.config });
    expect(warnings).toEqual([]);
  });

  it('fetched once: a second call reuses the first answer', async () => {
    const { useCase, transport } = loader(ok({}));
    const [a, b] = await Promise.all([useCase.execute(), useCase.execute()]);
    expect(a).toBe(b);
    expect(await useCase.execute()).toBe(a);
    expect(transport.to(path)).toHaveLength(1);
    expect(transport.requests[0]!.method).toBe('GET');
  });

  it('flag(name): off before loading, then as the server says', async () => {
    const { useCase } = loader(ok({ whitelabelVal: [{ key: 'REWCEN3', value: true }] }));
    expect(useCase.flag('REWCEN3')).toBe(false);
    await useCase.execute();
    expect(useCase.flag('REWCEN3')).toBe(true);
    expect(useCase.flag('rewcen3')).toBe(true);
    expect(useCase.flag('CBS3')).toBe(false);
  });

  it('a failed call is a typed failure; the stream carries the defaults so flags still read (all off)', async () => {
    const { useCase, warnings } = loader(fails(500, 'oops'));
    expect(await useCase.execute()).toEqual({ kind: 'failed', reason: 'request-failed' });
    expect(useCase.config).toBe(DEFAULT_SHARED_CONFIG);
    expect(useCase.flag('CBS3')).toBe(false);
    expect(warnings).toEqual(['shared config unavailable (request-failed); using the defaults']);
  });

  it('an answer whose value is not an object is a typed failure with the defaults, never a crash', async () => {
    const { useCase, warnings } = loader(ok('maintenance'));
    expect(await useCase.execute()).toEqual({ kind: 'failed', reason: 'malformed-answer' });
    expect(useCase.config).toBe(DEFAULT_SHARED_CONFIG);
    expect(warnings).toEqual(['shared config unavailable (malformed-answer); using the defaults']);
  });

  it('a non-envelope answer is rejected by the request layer: failed, defaults', async () => {
    const { useCase } = loader({ kind: 'response', status: 200, body: '<html>' });
    expect(await useCase.execute()).toEqual({ kind: 'failed', reason: 'request-failed' });
    expect(useCase.config).toBe(DEFAULT_SHARED_CONFIG);
  });
});
