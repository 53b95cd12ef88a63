import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { sessionHarness } from '../testing/session-harness';
import { ApiDomainPinger } from './api-domain-pinger';

describe('ApiDomainPinger (player-journey §7 "{domain}/wps/system/test/ping?speed={timestamp}")', () => {
  it('asks the other origin with the speed stamp; a successful envelope is true', async () => {
    const transport = new ScriptedTransport().reply(endpoints.domainPing.path, ok());
    const pinger = new ApiDomainPinger(sessionHarness(transport).api);
    await expect(pinger.ping('https://b.example', 42)).resolves.toBe(true);
    expect(transport.requests[0]).toMatchObject({ url: 'https://b.example/wps/system/test/ping', query: { speed: 42 } });
  });

  it('any failure is false', async () => {
    const pinger = new ApiDomainPinger(sessionHarness(new ScriptedTransport().reply(endpoints.domainPing.path, fails(502))).api);
    await expect(pinger.ping('https://b.example', 42)).resolves.toBe(false);
  });
});
