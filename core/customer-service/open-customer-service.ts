import { rawText, text } from '../notice/model';
import type { Notifier } from '../notice/ports';
import type { CustomerServiceEntries } from './customer-service-entries';
import type { CustomerServiceEntry } from './model';
import type { ExternalLinkOpener } from './ports';
import { selectEntries, type EntryAudience } from './select-entries';
import type { SupportWidgetLauncher } from './support-widget-launcher';

export interface OpenCustomerServiceRequest extends EntryAudience {
  /** One entry of the player's list (ListCustomerServiceEntries' order): opened directly, no action list. */
  readonly entry?: number;
}

export type OpenCustomerServiceOutcome =
  | { readonly kind: 'opened-link'; readonly url: string }
  | { readonly kind: 'opened-widget'; readonly csType: string }
  /** The player closed the action list without choosing. */
  | { readonly kind: 'dismissed' }
  /** No entry for this player (or the list could not be fetched): the cs_unavailable notice was shown. */
  | { readonly kind: 'unavailable' }
  /** The widget was not ready at the last check: the unknown_error notice was shown. */
  | { readonly kind: 'widget-failed'; readonly csType: string };

/**
 * "Contact us" / customer services (shell §2, player-journey §2): one entry opens directly;
 * several open an action list of titled entries, each titled CS plus its number by default.
 */
export class OpenCustomerService {
  constructor(
    private readonly entries: CustomerServiceEntries,
    private readonly notifier: Notifier,
    private readonly links: ExternalLinkOpener,
    private readonly widgets: SupportWidgetLauncher,
  ) {}

  async execute(request: OpenCustomerServiceRequest = {}): Promise<OpenCustomerServiceOutcome> {
    const loaded = await this.entries.load();
    const shown = loaded.kind === 'loaded' ? selectEntries(loaded.entries, request) : [];
    if (request.entry === undefined) return this.openOneOf(shown);
    const picked = shown[request.entry];
    return this.openOneOf(picked ? [picked] : []);
  }

  /** Opens one of `shown`: directly when it is the only one, else through the titled action list. */
  async openOneOf(shown: readonly CustomerServiceEntry[]): Promise<OpenCustomerServiceOutcome> {
    const [only] = shown;
    if (!only) {
      void this.notifier.notice(text('cs_unavailable'));
      return { kind: 'unavailable' };
    }
    if (shown.length === 1) return this.open(only);

    const choice = await this.notifier.choose(
      text('services'),
      shown.map((entry, index) => ({ label: entry.title ? rawText(entry.title) : text('cs_entry', { number: index + 1 }) })),
    );
    const chosen = shown[choice ?? -1];
    return chosen ? this.open(chosen) : { kind: 'dismissed' };
  }

  private async open(entry: CustomerServiceEntry): Promise<OpenCustomerServiceOutcome> {
    const { target, csType } = entry;
    if (target.kind === 'link') {
      this.links.open(target.url);
      return { kind: 'opened-link', url: target.url };
    }
    if (await this.widgets.launch({ csType, scriptUrl: target.scriptUrl })) return { kind: 'opened-widget', csType };
    void this.notifier.notice(text('unknown_error'));
    return { kind: 'widget-failed', csType };
  }
}
