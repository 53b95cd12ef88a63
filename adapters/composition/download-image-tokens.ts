import type { Clipboard, ImageCache, ImageSaver } from '../../core/download-image/ports';
import type { LazyDownloadImageFlow } from '../download-image/lazy-download-image-flow';
import { token } from './token';

/** The tokens download-image-module.ts binds. */
export const downloadImageTokens = {
  /** Download-image flow: download-image-module.ts; the UI renders `state$` and calls `enter(path)`. */
  DownloadImage: token<LazyDownloadImageFlow>('DownloadImage'),
  ImageCache: token<ImageCache>('ImageCache'),
  ImageSaver: token<ImageSaver>('ImageSaver'),
  Clipboard: token<Clipboard>('Clipboard'),
} as const;
