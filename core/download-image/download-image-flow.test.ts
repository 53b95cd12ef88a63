import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { FakeClipboard, FakeImageCache, RecordingImageSaver } from '../testing/download-image-fakes';
import { InMemoryStore } from '../testing/in-memory-store';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import {
  DOWNLOAD_IMAGE_DELAY_MS,
  DOWNLOAD_IMAGE_NAME_KEY,
  DOWNLOAD_IMAGE_SHOWN_KEY,
  DownloadImageFlow,
} from './download-image-flow';

const PROMO = 'https://img.example/demo1/promo-2.png';
const TIP = 'https://img.example/demo1/tip.png';
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function rig(groups: unknown = [{ groupName: 'm_popup1', url: PROMO }, { groupName: 'm_popup2', url: TIP }]) {
  const transport = new ScriptedTransport().reply(endpoints.bannerGroups.path, ok(groups));
  const h = requestLayerHarness(transport);
  const sessionStore = new InMemoryStore();
  const localStore = new InMemoryStore();
  const images = new FakeImageCache();
  const saver = new RecordingImageSaver();
  const clipboard = new FakeClipboard();
  const flow = new DownloadImageFlow({ api: h.api, sessionStore, localStore, scheduler: h.time, images, saver, clipboard });
  const calls = () => transport.to(endpoints.bannerGroups.path);
  async function after(ms: number) {
    h.time.advance(ms);
    await flush();
  }
  return { ...h, transport, sessionStore, localStore, images, saver, clipboard, flow, calls, after };
}

describe('DownloadImageFlow: shell §4 "Download-image flow", §9 "Download-image delay: 20 s by default"', () => {
  it('nothing happens before 20 s; then the banner groups are asked and modal 1 shows the cached m_popup1 image', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS - 1);
    expect(r.calls()).toEqual([]);
    expect(r.flow.state).toEqual({ kind: 'hidden' });
    await r.after(1);
    expect(r.calls()).toHaveLength(1);
    expect(r.calls()[0]?.query).toEqual({ groupNames: 'm_popup1,m_popup2' });
    expect(r.images.loaded).toEqual([PROMO, TIP]);
    expect(r.flow.state).toEqual({ kind: 'modal1', image: { src: `cached:${PROMO}`, fileName: 'promo-2.png' }, copyLink: PROMO });
  });

  it('"if the banner file name differs from the stored one": the same name shows nothing and fetches no image', async () => {
    const r = rig();
    r.localStore.set(DOWNLOAD_IMAGE_NAME_KEY, 'promo-2.png');
    r.flow.enter('/');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(r.calls()).toHaveLength(1);
    expect(r.images.loaded).toEqual([]);
    expect(r.flow.state.kind).toBe('hidden');
  });

  it('"modal 1 is shown, then modal 2": save in modal 1 saves and shows modal 2 with the tip; save there closes', async () => {
    const r = rig();
    r.flow.enter('/m/index.html');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.save();
    expect(r.flow.state).toEqual({
      kind: 'modal2',
      image: { src: `cached:${PROMO}`, fileName: 'promo-2.png' },
      tip: { src: `cached:${TIP}`, fileName: 'tip.png' },
    });
    expect(r.sessionStore.get(DOWNLOAD_IMAGE_SHOWN_KEY)).toBe('1');
    expect(r.localStore.get(DOWNLOAD_IMAGE_NAME_KEY)).toBe('promo-2.png');
    r.flow.save();
    expect(r.flow.state.kind).toBe('hidden');
    expect(r.saver.saved).toEqual(['promo-2.png', 'promo-2.png']);
  });

  it('"Saving or closing stores a session flag": closing modal 1 stores the flag and the name', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.close();
    expect(r.flow.state.kind).toBe('hidden');
    expect(r.sessionStore.get(DOWNLOAD_IMAGE_SHOWN_KEY)).toBe('1');
    expect(r.localStore.get(DOWNLOAD_IMAGE_NAME_KEY)).toBe('promo-2.png');
    expect(r.saver.saved).toEqual([]);
  });

  it('the storage key names are a contract with what phones already keep: session downloadImageShown, local downloadImageName (docs/decisions.md)', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.close();
    expect(r.sessionStore.get('downloadImageShown')).toBe('1');
    expect(r.localStore.get('downloadImageName')).toBe('promo-2.png');
  });

  it('"so the modals do not show again that session": with the flag set nothing is asked', async () => {
    const r = rig();
    r.sessionStore.set(DOWNLOAD_IMAGE_SHOWN_KEY, '1');
    r.flow.enter('/m/home');
    await r.after(3 * DOWNLOAD_IMAGE_DELAY_MS);
    expect(r.calls()).toEqual([]);
  });

  it('shell §2 "The download-image popup shows only on these" home paths', async () => {
    const r = rig();
    r.flow.enter('/m/game');
    await r.after(3 * DOWNLOAD_IMAGE_DELAY_MS);
    expect(r.calls()).toEqual([]);
    expect(r.time.pending()).toBe(0);
  });

  it('leaving home before 20 s cancels the delay; coming back starts it again', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    await r.after(10_000);
    r.flow.enter('/m/activity');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(r.calls()).toEqual([]);
    r.flow.enter('/m/');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(r.flow.state.kind).toBe('modal1');
  });

  it('leaving home while a modal shows hides it without storing anything', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.enter('/m/login');
    expect(r.flow.state.kind).toBe('hidden');
    expect(r.sessionStore.get(DOWNLOAD_IMAGE_SHOWN_KEY)).toBeNull();
  });

  it('a page outside the route table is not home: it hides a shown modal', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.enter('/m/no-such-page');
    expect(r.flow.state.kind).toBe('hidden');
  });

  it('moving between pages that are not home, with nothing shown, tells state$ nothing', () => {
    const r = rig();
    const seen: string[] = [];
    r.flow.state$.subscribe((state) => seen.push(state.kind));
    r.flow.enter('/m/game');
    r.flow.enter('/m/login');
    expect(seen).toEqual(['hidden']);
  });

  it('arriving on home twice during the delay fetches the image once', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    await r.after(10_000);
    r.flow.enter('/m/index.html');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(r.images.loaded).toEqual([PROMO, TIP]);
  });

  it('"The groups are looked at once per page load": leaving and coming back while they are asked does not ask again', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    r.time.advance(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.enter('/m/game');
    r.flow.enter('/m/home');
    await r.after(0);
    r.flow.save();
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(r.calls()).toHaveLength(1);
    expect(r.images.loaded).toEqual([PROMO, TIP]);
    expect(r.flow.state.kind).toBe('modal2');
  });

  it('re-entering home paths does not start a second delay, and the groups are looked at once per page', async () => {
    const r = rig();
    r.localStore.set(DOWNLOAD_IMAGE_NAME_KEY, 'promo-2.png');
    r.flow.enter('/m/home');
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.enter('/m/game');
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(r.calls()).toHaveLength(1);
  });

  it('no m_popup1 banner, a refused image address, a failed call or an image that cannot be fetched: nothing shows', async () => {
    for (const groups of [[{ groupName: 'm_popup2', url: TIP }], [{ groupName: 'm_popup1', url: 'javascript:alert(1)' }], 'junk']) {
      const r = rig(groups);
      r.flow.enter('/m/home');
      await r.after(DOWNLOAD_IMAGE_DELAY_MS);
      expect(r.flow.state.kind).toBe('hidden');
    }
    const failing = rig();
    failing.transport.reply(endpoints.bannerGroups.path, fails(500));
    failing.flow.enter('/m/home');
    await failing.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(failing.flow.state.kind).toBe('hidden');
    expect(failing.notices.state.dialogs).toEqual([]);
    const broken = rig();
    broken.images.failing.add(PROMO);
    broken.flow.enter('/m/home');
    await broken.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(broken.flow.state.kind).toBe('hidden');
  });

  it('modal 2 without an m_popup2 image has no tip image', async () => {
    const r = rig([{ groupName: 'm_popup1', url: PROMO }]);
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.save();
    expect(r.flow.state).toMatchObject({ kind: 'modal2', tip: null });
  });

  it('an m_popup2 address without a file name gives no tip image', async () => {
    const r = rig([{ groupName: 'm_popup1', url: PROMO }, { groupName: 'm_popup2', url: 'https://img.example/' }]);
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    r.flow.save();
    expect(r.flow.state).toMatchObject({ kind: 'modal2', tip: null });
    expect(r.images.loaded).toEqual([PROMO]);
  });

  it('copy-link copies the absolute banner link in modal 1; a same-origin path offers no copy-link', async () => {
    const r = rig();
    r.flow.enter('/m/home');
    await r.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(await r.flow.copyLink()).toBe('copied');
    expect(r.clipboard.copied).toEqual([PROMO]);
    r.clipboard.works = false;
    expect(await r.flow.copyLink()).toBe('failed');
    const local = rig([{ groupName: 'm_popup1', url: '/wps/mock/promo.png' }]);
    local.flow.enter('/m/home');
    await local.after(DOWNLOAD_IMAGE_DELAY_MS);
    expect(local.flow.state).toMatchObject({ kind: 'modal1', copyLink: null });
    expect(await local.flow.copyLink()).toBe('unavailable');
  });

  it('save and close do nothing while hidden', () => {
    const r = rig();
    r.flow.save();
    r.flow.close();
    expect(r.saver.saved).toEqual([]);
    expect(r.sessionStore.get(DOWNLOAD_IMAGE_SHOWN_KEY)).toBeNull();
  });
});
