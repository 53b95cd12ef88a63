import type { CachedImage, ImageCache } from '../../core/download-image/ports';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'blob'>>;
type MakeObjectUrl = (blob: Blob) => string;

/**
 * shell §4 "the image is fetched and cached": the bytes are fetched once per address and kept as an
 * object URL for the page's lifetime, so the modals show and save them without another download.
 */
export class FetchImageCache implements ImageCache {
  private readonly cached = new Map<string, string>();

  constructor(
    private readonly fetchImage: Fetch = (url) => fetch(url),
    private readonly objectUrl: MakeObjectUrl = (blob) => URL.createObjectURL(blob),
  ) {}

  async load(url: string, fileName: string): Promise<CachedImage | null> {
    let src = this.cached.get(url);
    if (!src) {
      try {
        const response = await this.fetchImage(url);
        if (!response.ok) return null;
        const blob = await response.blob();
        if (!blob.type.startsWith('image/')) return null;
        src = this.objectUrl(blob);
      } catch {
        return null;
      }
      this.cached.set(url, src);
    }
    return { src, fileName };
  }
}
