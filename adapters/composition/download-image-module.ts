import { ContainerModule } from 'inversify';
import type { Clipboard, ImageCache, ImageSaver } from '../../core/download-image/ports';
import type { ApiClient } from '../../core/http/api-client';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { Scheduler } from '../../core/runtime/ports';
import { AnchorImageSaver } from '../download-image/anchor-image-saver';
import { FetchImageCache } from '../download-image/fetch-image-cache';
import { LazyDownloadImageFlow } from '../download-image/lazy-download-image-flow';
import { NavigatorClipboard } from '../download-image/navigator-clipboard';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** shell §4 "Download-image flow": the flow's code is downloaded on the first visit to a home path. */
export const downloadImageModule = new ContainerModule((bind) => {
  bind(TOKENS.ImageCache).toDynamicValue((): ImageCache => new FetchImageCache()).inSingletonScope();
  bind(TOKENS.ImageSaver).toDynamicValue((): ImageSaver => new AnchorImageSaver()).inSingletonScope();
  bind(TOKENS.Clipboard).toDynamicValue((): Clipboard => new NavigatorClipboard()).inSingletonScope();
  bind(TOKENS.DownloadImage)
    .toDynamicValue(
      resolvedValue(
        (
          api: ApiClient,
          sessionStore: KeyValueStore,
          localStore: KeyValueStore,
          scheduler: Scheduler,
          images: ImageCache,
          saver: ImageSaver,
          clipboard: Clipboard,
        ) =>
          new LazyDownloadImageFlow(async () => {
            const { DownloadImageFlow } = await import('../../core/download-image/download-image-flow');
            return new DownloadImageFlow({ api, sessionStore, localStore, scheduler, images, saver, clipboard });
          }),
        [
          TOKENS.ApiClient,
          TOKENS.SessionKeyValueStore,
          TOKENS.LocalKeyValueStore,
          TOKENS.Scheduler,
          TOKENS.ImageCache,
          TOKENS.ImageSaver,
          TOKENS.Clipboard,
        ],
      ),
    )
    .inSingletonScope();
});
