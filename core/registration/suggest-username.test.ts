import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { SuggestUsername, suggestedUsernameFrom } from './suggest-username';

function setup(reply: Parameters<ScriptedTransport['reply']>[1]) {
  const transport = new ScriptedTransport().reply(endpoints.registerAutoUsername.path, reply);
  const h = requestLayerHarness(transport);
  return { ...h, transport, useCase: new SuggestUsername(h.api) };
}

describe('suggested username (POST /wps/member/register/autoUsername)', () => {
  it('reads value.userName, else value.username, else a bare value', () => {
    expect(suggestedUsernameFrom({ userName: 'lucky88', username: 'x' })).toBe('lucky88');
    expect(suggestedUsernameFrom({ username: ' lucky88 ' })).toBe('lucky88');
    expect(suggestedUsernameFrom('lucky88')).toBe('lucky88');
    expect(suggestedUsernameFrom({ userName: '' })).toBeNull();
    expect(suggestedUsernameFrom(null)).toBeNull();
  });

  it('answers the suggestion (ModuleId REG3)', async () => {
    const { useCase, transport } = setup(ok({ userName: 'lucky88' }));
    expect(await useCase.execute()).toEqual({ kind: 'suggested', username: 'lucky88' });
    expect(transport.to(endpoints.registerAutoUsername.path)[0]!.headers.ModuleId).toBe('REG3');
  });

  it('no suggestion, or a failed call, is "unavailable" without a notice', async () => {
    expect(await setup(ok({})).useCase.execute()).toEqual({ kind: 'unavailable' });
    const failing = setup(fails(500));
    expect(await failing.useCase.execute()).toEqual({ kind: 'unavailable' });
    expect(failing.notices.state.dialogs).toHaveLength(0);
  });

  it('"unavailable" is for a call that failed; a failure that is not a request failure (a programming error) is not swallowed', async () => {
    const api = { post: () => Promise.reject(new TypeError('bug')) } as unknown as ApiClient;
    await expect(new SuggestUsername(api).execute()).rejects.toThrow('bug');
  });
});
