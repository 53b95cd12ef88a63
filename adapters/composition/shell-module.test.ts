import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { ScriptedTransport, ok } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

describe('composition: the network coming back', () => {
  it('RecheckOnReconnect pings /wps/system/test/ping with Merchant and the scheduler abort, then checks the status with the boot query', async () => {
    const transport = new ScriptedTransport().reply(endpoints.ping.path, ok('pong')).reply(endpoints.systemStatus.path, ok({ maintenance: true }));
    const platform = testPlatform({ transport });
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
    const status = container.get(TOKENS.CheckSystemStatus);
    await status.execute({ url: 'https://www.demo.test/m/home', originalDomain: 'www.demo.test' });

    expect(await container.get(TOKENS.RecheckOnReconnect).execute()).toMatchObject({ kind: 'rechecked', outcome: { kind: 'maintenance' } });
    const [ping] = transport.to(endpoints.ping.path);
    expect(ping?.headers).toMatchObject({ Merchant: 'DEMO1', Language: 'EN' });
    const checks = transport.to(endpoints.systemStatus.path);
    expect(checks.map((c) => c.query?.url)).toEqual(['https://www.demo.test/m/home', 'https://www.demo.test/m/home']);
    expect(status.restricted).toBe(true);
  });

  it('a ping with no answer for 20 s on the platform scheduler: unreachable, no second status check', async () => {
    const transport = new ScriptedTransport().reply(endpoints.ping.path, ok('pong'));
    const release = transport.hold();
    const platform = testPlatform({ transport });
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
    const outcome = container.get(TOKENS.RecheckOnReconnect).execute();
    await expect.poll(() => transport.to(endpoints.ping.path).length).toBe(1);
    platform.scheduler.advance(20_000);
    expect(await outcome).toEqual({ kind: 'unreachable' });
    release();
    expect(transport.to(endpoints.systemStatus.path)).toHaveLength(0);
  });
});
