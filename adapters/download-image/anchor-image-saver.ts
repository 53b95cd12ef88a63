import type { CachedImage, ImageSaver } from '../../core/download-image/ports';

type MakeAnchor = () => Pick<HTMLAnchorElement, 'href' | 'download' | 'rel' | 'click'>;

/** Saves through a download link (the browser's own download of the cached bytes). */
export class AnchorImageSaver implements ImageSaver {
  constructor(private readonly makeAnchor: MakeAnchor = () => document.createElement('a')) {}

  save(image: CachedImage): void {
    const anchor = this.makeAnchor();
    anchor.href = image.src;
    anchor.download = image.fileName;
    anchor.rel = 'noopener';
    anchor.click();
  }
}
