import { scriptSource } from '../browser/trusted-script-url';
import { whenThirdPartyMarkupReady } from '../browser/trusted-types-default-policy';
import type { Scheduler } from '../../core/runtime/ports';
import type { MiniGameLoadResult, MiniGameScriptLoader, MiniGameWidgetApi } from '../../core/minigame/ports';

/** docs/decisions.md "Mini-game widget": a script that has not defined the widget after 10 s has failed. */
export const MINI_GAME_SCRIPT_TIMEOUT_MS = 10_000;

function asWidget(value: unknown): MiniGameWidgetApi<HTMLElement> | null {
  if (typeof value !== 'object' || value === null) return null;
  const api = value as Record<string, unknown>;
  const methods = ['render', 'show', 'hide', 'destroy'] as const;
  return methods.every((name) => typeof api[name] === 'function') ? (value as MiniGameWidgetApi<HTMLElement>) : null;
}

/**
 * Injects `<script src>` once per location and answers with `window.MiniGame` once it exists; an error or
 * 10 s without a widget is a failure (the element is removed, so a later try fetches again).
 */
export class DomScriptLoader implements MiniGameScriptLoader<HTMLElement> {
  private readonly loads = new Map<string, Promise<MiniGameLoadResult<HTMLElement>>>();

  constructor(
    private readonly document: Document,
    /** Reads `window.MiniGame`, where the script leaves its widget (docs/decisions.md "Mini-game widget"). */
    private readonly readGlobal: () => unknown,
    private readonly scheduler: Scheduler,
    private readonly timeoutMs: number = MINI_GAME_SCRIPT_TIMEOUT_MS,
  ) {}

  load(src: string): Promise<MiniGameLoadResult<HTMLElement>> {
    let loading = this.loads.get(src);
    if (!loading) {
      loading = this.inject(src).then((result) => {
        if (!result.ok) this.loads.delete(src);
        return result;
      });
      this.loads.set(src, loading);
    }
    return loading;
  }

  private inject(src: string): Promise<MiniGameLoadResult<HTMLElement>> {
    const present = asWidget(this.readGlobal());
    if (present) return Promise.resolve({ ok: true, widget: present });
    return new Promise((resolve) => {
      const script = this.document.createElement('script');
      let finished = false;
      const finish = (result: MiniGameLoadResult<HTMLElement>) => {
        finished = true;
        cancelTimeout();
        script.onload = null;
        script.onerror = null;
        if (!result.ok) script.remove();
        resolve(result);
      };
      const cancelTimeout = this.scheduler.after(this.timeoutMs, () => finish({ ok: false, reason: 'timeout' }));
      script.onload = () => {
        const widget = asWidget(this.readGlobal());
        finish(widget ? { ok: true, widget } : { ok: false, reason: 'no-widget' });
      };
      script.onerror = () => finish({ ok: false, reason: 'error' });
      script.async = true;
      try {
        // The mini-game scripts are the platform's, on the page's origin (/mini-game/…).
        script.src = scriptSource(src, 'same-origin', this.document);
      } catch {
        finish({ ok: false, reason: 'error' });
        return;
      }
      script.dataset.miniGame = '';
      // A game may write its board as markup: in once the default policy can sanitise it (within the same time budget).
      whenThirdPartyMarkupReady(() => finished || this.document.head.appendChild(script));
    });
  }
}
