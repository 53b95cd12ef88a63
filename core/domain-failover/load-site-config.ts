import * as v from 'valibot';
import { unwrapValue } from '../decode/lenient-schemas';
import { decodeCustomerServiceEntries } from '../customer-service/decode-entries';
import { decryptEntries } from '../customer-service/decrypt-entries';
import type { PathDecoder } from '../customer-service/ports';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { NetworkEnvironment } from '../http/ports';
import { domainOrigins } from './domain-origin';
import type { SiteConfig } from './model';

/** A domainList item: `{ domainName }` or the bare name. */
const domainItem = v.union([
  v.pipe(v.string(), v.trim()),
  v.pipe(
    v.looseObject({ domainName: v.string() }),
    v.transform((item) => item.domainName.trim()),
  ),
]);

/** The domainList's names; a malformed list or item is left out, never a crash. */
export function decodeDomainNames(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = v.safeParse(domainItem, item);
    return parsed.success && parsed.output !== '' ? [parsed.output] : [];
  });
}

export type SiteConfigOutcome = { readonly kind: 'loaded'; readonly config: SiteConfig } | { readonly kind: 'failed' };

/**
 * player-journey §3 "Site config: value.customerService, value.domainList (items have domainName)"; the
 * fields are also read at the top level. Customer-service paths are decrypted here (shell §3). When the site
 * config fails or lists no usable domain, the domains come from `GET /wps/system/domainRoute` (player-journey §7;
 * docs/decisions.md "Request layer and boot calls").
 */
export class LoadSiteConfig {
  constructor(
    private readonly api: ApiClient,
    private readonly decoder: PathDecoder,
    private readonly network: NetworkEnvironment,
  ) {}

  async execute(): Promise<SiteConfigOutcome> {
    const config = await this.siteConfig();
    if (config && config.domains.length > 0) return { kind: 'loaded', config };
    const routed = await this.domainRoute();
    if (config === null && routed === null) return { kind: 'failed' };
    return { kind: 'loaded', config: { domains: routed ?? [], customerService: config?.customerService ?? [] } };
  }

  private async siteConfig(): Promise<SiteConfig | null> {
    try {
      const envelope = await this.api.get(endpoints.siteConfig);
      const fields = unwrapValue(envelope) ?? {};
      const customerService = await decryptEntries(decodeCustomerServiceEntries(fields.customerService), this.decoder);
      return { domains: this.origins(fields.domainList), customerService };
    } catch {
      return null;
    }
  }

  /** The domain route's list: `value.domainList` (or at the top level), or `value` itself as the list; null when it failed. */
  private async domainRoute(): Promise<readonly string[] | null> {
    try {
      // Asked only to fill the domain notice: a failure is not the player's business (the notice says 'Error').
      const envelope = await this.api.get(endpoints.domainRoute, { alert: false });
      // Stryker disable next-line OptionalChaining: equivalent, the request layer's envelope is always an object
      return this.origins(Array.isArray(envelope.value) ? envelope.value : unwrapValue(envelope)?.domainList);
    } catch {
      return null;
    }
  }

  private origins(list: unknown): string[] {
    return domainOrigins(decodeDomainNames(list), this.network.isSecure());
  }
}
