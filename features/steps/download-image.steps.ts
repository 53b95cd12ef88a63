import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DOWNLOAD_IMAGE_NAME_KEY, DOWNLOAD_IMAGE_SHOWN_KEY } from '../../core/download-image/download-image-flow';
import { FakeClipboard, FakeImageCache, RecordingImageSaver } from '../../core/testing/download-image-fakes';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { requestLog } from '../../mock-server/request-log';
import type { PlayerWorld } from '../support/world';

/** Per scenario: the fake page's image cache, downloads and clipboard (they outlive a reload, like the phone). */
interface ImagePage {
  readonly images: FakeImageCache;
  readonly saver: RecordingImageSaver;
  readonly clipboard: FakeClipboard;
  wired: object | null;
}
const pages = new WeakMap<PlayerWorld, ImagePage>();

function page(world: PlayerWorld): ImagePage {
  let current = pages.get(world);
  if (!current) {
    current = { images: new FakeImageCache(), saver: new RecordingImageSaver(), clipboard: new FakeClipboard(), wired: null };
    pages.set(world, current);
  }
  if (current.wired !== world.container) {
    world.container.rebind(world.tokens.ImageCache).toConstantValue(current.images);
    world.container.rebind(world.tokens.ImageSaver).toConstantValue(current.saver);
    world.container.rebind(world.tokens.Clipboard).toConstantValue(current.clipboard);
    current.wired = world.container;
  }
  return current;
}

const flow = (world: PlayerWorld) => {
  page(world);
  return world.container.get(world.tokens.DownloadImage);
};

/**
 * Lets downloads of code and mock answers finish: until the request log, the flow's state and its timers have not
 * changed for `steady` checks 10 ms apart. A code download shows none of them changing while it is under way, so on
 * a busy machine one quiet check was not enough (the clock moved on before the flow had set its timer).
 */
async function quiet(world: PlayerWorld, steady = 3, until: () => boolean = () => false): Promise<void> {
  let last = '';
  let same = 0;
  for (let rounds = 0; rounds < 500; rounds++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = `${requestLog.all().length}/${flow(world).state.kind}/${world.time.pending()}`;
    same = now === last ? same + 1 : 0;
    last = now;
    if (until() || same >= steady) return;
  }
}

function merchantOf(world: PlayerWorld): string {
  return world.container.get(world.tokens.AppConfig).merchantCode;
}

Given('the stored download-image name is {string}', function (this: PlayerWorld, name: string) {
  this.localStore.set(DOWNLOAD_IMAGE_NAME_KEY, name);
});

Given('the download-image session flag was set in an earlier session', function (this: PlayerWorld) {
  this.sessionStore.set(DOWNLOAD_IMAGE_SHOWN_KEY, '1');
});

When('a new session starts', function (this: PlayerWorld) {
  this.sessionStore = new InMemoryStore();
  this.useSite(merchantOf(this), 'https');
});

When('the page is reloaded in the same session', function (this: PlayerWorld) {
  this.useSite(merchantOf(this), 'https');
});

When('the player arrives on {string}', async function (this: PlayerWorld, path: string) {
  const before = this.time.pending();
  flow(this).enter(path);
  // A home path sets the 20 s timer once its code and settings are in: until then (or 300 ms of nothing elsewhere).
  await quiet(this, 30, () => this.time.pending() > before);
});

When(/^(\d+) ms pass(?:es)? on the download-image clock$/, async function (this: PlayerWorld, ms: string) {
  this.time.advance(Number(ms));
  await quiet(this);
});

When('the player saves the download image', function (this: PlayerWorld) {
  flow(this).save();
});

When('the player closes the download-image modal', function (this: PlayerWorld) {
  flow(this).close();
});

Then('no download-image modal is shown', function (this: PlayerWorld) {
  assert.equal(flow(this).state.kind, 'hidden');
});

Then('the download-image modal is {word}', function (this: PlayerWorld, shown: string) {
  assert.equal(flow(this).state.kind, shown === 'shown' ? 'modal1' : 'hidden');
});

Then('download-image modal 1 shows {string} with a copy-link button', function (this: PlayerWorld, fileName: string) {
  const state = flow(this).state;
  assert.equal(state.kind, 'modal1');
  assert.equal(state.image.fileName, fileName);
  assert.match(state.image.src, new RegExp(`^cached:https://[^/]+/wps/mock/download-image/${merchantOf(this)}/${fileName}$`));
  assert.equal(state.copyLink, state.image.src.slice('cached:'.length));
});

Then('download-image modal 2 shows the tip {string}', function (this: PlayerWorld, fileName: string) {
  const state = flow(this).state;
  assert.equal(state.kind, 'modal2');
  assert.equal(state.tip?.fileName, fileName);
});

Then('{string} was saved {int} times', function (this: PlayerWorld, fileName: string, times: number) {
  assert.deepEqual(page(this).saver.saved, Array<string>(times).fill(fileName));
});

Then('the download-image session flag is set and the name {string} is stored', function (this: PlayerWorld, name: string) {
  assert.equal(this.sessionStore.get(DOWNLOAD_IMAGE_SHOWN_KEY), '1');
  assert.equal(this.localStore.get(DOWNLOAD_IMAGE_NAME_KEY), name);
});

Then('no download image was fetched', function (this: PlayerWorld) {
  assert.deepEqual(page(this).images.loaded, []);
});
