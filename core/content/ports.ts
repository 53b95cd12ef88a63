/**
 * Server HTML is made safe before it is rendered (docs/decisions.md "Announcement popups and server HTML": no
 * script, no event handlers, no javascript: links), in popups and everywhere else server HTML appears.
 */
export interface HtmlSanitizer {
  /** The markup with everything that could run script removed; never throws. */
  sanitize(html: string): string;
}

/** Hands out the sanitiser once its code is downloaded (it stays out of the first load). */
export interface HtmlSanitizerLoader {
  /** The sanitiser when already downloaded (a screen can render at once), else null. */
  readonly current: HtmlSanitizer | null;
  /** Rejects when the code cannot be downloaded; the caller then renders nothing, never the raw markup. */
  ready(): Promise<HtmlSanitizer>;
}
