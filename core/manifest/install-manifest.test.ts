import { describe, expect, it, vi } from 'vitest';
import type { SharedConfigOutcome } from '../config/shared-config-store';
import { DEFAULT_SHARED_CONFIG, type MobileTemplate } from '../config/shared-config';
import { endpoints } from '../http/endpoints';
import type { TransportOutcome } from '../http/model';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { ScriptedTransport } from '../testing/scripted-transport';
import { InstallManifest, NO_PWA_WARNING } from './install-manifest';
import { buildWebManifest, type WebManifest } from './web-manifest';

const pwa = { title: 'Demo One', icons: { 192: 'a192', 256: 'a256', 384: 'a384', 512: 'a512' } };
const template: MobileTemplate = { pwa, desktop_app_feature: true, apple_touch_icon: null, app_desc: null, image_logo: null };
const loaded = (mobileTemplate: MobileTemplate | null): SharedConfigOutcome => ({
  kind: 'loaded',
  config: { ...DEFAULT_SHARED_CONFIG, mobileTemplate },
});

function install(config: SharedConfigOutcome, reply?: Parameters<ScriptedTransport['reply']>[1]) {
  const transport = new ScriptedTransport();
  if (reply) transport.reply(endpoints.webManifest.path, reply);
  const published: WebManifest[] = [];
  const warnings: string[] = [];
  const player = { language: 'EN' };
  const { api, time, notices } = requestLayerHarness(transport, { merchantCode: 'DEMO1', language: () => player.language });
  let configCalls = 0;
  const useCase = new InstallManifest({
    sharedConfig: { execute: async () => (configCalls++, config) },
    api,
    merchantCode: () => 'DEMO1',
    language: () => player.language,
    publisher: { publish: (m) => published.push(m) },
    logger: { warn: (m) => warnings.push(m) },
  });
  return { useCase, transport, published, warnings, time, notices, player, configCalls: () => configCalls };
}

const served = (body: unknown, status = 200): TransportOutcome => ({ kind: 'response', status, body });

describe('InstallManifest (shell §4 "Manifest: created once", §5, §7, §9)', () => {
  it('shell §5 "A mobile template without pwa: the manifest is skipped with a warning"', async () => {
    const { useCase, published, warnings, transport } = install(loaded({ ...template, pwa: null }));
    expect(await useCase.execute()).toEqual({ kind: 'skipped', reason: 'no-pwa' });
    expect(published).toEqual([]);
    expect(warnings).toEqual([NO_PWA_WARNING]);
    expect(NO_PWA_WARNING).toBe('manifest skipped: mobile template has no pwa');
    expect(transport.requests).toHaveLength(0);
  });

  it('no mobile template at all, or no shared config: skipped the same way', async () => {
    expect((await install(loaded(null)).useCase.execute()).kind).toBe('skipped');
    const failed = install({ kind: 'failed', reason: 'request-failed' });
    expect(await failed.useCase.execute()).toEqual({ kind: 'skipped', reason: 'no-pwa' });
    expect(failed.warnings).toEqual([NO_PWA_WARNING]);
  });

  it('"GET /wps/system/manifest.json with query merchantCode plus a timestamp", through the common request layer with its headers (Merchant, Language)', async () => {
    const { useCase, transport, time } = install(loaded(template), served({ name: 'Srv' }));
    await useCase.execute();
    expect(transport.requests).toEqual([
      {
        method: 'GET',
        url: '/wps/system/manifest.json',
        query: { merchantCode: 'DEMO1', _: time.now() },
        headers: { 'Content-Type': 'application/json', Merchant: 'DEMO1', Language: 'EN' },
        timeoutMs: endpoints.webManifest.timeoutMs,
      },
    ]);
  });

  it('a language switch fetches the server manifest again in the new language and publishes it (a server may localise name/short_name)', async () => {
    const { useCase, transport, published, player } = install(loaded(template), (request) =>
      served({ name: request.headers.Language === 'TH' ? 'ชื่อ' : 'Name', short_name: request.headers.Language === 'TH' ? 'สั้น' : 'Short' }),
    );
    await useCase.execute();
    player.language = 'TH';
    const switched = await useCase.execute();
    expect(transport.requests.map((r) => r.headers.Language)).toEqual(['EN', 'TH']);
    expect(published.map((m) => [m.name, m.short_name])).toEqual([
      ['Name', 'Short'],
      ['ชื่อ', 'สั้น'],
    ]);
    expect(switched).toMatchObject({ kind: 'published', source: 'server', manifest: { name: 'ชื่อ' } });
    // Back to the first language: fetched again (the server's answer may have changed), still once per call.
    player.language = 'EN';
    await useCase.execute();
    await useCase.execute();
    expect(transport.requests.map((r) => r.headers.Language)).toEqual(['EN', 'TH', 'EN']);
    expect(published.at(-1)?.name).toBe('Name');
  });

  it('a switch during the first fetch waits for it: the newest language is the one left published', async () => {
    const { useCase, transport, published, player } = install(loaded(template), (request) => served({ name: `n-${request.headers.Language}` }));
    const release = transport.hold();
    const first = useCase.execute();
    await vi.waitFor(() => expect(transport.requests).toHaveLength(1));
    player.language = 'TH';
    const second = useCase.execute();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transport.requests).toHaveLength(1);
    release();
    await Promise.all([first, second]);
    expect(published.map((m) => m.name)).toEqual(['n-EN', 'n-TH']);
  });

  it('without PWA settings a language switch stays skipped: no call, no second warning', async () => {
    const { useCase, transport, warnings, player, configCalls } = install(loaded({ ...template, pwa: null }), served({}));
    await useCase.execute();
    player.language = 'TH';
    expect(await useCase.execute()).toEqual({ kind: 'skipped', reason: 'no-pwa' });
    expect(transport.requests).toHaveLength(0);
    expect(warnings).toEqual([NO_PWA_WARNING]);
    expect(configCalls()).toBe(1);
  });

  it('a failed manifest call shows no notice (catalogue row: alert off)', async () => {
    const { useCase, notices } = install(loaded(template), served({ success: false, message: 'nope' }, 500));
    expect(await useCase.execute()).toMatchObject({ source: 'built' });
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('the server manifest is published with the shell §9 fields forced', async () => {
    const { useCase, published, warnings } = install(loaded(template), served({ name: 'Srv', display: 'browser', icons: [] }));
    const outcome = await useCase.execute();
    expect(outcome).toMatchObject({ kind: 'published', source: 'server' });
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ name: 'Srv', display: 'standalone', scope: '/m/' });
    expect(published[0]!.icons.map((i) => i.src)).toEqual(['a192', 'a256', 'a384', 'a512']);
    expect(outcome.kind === 'published' && outcome.manifest).toBe(published[0]);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['an HTTP error', served({ success: false }, 404)],
    ['a redirect status', served({ name: 'x' }, 302)],
    ['a status just below 200', served({ name: 'x' }, 199)],
    ['a status of 300', served({ name: 'x' }, 300)],
    ['no answer', { kind: 'no-response' } as TransportOutcome],
    ['a timeout', { kind: 'timeout' } as TransportOutcome],
    ['an answer that is not a manifest', served('<html>')],
  ])('%s: the manifest is built from the PWA settings instead', async (_, reply) => {
    const { useCase, published, warnings } = install(loaded(template), reply);
    expect(await useCase.execute()).toEqual({ kind: 'published', manifest: buildWebManifest(pwa), source: 'built' });
    expect(published).toEqual([buildWebManifest(pwa)]);
    expect(warnings).toEqual(['manifest: the server manifest is unavailable; built from the mobile template']);
  });

  it('a status of 299 is still a success', async () => {
    const { useCase } = install(loaded(template), served({ name: 'x' }, 299));
    expect(await useCase.execute()).toMatchObject({ source: 'server' });
  });

  it('a transport that throws does not stop it either', async () => {
    const { useCase } = install(loaded(template), () => {
      throw new Error('boom');
    });
    expect(await useCase.execute()).toMatchObject({ kind: 'published', source: 'built' });
  });

  it('"created once": a second execute is a no-op returning the first outcome', async () => {
    const { useCase, published, transport, configCalls } = install(loaded(template), served({}));
    const first = useCase.execute();
    const second = useCase.execute();
    expect(second).toBe(first);
    await first;
    await useCase.execute();
    expect(published).toHaveLength(1);
    expect(transport.requests).toHaveLength(1);
    expect(configCalls()).toBe(1);
  });
});
