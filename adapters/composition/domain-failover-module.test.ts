import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import type { TransportOutcome } from '../../core/http/model';
import { RecordingPageExit } from '../../core/testing/domain-failover-fakes';
import { ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const reply = (body: unknown): TransportOutcome => ({ kind: 'response', status: 200, body });

describe('composition: the domain-unreachable notice, downloaded at the first domain_not_available', () => {
  it('system status domain_not_available opens the notice; the site config domains are pinged at {domain}/wps/system/test/ping?speed=', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.systemStatus.path, reply({ success: false, errorCode: 'domain_not_available', message: 'Use another domain' }))
      .reply(endpoints.siteConfig.path, reply({ success: true, value: { domainList: [{ domainName: 'b.example' }], customerService: [] } }))
      .reply(endpoints.domainPing.path, reply({ success: true, value: 'pong' }));
    const platform = testPlatform({ transport });
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
    const exit = new RecordingPageExit();
    container.rebind(TOKENS.PageExit).toConstantValue(exit);
    container.get(TOKENS.LocalKeyValueStore).set('affiliateCode', 'aff7');

    expect(transport.to(endpoints.siteConfig.path)).toHaveLength(0);
    await container.get(TOKENS.CheckSystemStatus).execute();
    const notice = await container.get(TOKENS.DomainNotice)();
    for (let i = 0; i < 5; i++) await flush();

    expect(notice.state).toEqual({ kind: 'shown', message: 'Use another domain', target: 'https://b.example', hasServices: false });
    const [ping] = transport.to(endpoints.domainPing.path);
    expect(ping?.url).toBe('https://b.example/wps/system/test/ping');
    expect(ping?.query).toEqual({ speed: platform.clock.now() });
    expect(ping?.timeoutMs).toBe(10_000);
    expect(container.get(TOKENS.OpenPrompts).open.has('domain-notice')).toBe(true);
    notice.retry();
    expect(exit.assigned).toEqual(['https://b.example/m/index.html?affiliateCode=aff7']);
  });
});
