import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../runtime/storage-keys';
import { endpoints } from '../http/endpoints';
import { InMemoryStore } from '../testing/in-memory-store';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { LanguageSetting } from './language-setting';

function setting(memberType: number | null, reply = ok(true)) {
  const transport = new ScriptedTransport().reply(endpoints.memberLanguage.path, reply);
  const h = requestLayerHarness(transport);
  const store = new InMemoryStore();
  const language = new LanguageSetting({ api: h.api, store, memberType: () => memberType, initial: 'EN' });
  return { language, store, transport };
}

describe('language setting (shell §3 "4 is excluded from language sync", §6 "skipped for language sync")', () => {
  it('starts with the detected language and streams every change', async () => {
    const { language } = setting(null);
    const seen: string[] = [];
    language.language$.subscribe((l) => seen.push(l));
    await language.change('AR');
    expect(language.current).toBe('AR');
    expect(seen).toEqual(['EN', 'AR']);
  });

  it('"the stored language setting": a change is stored, keyed as the detection reads it', async () => {
    const { language, store } = setting(null);
    await language.change('pt-br');
    expect(store.get(LANGUAGE_STORAGE_KEY)).toBe('PT-BR');
  });

  it('a guest\'s change is not sent to the server', async () => {
    const { language, transport } = setting(null);
    expect(await language.change('TH')).toEqual({ kind: 'changed', language: 'TH', synced: false });
    expect(transport.requests).toHaveLength(0);
  });

  it.each([0, 1, 2])('"a change is synced to the server (/wps/member/language)" for member type %i', async (type) => {
    const { language, transport } = setting(type);
    expect(await language.change('TH')).toEqual({ kind: 'changed', language: 'TH', synced: true });
    expect(transport.to(endpoints.memberLanguage.path)).toHaveLength(1);
    expect(transport.requests[0]!.body).toEqual({ language: 'TH' });
    expect(transport.requests[0]!.method).toBe('POST');
  });

  it('"except for member type 4"', async () => {
    const { language, transport } = setting(4);
    expect(await language.change('TH')).toEqual({ kind: 'changed', language: 'TH', synced: false });
    expect(transport.requests).toHaveLength(0);
  });

  it('a failed sync keeps the new language here and says so', async () => {
    const { language } = setting(0, fails(500, 'down'));
    expect(await language.change('VI')).toEqual({ kind: 'sync-failed', language: 'VI' });
    expect(language.current).toBe('VI');
  });

  it('an unsupported key changes nothing; the same language again sends nothing', async () => {
    const { language, store, transport } = setting(0);
    expect(await language.change('XX')).toEqual({ kind: 'unsupported' });
    expect(await language.change('EN')).toEqual({ kind: 'unchanged' });
    expect(store.get(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(transport.requests).toHaveLength(0);
    expect(language.current).toBe('EN');
  });
});
