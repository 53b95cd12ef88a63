import type { HtmlSanitizer, HtmlSanitizerLoader } from '../../core/content/ports';
import { loadOnce } from '../browser/load-once';

async function loadBrowserSanitizer(): Promise<HtmlSanitizer> {
  const { createDomPurifySanitizer } = await import('./dompurify-sanitizer');
  return createDomPurifySanitizer(window);
}

/** Keeps DOMPurify out of the first load: its chunk is fetched the first time server HTML is to be shown. */
export class LazyHtmlSanitizer implements HtmlSanitizerLoader {
  private loaded: HtmlSanitizer | null = null;
  private readonly loading: () => Promise<HtmlSanitizer>;

  constructor(load: () => Promise<HtmlSanitizer> = loadBrowserSanitizer) {
    this.loading = loadOnce(() => load().then((sanitizer) => (this.loaded = sanitizer)));
  }

  /** The sanitiser once downloaded, else null (callers then render nothing rather than raw markup). */
  get current(): HtmlSanitizer | null {
    return this.loaded;
  }

  /** The sanitiser, downloaded on first call (again after a failed download). */
  ready(): Promise<HtmlSanitizer> {
    return this.loading();
  }
}
