/** shell §3 "Popup item": execution A for logged-in, B for guests, F for first login. */
export type PopupExecution = 'A' | 'B' | 'F';

/** A popup as the server sent it (decoded); `content` is raw server HTML, never rendered as it is. */
export interface PopupItem {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly promotionType: string;
  readonly execution: readonly PopupExecution[];
  /** shell §4 "With forceRead, the close action first steps through all slides". */
  readonly forceRead: boolean;
}

/** A popup ready for the screen: its HTML already went through the sanitiser. */
export interface ShownPopup {
  readonly id: string;
  readonly title: string;
  /** Sanitised server HTML (core/content/ports.ts HtmlSanitizer). */
  readonly safeHtml: string;
  readonly promotionType: string;
  readonly forceRead: boolean;
}

/** Who is looking: popups are chosen for them and their visibility is stored under their key. */
export type PopupViewer =
  | { readonly kind: 'guest' }
  | { readonly kind: 'member'; readonly userKey: string; readonly firstLogin: boolean };
