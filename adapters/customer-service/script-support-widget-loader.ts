import { scriptSource } from '../browser/trusted-script-url';
import { whenThirdPartyMarkupReady } from '../browser/trusted-types-default-policy';
import type { SupportWidget, SupportWidgetLoader } from '../../core/customer-service/ports';

/** What a widget script leaves on the page (docs/decisions.md "Customer-service support widgets"). */
export interface WidgetHandle {
  readonly ready?: unknown;
  readonly open?: unknown;
}

export type WidgetGlobals = { csWidgets?: Record<string, WidgetHandle | undefined> };

/**
 * Adds a support widget's script tag to the page; the script registers
 * `window.csWidgets[csType] = { ready: true, open() }` once its chat window can open.
 */
export class ScriptSupportWidgetLoader implements SupportWidgetLoader {
  // Read at use, not at construction, so the container can be built where there is no page (node tests).
  constructor(
    private readonly page: () => { readonly doc: Document; readonly globals: WidgetGlobals } = () => ({
      doc: document,
      globals: window as unknown as WidgetGlobals,
    }),
  ) {}

  inject(widget: SupportWidget): void {
    const { doc } = this.page();
    const present = () => Array.from(doc.scripts).some((script) => script.src === widget.scriptUrl);
    if (present()) return;
    const script = doc.createElement('script');
    try {
      // A back-office address: any https origin (or the page's own), never another scheme. A refused one is not
      // injected: the widget never gets ready, as when its script fails (the caller's wait ends it).
      script.src = scriptSource(widget.scriptUrl, 'https', doc);
    } catch {
      return;
    }
    script.async = true;
    script.dataset.csType = widget.csType;
    // A widget writes its chat window as markup: in once the default policy can sanitise it, and still only once.
    whenThirdPartyMarkupReady(() => present() || doc.head.appendChild(script));
  }

  isReady(widget: SupportWidget): boolean {
    const handle = this.page().globals.csWidgets?.[widget.csType];
    return handle?.ready === true && typeof handle.open === 'function';
  }

  open(widget: SupportWidget): void {
    const handle = this.page().globals.csWidgets?.[widget.csType];
    if (handle && typeof handle.open === 'function') (handle.open as () => void).call(handle);
  }
}
