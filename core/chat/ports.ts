/** Whether the page is on screen (document visibility in the browser). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls back on every change; the returned function stops listening. */
  onChange(listener: (visible: boolean) => void): () => void;
}

/** The header colour of the app's theme as the page paints it (a CSS colour), or null where there is no page. */
export interface ThemeHeaderColor {
  read(): string | null;
}
