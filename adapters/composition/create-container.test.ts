import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { RecordingNavigator } from '../../core/testing/recording-notifier';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import type { Platform } from './platform';
import { TOKENS } from './tokens';

function fakePlatform(transport?: ScriptedTransport): Platform {
  const time = new ManualTime();
  return {
    clock: time,
    scheduler: time,
    sessionStore: new InMemoryStore(),
    localStore: new InMemoryStore(),
    network: { isSecure: () => true, isOnline: () => true },
    navigator: new RecordingNavigator(),
    currentLanguage: () => 'EN',
    ...(transport ? { transport } : {}),
  };
}

describe('composition root', () => {
  it('wires every port: the client resolves and is a singleton', () => {
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, fakePlatform());
    expect(container.get(TOKENS.ApiClient)).toBe(container.get(TOKENS.ApiClient));
    expect(container.get(TOKENS.CheckSystemStatus)).toBeDefined();
    expect(container.get(TOKENS.NoticeCenter)).toBeDefined();
  });

  it('a swapped-in transport carries the merchant from the runtime config and the UI language', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok());
    const container = createContainer({ merchantCode: 'DEMO2', apiBaseUrl: '' }, fakePlatform(transport));
    await container.get(TOKENS.ApiClient).get(endpoints.gameMatches);
    expect(transport.requests[0]!.headers).toMatchObject({ Merchant: 'DEMO2', Language: 'EN' });
  });

  it('rebind swaps a fake in, as tests do', async () => {
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, fakePlatform());
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok());
    container.rebind(TOKENS.HttpTransport).toConstantValue(transport);
    await container.get(TOKENS.ApiClient).get(endpoints.gameMatches);
    expect(transport.requests).toHaveLength(1);
  });
});
