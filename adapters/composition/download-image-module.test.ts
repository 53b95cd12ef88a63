import { describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_IMAGE_DELAY_MS } from '../../core/download-image/download-image-flow';
import { endpoints } from '../../core/http/endpoints';
import { FakeClipboard, FakeImageCache, RecordingImageSaver } from '../../core/testing/download-image-fakes';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

describe('composition: the download-image flow (shell §4), downloaded on the first home visit', () => {
  it('shows modal 1 20 s after arriving home, and saving stores the flag in session storage', async () => {
    const transport = new ScriptedTransport().reply(
      endpoints.bannerGroups.path,
      ok([{ groupName: 'm_popup1', url: 'https://img.example/promo.png' }]),
    );
    const platform = testPlatform({ transport });
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
    const saver = new RecordingImageSaver();
    container.rebind(TOKENS.ImageCache).toConstantValue(new FakeImageCache());
    container.rebind(TOKENS.ImageSaver).toConstantValue(saver);
    container.rebind(TOKENS.Clipboard).toConstantValue(new FakeClipboard());
    const flow = container.get(TOKENS.DownloadImage);
    flow.enter('/m/home');
    await vi.waitFor(() => expect(platform.scheduler.pending()).toBeGreaterThan(0));
    platform.scheduler.advance(DOWNLOAD_IMAGE_DELAY_MS);
    await vi.waitFor(() => expect(flow.state.kind).toBe('modal1'));
    flow.save();
    expect(flow.state.kind).toBe('modal2');
    expect(platform.sessionStore.get('downloadImageShown')).toBe('1');
    expect(platform.localStore.get('downloadImageName')).toBe('promo.png');
    expect(saver.saved).toEqual(['promo.png']);
  });
});
