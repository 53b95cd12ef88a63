import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { DOWNLOAD_IMAGE_DELAY_MS, type DownloadImageState } from '../../core/download-image/download-image-flow';
import { endpoints } from '../../core/http/endpoints';
import { FakeClipboard, FakeImageCache, RecordingImageSaver } from '../../core/testing/download-image-fakes';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import DownloadImageModals from './download-image-modals';
import { NoticeHost } from '../app/notice-host';

const BANNER = 'https://img.example/lucky-draw.png';
const TIP = 'https://img.example/save-tip.png';

/** Home on the real container: the banner groups answer, then the 20 s pass (shell §9 "Download-image delay"). */
async function openHome(groups: ReadonlyArray<{ groupName: string; url: string }> = [{ groupName: 'm_popup1', url: BANNER }]) {
  const transport = new ScriptedTransport().reply(endpoints.bannerGroups.path, ok(groups));
  const saver = new RecordingImageSaver();
  const clipboard = new FakeClipboard();
  const sessionStore = new InMemoryStore();
  const view = await renderWithContainer(
    <>
      <DownloadImageModals />
      <NoticeHost />
    </>,
    { transport, sessionStore },
    {
      prepare: (container) => {
        container.rebind(TOKENS.ImageCache).toConstantValue(new FakeImageCache());
        container.rebind(TOKENS.ImageSaver).toConstantValue(saver);
        container.rebind(TOKENS.Clipboard).toConstantValue(clipboard);
      },
    },
  );
  await vi.waitFor(() => expect(view.time.pending()).toBeGreaterThan(0));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => view.time.advance(DOWNLOAD_IMAGE_DELAY_MS));
  await screen.findByRole('dialog', { name: 'Save this picture' });
  return { ...view, saver, clipboard, transport, sessionStore };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the banner-download modals (shell §2, §4 "Download-image flow")', () => {
  it('hidden: renders nothing, and tells the flow every route change', async () => {
    const entered: string[] = [];
    const state$ = new BehaviorSubject<DownloadImageState>({ kind: 'hidden' });
    const fake = { state$, state: state$.value, enter: (path: string) => void entered.push(path), save() {}, close() {}, copyLink: async () => 'unavailable' as const };
    const { location } = await renderWithContainer(<DownloadImageModals />, {}, {
      path: '/m/home',
      prepare: (c) => c.rebind(TOKENS.DownloadImage).toConstantValue(fake as never),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => location.navigate('/m/voucherCenter'));
    expect(entered).toEqual(['/m/home', '/m/voucherCenter']);
  });

  it('"modal 1 has a save button and an optional copy-link button": the image, Save, Copy link, Close', async () => {
    await openHome();
    expect(screen.getByRole('img', { name: 'Promotional picture to save' })).toHaveAttribute('src', `cached:${BANNER}`);
    expect(button('Save picture')).toBeInTheDocument();
    expect(button('Copy link')).toBeInTheDocument();
    expect(button('Close')).toBeInTheDocument();
  });

  it('modal 1 without a copy-link button when the banner is a same-origin path (nothing absolute to copy)', async () => {
    await openHome([{ groupName: 'm_popup1', url: '/wps/mock/download-image/DEMO1/lucky-draw.png' }]);
    expect(button('Save picture')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('"then modal 2": save moves to the tip (the m_popup2 image and the tip text) with its own save, which ends', async () => {
    const { saver } = await openHome([
      { groupName: 'm_popup1', url: BANNER },
      { groupName: 'm_popup2', url: TIP },
    ]);
    await userEvent.click(button('Save picture'));
    const tip = await screen.findByRole('dialog', { name: 'Keep it for later' });
    expect(tip).toHaveAccessibleDescription(/Save the picture to your phone/);
    expect(screen.getByRole('img', { name: 'How to save the picture' })).toHaveAttribute('src', `cached:${TIP}`);
    await userEvent.click(button('Save picture'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saver.saved).toEqual(['lucky-draw.png', 'lucky-draw.png']);
  });

  it('"Saving or closing stores a session flag": Close ends the flow with nothing saved', async () => {
    const { saver, sessionStore, container } = await openHome();
    // shell §4 "skipped if another prompt is already open": the modals count as a prompt while shown.
    expect(container.get(TOKENS.OpenPrompts).anotherOpen('app-download')).toBe(true);
    await userEvent.click(button('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container.get(TOKENS.OpenPrompts).open.size).toBe(0);
    expect(saver.saved).toEqual([]);
    expect(sessionStore.get('downloadImageShown')).toBe('1');
  });

  it('Copy link copies the banner address and says so; a refused clipboard says it failed', async () => {
    const { clipboard } = await openHome();
    await userEvent.click(button('Copy link'));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(clipboard.copied).toEqual([BANNER]);
    clipboard.works = false;
    await userEvent.click(button('Copy link'));
    expect(await screen.findByText('The link could not be copied.')).toBeInTheDocument();
  });
});
