import { BehaviorSubject, type Observable } from 'rxjs';
import type { CustomerServiceEntry } from '../customer-service/model';
import type { OpenCustomerServiceOutcome } from '../customer-service/open-customer-service';
import { selectEntries } from '../customer-service/select-entries';
import type { AffiliateFacts } from '../routing/affiliate';
import type { Cancel, Scheduler } from '../runtime/ports';
import type { OpenPrompts } from '../notice/open-prompts';
import type { DomainUnavailableHandler } from '../http/ports';
import type { SiteConfigOutcome } from './load-site-config';
import { DOMAIN_NOTICE_FALLBACK_TEXT, DOMAIN_NOTICE_LOADING_MS, RETRY_PATH, type DomainNoticeState, type RaceOutcome } from './model';
import type { PageExit } from './ports';

export interface DomainNoticeDeps {
  readonly siteConfig: { execute(): Promise<SiteConfigOutcome> };
  readonly race: { execute(origins: readonly string[]): Promise<RaceOutcome> };
  readonly scheduler: Scheduler;
  readonly prompts: OpenPrompts;
  readonly exit: PageExit;
  /** The affiliate code and r remembered from the visit (core/routing/affiliate.ts). */
  readonly affiliate: { stored(): AffiliateFacts };
  readonly customerService: { openOneOf(entries: readonly CustomerServiceEntry[]): Promise<OpenCustomerServiceOutcome> };
}

/**
 * player-journey §2 "/m/index.html on the chosen domain carries affiliateCode and r when they were stored".
 * Null unless `origin` is an http(s) origin.
 */
export function retryUrl(origin: string, stored: AffiliateFacts): string | null {
  let url: URL;
  try {
    url = new URL(RETRY_PATH, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (stored.affiliateCode) url.searchParams.set('affiliateCode', stored.affiliateCode);
  if (stored.r) url.searchParams.set('r', stored.r);
  return url.href;
}

/**
 * The domain-unreachable notice (player-journey §2, §4 "Domain-unreachable notice", §8): loading while the
 * site config is fetched and its domains raced; the modal when the race settles or the 10 s indicator runs
 * out, whichever is first (docs/decisions.md "Domain notice after 10 s of loading"). A domain answering
 * after that still becomes the retry target.
 */
export class DomainNotice implements DomainUnavailableHandler {
  private readonly subject = new BehaviorSubject<DomainNoticeState>({ kind: 'hidden' });
  readonly state$: Observable<DomainNoticeState> = this.subject.asObservable();

  private message = DOMAIN_NOTICE_FALLBACK_TEXT;
  private target: string | null = null;
  private services: readonly CustomerServiceEntry[] = [];
  private loadingEnds: Cancel | null = null;

  constructor(private readonly deps: DomainNoticeDeps) {}

  get state(): DomainNoticeState {
    return this.subject.value;
  }

  handle(message: string | null): void {
    void this.open(message);
  }

  /** Resolves when the race has settled (tests and the benchmark wait on it). */
  async open(message: string | null): Promise<void> {
    if (this.subject.value.kind !== 'hidden') return;
    this.message = message?.trim() || DOMAIN_NOTICE_FALLBACK_TEXT;
    this.deps.prompts.claim('domain-notice');
    this.subject.next({ kind: 'loading' });
    this.loadingEnds = this.deps.scheduler.after(DOMAIN_NOTICE_LOADING_MS, () => this.show());

    const loaded = await this.deps.siteConfig.execute();
    const config = loaded.kind === 'loaded' ? loaded.config : { domains: [], customerService: [] };
    // The member is not known on an unreachable domain: the general entries (shell §5 "Customer service filtering").
    this.services = selectEntries(config.customerService, {});
    this.refresh();
    const outcome = await this.deps.race.execute(config.domains);
    if (outcome.kind === 'answered') this.target = outcome.origin;
    this.show();
  }

  /** The retry button: the chosen domain's /m/index.html, or this page again when no domain answered. */
  retry(): void {
    const url = this.target ? retryUrl(this.target, this.deps.affiliate.stored()) : null;
    if (url) this.deps.exit.assign(url);
    else this.deps.exit.reload();
  }

  /** The customer-services button: one entry opens directly, several through the titled action list. */
  contactServices(): Promise<OpenCustomerServiceOutcome> {
    return this.deps.customerService.openOneOf(this.services);
  }

  private show(): void {
    this.loadingEnds?.();
    this.loadingEnds = null;
    this.subject.next({ kind: 'shown', message: this.message, target: this.target, hasServices: this.services.length > 0 });
  }

  /** Keeps a modal already on screen up to date. */
  private refresh(): void {
    if (this.subject.value.kind === 'shown') this.show();
  }
}
