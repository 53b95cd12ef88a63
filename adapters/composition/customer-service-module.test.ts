import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function encode(plain: string, key: string): string {
  const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
  return CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), options).toString() + key;
}

function wiring(entries: unknown[]) {
  const transport = new ScriptedTransport().reply(endpoints.customerServiceScript.path, ok(entries));
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ transport }));
  const opened: string[] = [];
  container.rebind(TOKENS.ExternalLinkOpener).toConstantValue({ open: (url: string) => opened.push(url) });
  return { container, transport, opened };
}

describe('composition: customer service, downloaded on first open', () => {
  it('nothing is fetched until customer service is opened; one entry then opens directly', async () => {
    const { container, transport, opened } = wiring([{ title: 'Live', path: encode('https://cs.example/live', 'k1k2k3k4'), labelIds: [] }]);
    const open = container.get(TOKENS.OpenCustomerService);
    expect(transport.requests).toHaveLength(0);
    expect(await open.execute({ labelId: null })).toEqual({ kind: 'opened-link', url: 'https://cs.example/live' });
    expect(opened).toEqual(['https://cs.example/live']);
    expect(container.get(TOKENS.OpenCustomerService)).toBe(open);
  });

  it('no entry for the player: the cs_unavailable notice', async () => {
    const { container } = wiring([]);
    expect(await container.get(TOKENS.OpenCustomerService).execute({ labelId: null })).toEqual({ kind: 'unavailable' });
    expect(container.get(TOKENS.NoticeCenter).state.dialogs[0]?.message).toEqual({ key: 'cs_unavailable' });
  });
});
