import * as v from 'valibot';
import { unwrapValue } from '../config/lenient-schemas';
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
 * fields are also read at the top level. Customer-service paths are decrypted here (shell §3).
 */
export class LoadSiteConfig {
  constructor(
    private readonly api: ApiClient,
    private readonly decoder: PathDecoder,
    private readonly network: NetworkEnvironment,
  ) {}

  async execute(): Promise<SiteConfigOutcome> {
    try {
      const envelope = await this.api.get(endpoints.siteConfig);
      const fields = unwrapValue(envelope) ?? {};
      const domains = domainOrigins(decodeDomainNames(fields.domainList), this.network.isSecure());
      const customerService = await decryptEntries(decodeCustomerServiceEntries(fields.customerService), this.decoder);
      return { kind: 'loaded', config: { domains, customerService } };
    } catch {
      return { kind: 'failed' };
    }
  }
}
