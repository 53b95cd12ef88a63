import type { Scheduler } from '../../core/runtime/ports';
import { scriptSource, type ScriptOrigins } from '../browser/trusted-script-url';
import { whenThirdPartyMarkupReady } from '../browser/trusted-types-default-policy';

/** Adds one script and tells whether it ran in time. */
export interface ScriptLoader {
  load(url: string, timeoutMs: number): Promise<boolean>;
}

/**
 * A `<script async>` in the page's head: true on load; false on error or when `timeoutMs` passes
 * first (the tag is then removed, so a late answer runs nothing).
 */
export class DomScriptLoader implements ScriptLoader {
  // The document is read at use, so the container can be built where there is no page (node tests).
  constructor(
    private readonly scheduler: Scheduler,
    /** Where the scripts may come from (geetest's script servers: captcha-module.ts). */
    private readonly origins: ScriptOrigins,
    private readonly doc: () => Document = () => document,
  ) {}

  load(url: string, timeoutMs: number): Promise<boolean> {
    const doc = this.doc();
    return new Promise((resolve) => {
      const script = doc.createElement('script');
      let settled = false;
      const settle = (loaded: boolean) => {
        if (settled) return;
        settled = true;
        cancel();
        if (!loaded) script.remove();
        resolve(loaded);
      };
      const cancel = this.scheduler.after(timeoutMs, () => settle(false));
      script.async = true;
      try {
        script.src = scriptSource(url, this.origins, doc);
      } catch {
        // An address off the allowed origins loads nothing: as a script that failed.
        settle(false);
        return;
      }
      script.addEventListener('load', () => settle(true));
      script.addEventListener('error', () => settle(false));
      // geetest writes its widget as markup: in once the default policy can sanitise it (within the same time budget).
      whenThirdPartyMarkupReady(() => settled || doc.head.appendChild(script));
    });
  }
}
