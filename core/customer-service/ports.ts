/** Decrypts a customer-service path (shell §3: "its last 8 characters are the key for the rest"). */
export interface PathDecoder {
  /**
   * The plain text, or null when the path cannot be decrypted. Rejects only when the decoder itself
   * cannot be loaded (a lazy chunk that failed to download), so the caller can try again later.
   */
  decode(path: string): Promise<string | null>;
}

/** Opens an http(s) link outside the app (a new tab, without opener or referrer). */
export interface ExternalLinkOpener {
  open(url: string): void;
}

export interface SupportWidget {
  readonly csType: string;
  readonly scriptUrl: string;
}

/** Puts a support-widget script on the page and drives the widget it creates. */
export interface SupportWidgetLoader {
  /** Adds the script to the page. Core calls it once per script URL. */
  inject(widget: SupportWidget): void;
  /** The script has run and its widget can be opened. */
  isReady(widget: SupportWidget): boolean;
  /** Opens the widget's chat window; called only when ready. */
  open(widget: SupportWidget): void;
}
