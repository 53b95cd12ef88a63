/** Whether the page is on screen (document visibility in the browser). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls back on every change; the returned function stops listening. */
  onChange(listener: (visible: boolean) => void): () => void;
}
