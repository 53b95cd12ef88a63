import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

const fakePlatform = (transport?: ScriptedTransport) => testPlatform(transport ? { transport } : {});

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

  describe('without generated code (the production CSP has no unsafe-eval)', () => {
    const realFunction = globalThis.Function;
    afterEach(() => {
      globalThis.Function = realFunction;
    });

    it('resolves transient and singleton bindings without calling Function()', () => {
      const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, fakePlatform());
      class Probe {}
      // A transient class binding: where inversify 8's jit resolvers compiled code (the check holds for any upgrade).
      container.bind('probe').to(Probe).inTransientScope();
      const calls: unknown[][] = [];
      globalThis.Function = new Proxy(realFunction, {
        apply: (_target, _this, args: unknown[]) => {
          calls.push(args);
          throw new EvalError('Function() is refused by the Content-Security-Policy');
        },
        construct: (_target, args: unknown[]) => {
          calls.push(args);
          throw new EvalError('new Function() is refused by the Content-Security-Policy');
        },
      });
      expect(container.get('probe')).toBeInstanceOf(Probe);
      expect(container.get('probe')).not.toBe(container.get('probe'));
      expect(container.get(TOKENS.ApiClient)).toBeDefined();
      expect(calls).toEqual([]);
    });
  });
});
