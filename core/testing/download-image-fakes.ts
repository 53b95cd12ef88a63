import type { CachedImage, Clipboard, ImageCache, ImageSaver } from '../download-image/ports';

/** Answers every image as `cached:{url}`, except the URLs listed in `failing`. */
export class FakeImageCache implements ImageCache {
  readonly loaded: string[] = [];
  readonly failing = new Set<string>();

  load(url: string, fileName: string): Promise<CachedImage | null> {
    this.loaded.push(url);
    return Promise.resolve(this.failing.has(url) ? null : { src: `cached:${url}`, fileName });
  }
}

export class RecordingImageSaver implements ImageSaver {
  readonly saved: string[] = [];
  save(image: CachedImage): void {
    this.saved.push(image.fileName);
  }
}

export class FakeClipboard implements Clipboard {
  readonly copied: string[] = [];
  works = true;
  copy(text: string): Promise<boolean> {
    if (this.works) this.copied.push(text);
    return Promise.resolve(this.works);
  }
}
