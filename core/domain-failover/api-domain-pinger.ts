import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { DomainPinger } from './ports';

/**
 * player-journey §7 "domain variant: {domain}/wps/system/test/ping?speed={timestamp}, 10 s timeout": the
 * catalogue row's request (Merchant header, no alert) sent to the other origin; any successful envelope counts.
 */
export class ApiDomainPinger implements DomainPinger {
  constructor(private readonly api: ApiClient) {}

  ping(origin: string, speed: number): Promise<boolean> {
    return this.api.get(endpoints.domainPing, { baseUrl: origin, query: { speed } }).then(
      () => true,
      () => false,
    );
  }
}
