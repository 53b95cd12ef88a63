import { describe, expect, it } from 'vitest';
import type { SharedConfigOutcome } from '../config/load-shared-config';
import { DEFAULT_SHARED_CONFIG, type MobileTemplate } from '../config/shared-config';
import { endpoints } from '../http/endpoints';
import type { TransportOutcome } from '../http/model';
import { ManualTime } from '../testing/manual-scheduler';
import { ScriptedTransport } from '../testing/scripted-transport';
import { InstallManifest, NO_PWA_WARNING } from './install-manifest';
import { buildWebManifest, type WebManifest } from './web-manifest';

const pwa = { title: 'Demo One', icons: { 192: 'a192', 256: 'a256', 384: 'a384', 512: 'a512' } };
const template: MobileTemplate = { pwa, desktop_app_feature: true, apple_touch_icon: null, app_desc: null, image_logo: null };
const loaded = (mobileTemplate: MobileTemplate | null): SharedConfigOutcome => ({
  kind: 'loaded',
  config: { ...DEFAULT_SHARED_CONFIG, mobileTemplate },
});

function install(config: SharedConfigOutcome, reply?: TransportOutcome | (() => never)) {
  const transport = new ScriptedTransport();
  if (reply) transport.reply(endpoints.webManifest.path, reply);
  const published: WebManifest[] = [];
  const warnings: string[] = [];
  const time = new ManualTime();
  let configCalls = 0;
  const useCase = new InstallManifest({
    sharedConfig: { execute: async () => (configCalls++, config) },
    transport,
    merchantCode: () => 'DEMO1',
    clock: time,
    publisher: { publish: (m) => published.push(m) },
    logger: { warn: (m) => warnings.push(m) },
  });
  return { useCase, transport, published, warnings, time, configCalls: () => configCalls };
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

  it('"GET /wps/system/manifest.json with query merchantCode plus a timestamp", straight through the transport', async () => {
    const { useCase, transport, time } = install(loaded(template), served({ name: 'Srv' }));
    await useCase.execute();
    expect(transport.requests).toEqual([
      {
        method: 'GET',
        url: '/wps/system/manifest.json',
        query: { merchantCode: 'DEMO1', _: time.now() },
        headers: { Merchant: 'DEMO1' },
        timeoutMs: endpoints.webManifest.timeoutMs,
      },
    ]);
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
