import type { Size } from './drag-math';

/**
 * The widget a mini-game script defines (docs/decisions.md "Mini-game widget": the `MiniGame` global the script defines).
 * `M` is where it draws (a DOM element in the app; core never looks inside it).
 */
export interface MiniGameWidgetApi<M> {
  /** Draws the widget once into the mount, shown. */
  render(mount: M, options: MiniGameRenderOptions): void;
  /** Shows it again, for this member (the token may be another member's than at render). */
  show(session: MiniGameSession): void;
  hide(): void;
  destroy(): void;
}

export interface MiniGameSession {
  readonly token: string;
  readonly language: string;
}

export interface MiniGameRenderOptions extends MiniGameSession {
  readonly merchant: string;
  /** The player closed the widget's panel. */
  readonly onClose: () => void;
}

export type MiniGameLoadResult<M> =
  | { readonly ok: true; readonly widget: MiniGameWidgetApi<M> }
  | { readonly ok: false; readonly reason: 'timeout' | 'error' | 'no-widget' };

/** Fetches a mini-game script (once per location) and gives the widget it defines. Never rejects. */
export interface MiniGameScriptLoader<M> {
  load(src: string): Promise<MiniGameLoadResult<M>>;
}

/** The sizes the bounds poll watches. */
export interface MiniGameViewport {
  size(): Size;
  widgetSize(): Size;
}
