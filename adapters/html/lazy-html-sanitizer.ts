import type { HtmlSanitizer, HtmlSanitizerLoader } from '../../core/content/ports';

async function loadBrowserSanitizer(): Promise<HtmlSanitizer> {
  const { createDomPurifySanitizer } = await import('./dompurify-sanitizer');
  return createDomPurifySanitizer(window);
}

/** Keeps DOMPurify out of the first load: its chunk is fetched the first time server HTML is to be shown. */
export class LazyHtmlSanitizer implements HtmlSanitizerLoader {
  private loading: Promise<HtmlSanitizer> | null = null;
  private loaded: HtmlSanitizer | null = null;

  constructor(private readonly load: () => Promise<HtmlSanitizer> = loadBrowserSanitizer) {}

  /** The sanitiser once downloaded, else null (callers then render nothing rather than raw markup). */
  get current(): HtmlSanitizer | null {
    return this.loaded;
  }

  ready(): Promise<HtmlSanitizer> {
    this.loading ??= this.load().then(
      (sanitizer) => (this.loaded = sanitizer),
      (error: unknown) => {
        this.loading = null; // a failed chunk download may succeed on the next try
        throw error;
      },
    );
    return this.loading;
  }
}
