import type { ApiClient } from '../http/api-client';
import { endpoints, STATUS_PING_TIMEOUT_MS } from '../http/endpoints';
import type { Scheduler } from '../runtime/ports';
import type { StatusOutcome } from './check-system-status';

export type PingOutcome = 'reachable' | 'unreachable';

/**
 * player-journey §7 "GET /wps/system/test/ping | none | 20 s abort, Merchant header" and §9 "Ping abort (status
 * ping) 20 s": is the /wps server reachable from here? Any 2xx answer is; a failure, or no answer within 20 s on
 * the Scheduler (whatever the transport does meanwhile), is not. Never rejects; one ping at a time.
 */
export class StatusPing {
  private running: Promise<PingOutcome> | null = null;

  constructor(
    private readonly api: Pick<ApiClient, 'getPlain'>,
    private readonly scheduler: Scheduler,
  ) {}

  execute(): Promise<PingOutcome> {
    this.running ??= this.ping().finally(() => (this.running = null));
    return this.running;
  }

  private ping(): Promise<PingOutcome> {
    return new Promise<PingOutcome>((resolve) => {
      const abort = this.scheduler.after(STATUS_PING_TIMEOUT_MS, () => resolve('unreachable'));
      const settle = (outcome: PingOutcome) => {
        abort();
        resolve(outcome);
      };
      this.api.getPlain(endpoints.ping).then(
        () => settle('reachable'),
        () => settle('unreachable'),
      );
    });
  }
}

export type ReconnectOutcome =
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'rechecked'; readonly outcome: StatusOutcome };

/**
 * When the phone's network comes back (docs/decisions.md "Request layer and boot calls"): the status ping, and
 * when the server answers it, the system status again with the boot's query, so a maintenance, a region
 * restriction or a blocked domain that began while the phone was offline shows as at boot.
 */
export class RecheckOnReconnect {
  constructor(
    private readonly ping: Pick<StatusPing, 'execute'>,
    private readonly status: { recheck(): Promise<StatusOutcome> },
  ) {}

  async execute(): Promise<ReconnectOutcome> {
    if ((await this.ping.execute()) === 'unreachable') return { kind: 'unreachable' };
    return { kind: 'rechecked', outcome: await this.status.recheck() };
  }
}
